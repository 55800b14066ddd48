import { z } from 'zod';
import { bodyId, id, idOrPhone } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import { lessonStatus } from '../booking.ts';
import { ledgerReason } from '../credits.ts';
import { replayLink } from '../classroom.ts';
import { adminListInput, adminListOutput } from './list.ts';

/**
 * The console's lessons (docs/design/console.md §7): every lesson by day, teacher, family and state; a lesson's
 * report, attendance and replay; reassigning, cancelling by the school and correcting attendance.
 * Reading is `lessons.read`, every change `lessons.edit`.
 */

export {
  LATE_REPORT_WINDOW_DAYS,
  LESSON_LIST_MAX_DAYS,
  LESSON_LIST_MAX_DAYS_FILTERED,
  REPORT_LATE_HOURS,
} from '../../rules/admin/lessons.ts';

const tags = ['console'];

const person = z.object({ id: z.number().int(), name: z.string() });

/** A lesson as the console lists it. `status` is what families see (booked turns in class at the start). */
export const adminLessonRow = z.object({
  id: z.number().int(),
  startAt: instantString,
  endAt: instantString,
  status: lessonStatus,
  teacher: person,
  family: person,
  courseLevel: z.number().int().nullable(),
  hasReport: z.boolean(),
  /** Finished, no report, ended more than REPORT_LATE_HOURS ago. */
  reportLate: z.boolean(),
  hasRecording: z.boolean(),
  creditReturned: z.boolean().nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminLessonRow = z.infer<typeof adminLessonRow>;

export const LESSON_SORT_KEYS = ['startAt'] as const;

export const listAdminLessons = endpoint('GET', `${ADMIN}/lessons/list`, staff('lessons.read'), {
  input: adminListInput(LESSON_SORT_KEYS, {
    /** School dates, inclusive; both default to today. */
    from: dateString.optional(),
    to: dateString.optional(),
    teacherId: id.optional(),
    /** The family's id, or its phone. */
    family: idOrPhone.optional(),
    status: lessonStatus.optional(),
  }),
  output: adminListOutput(adminLessonRow),
  summary: 'Lessons by day range, teacher, family and state (soonest first by default)',
  tags,
});

export const adminLessonReport = z.object({
  teacherName: z.string(),
  pronunciation: z.number().int(),
  vocabulary: z.number().int(),
  grammar: z.number().int(),
  fluency: z.number().int(),
  confidence: z.number().int(),
  comment: z.string(),
  homework: z.string(),
  words: z.array(z.string()),
  sentences: z.array(z.string()),
  writtenAt: instantString,
});

export const adminLessonDetail = adminLessonRow.extend({
  note: z.string(),
  report: adminLessonReport.nullable(),
  /** Who ever joined the built-in classroom (what settles the lesson). */
  attendance: z.object({ studentJoined: z.boolean(), teacherJoined: z.boolean() }),
  /** The lesson's credit changes, oldest first. */
  credits: z.array(
    z.object({ change: z.number().int(), reason: ledgerReason, createdAt: instantString }),
  ),
  canReassign: z.boolean(),
  canCancel: z.boolean(),
  canCorrect: z.boolean(),
});
export type AdminLessonDetail = z.infer<typeof adminLessonDetail>;

export const viewAdminLesson = endpoint('GET', `${ADMIN}/lessons/view`, staff('lessons.read'), {
  input: z.object({ id }),
  output: adminLessonDetail,
  summary: 'A lesson with its report, attendance and credit changes',
  tags,
});

export const lateReportRow = adminLessonRow.extend({
  hoursLate: z.number().int(),
});

/** Finished lessons whose report is more than `REPORT_LATE_HOURS` late. */
export const listLateReports = endpoint(
  'GET',
  `${ADMIN}/lessons/lateReports`,
  staff('lessons.read'),
  {
    input: adminListInput(['endAt'] as const, { teacherId: id.optional() }),
    output: adminListOutput(lateReportRow),
    summary: 'Finished lessons whose report is more than 24 h late (ended in the last 30 days)',
    tags,
  },
);

/** Teachers to pick in the list's filter (by name). */
export const searchLessonTeachers = endpoint(
  'GET',
  `${ADMIN}/lessons/teachers`,
  staff('lessons.read'),
  {
    input: z.object({
      /** Part of a teacher's name: letters (any script), spaces and name punctuation. */
      q: z
        .string()
        .trim()
        .max(40)
        .regex(/^[\p{L}\p{M}\s.'’·-]*$/u, 'must be part of a name')
        .optional(),
    }),
    output: z.object({
      list: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
    }),
    summary: 'Up to 20 teachers whose name contains q, for the lessons filter',
    tags,
  },
);

/** A signed, short-lived link to the lesson's recording (the same link families get). */
export const watchAdminReplay = endpoint('GET', `${ADMIN}/lessons/replay`, staff('lessons.read'), {
  input: z.object({ lessonId: id }),
  output: replayLink,
  summary: 'A signed, short-lived URL of a lesson’s recording (2001 when there is none)',
  tags,
});

/** The teachers with an open, free slot at the lesson's time: whom it can be reassigned to. */
export const listReassignOptions = endpoint(
  'GET',
  `${ADMIN}/lessons/reassignOptions`,
  staff('lessons.read'),
  {
    input: z.object({ lessonId: id }),
    output: z.object({
      list: z.array(
        z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
      ),
    }),
    summary: 'Teachers with an open, free slot at the lesson’s time (whom it can go to)',
    tags,
  },
);

export const reassignLesson = endpoint('POST', `${ADMIN}/lessons/reassign`, staff('lessons.edit'), {
  input: z.object({
    lessonId: bodyId('lessonId'),
    teacherId: bodyId('teacherId'),
    reopenSlot: z
      .boolean()
      .default(false)
      .describe(
        'Whether the first teacher’s slot at that time opens again for other families. ' +
          'By default it is closed: a lesson is mostly reassigned because its teacher cannot teach then',
      ),
  }),
  output: adminLessonRow,
  summary:
    'Give a booked lesson to another teacher free at that time (2002 when that slot is taken); ' +
    'the first teacher’s slot is closed unless `reopenSlot`; the family and both teachers are told',
  tags,
});

export const cancelLessonBySchool = endpoint(
  'POST',
  `${ADMIN}/lessons/cancel`,
  staff('lessons.edit'),
  {
    input: z.object({
      lessonId: bodyId('lessonId'),
      reason: z
        .string({ error: 'reason must be text' })
        .trim()
        .min(1, 'reason must be given')
        .max(200, 'reason must be at most 200 characters'),
    }),
    output: z.object({ lesson: adminLessonRow, creditReturned: z.boolean() }),
    summary: 'Cancel a lesson that has not started: the credit comes back; family and teacher told',
    tags,
  },
);

export const ATTENDANCE_OUTCOMES = ['finished', 'student_absent', 'teacher_absent'] as const;

export const correctAttendance = endpoint(
  'POST',
  `${ADMIN}/lessons/attendance`,
  staff('lessons.edit'),
  {
    input: z.object({
      lessonId: bodyId('lessonId'),
      outcome: z.enum(ATTENDANCE_OUTCOMES, {
        error: 'outcome must be finished, student_absent or teacher_absent',
      }),
    }),
    output: z.object({
      lesson: adminLessonRow,
      /** What the family's credits changed by (the difference from what was settled). */
      creditChange: z.number().int(),
    }),
    summary:
      'Correct a settled lesson’s attendance; the credits change by the difference of the two outcomes',
    tags,
  },
);
