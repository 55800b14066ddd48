import { z } from 'zod';
import { id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { TEACHER } from '../rules/prefixes.ts';
import { REPORT_SKILLS, MARK_ABSENT_AFTER_MS, REPORT_WINDOW_DAYS } from '../rules/teacherDesk.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export { REPORT_SKILLS, MARK_ABSENT_AFTER_MS, REPORT_WINDOW_DAYS };
import { instantString, listOf, pageQuery } from '../envelope.ts';
import { lessonStatus, planEntry } from './booking.ts';

/**
 * The teacher's side of a lesson (issue #7). Every call needs a signed-in teacher account (3003
 * otherwise) and acts only on that teacher's own lessons and plan: another teacher's lesson is
 * 2001, as if it did not exist.
 */

const skillStar = z
  .number({ error: 'must be a number of stars' })
  .int()
  .min(1, 'must be at least 1 star')
  .max(5, 'must be at most 5 stars');

export type ReportSkill = (typeof REPORT_SKILLS)[number];

export const teacherMe = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

export const viewTeacherMe = endpoint('GET', `${TEACHER}/me`, 'teacher', {
  input: z.object({}),
  output: teacherMe,
  summary: 'The signed-in teacher’s own profile',
  tags: ['teacher desk'],
});

export const lessonReport = z.object({
  pronunciation: skillStar,
  vocabulary: skillStar,
  grammar: skillStar,
  fluency: skillStar,
  confidence: skillStar,
  comment: z.string().trim().max(2000, 'comment must be at most 2000 characters'),
  homework: z.string().trim().max(1000, 'homework must be at most 1000 characters'),
  words: z
    .array(z.string().trim().min(1).max(60), { error: 'words must be a list of words' })
    .max(50, 'at most 50 words'),
  sentences: z
    .array(z.string().trim().min(1).max(300), { error: 'sentences must be a list of sentences' })
    .max(30, 'at most 30 sentences'),
});
export type LessonReportInput = z.infer<typeof lessonReport>;

export const deskLesson = z.object({
  id: z.number().int(),
  startAt: instantString,
  endAt: instantString,
  status: lessonStatus,
  title: z.string(),
  note: z.string().describe('the family’s note to the teacher'),
  student: z.object({
    name: z.string().describe('English name, or a neutral placeholder when none is set'),
    age: z.number().int().nullable(),
    sex: z.number().int(),
  }),
  /** Stars given in class so far. */
  stars: z.number().int(),
  canEnter: z.boolean().describe('the classroom is open (10 min before start to the end)'),
  canMarkAbsent: z.boolean(),
  canReport: z.boolean(),
  report: lessonReport.extend({ createdAt: instantString }).nullable(),
});
export type DeskLesson = z.infer<typeof deskLesson>;

export const listDeskLessons = endpoint('GET', `${TEACHER}/lessons/list`, 'teacher', {
  input: pageQuery.extend({
    scope: z.enum(['today', 'upcoming', 'history']).default('upcoming'),
  }),
  output: listOf(deskLesson),
  summary:
    'The teacher’s lessons: today (school time zone), upcoming (not ended, soonest first) or ' +
    'history (ended, newest first); cancelled lessons are left out',
  tags: ['teacher desk'],
});

export const viewDeskLesson = endpoint('GET', `${TEACHER}/lessons/view`, 'teacher', {
  input: z.object({ id }),
  output: deskLesson,
  summary: 'One of the teacher’s lessons with its report',
  tags: ['teacher desk'],
});

export const writeReport = endpoint('POST', `${TEACHER}/lessons/report`, 'teacher', {
  input: lessonReport.extend({ lessonId: id }),
  output: deskLesson,
  summary:
    'Write or correct the report of a lesson that has started (the student then sees it on 课程报告); ' +
    '2004 before the start or after the report window',
  tags: ['teacher desk'],
});

export const markAbsent = endpoint('POST', `${TEACHER}/lessons/absent`, 'teacher', {
  input: z.object({ lessonId: id }),
  output: deskLesson,
  summary:
    'Mark the student absent (credit spent) from 10 minutes after the start, when the student has ' +
    'not joined; 2004 otherwise',
  tags: ['teacher desk'],
});

export const listDeskPlan = endpoint('GET', `${TEACHER}/plan/list`, 'teacher', {
  input: z.object({}),
  output: z.object({ entries: z.array(planEntry) }),
  summary: 'The teacher’s weekly plan',
  tags: ['teacher desk'],
});

export const planEntryInput = z.object({
  weekday: z.number().int().min(0, 'weekday must be 0 to 6').max(6, 'weekday must be 0 to 6'),
  start: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, 'start must be HH:00 or HH:30'),
  durationMinutes: z
    .number()
    .int()
    .min(30, 'duration must be at least 30 minutes')
    .max(720, 'duration must be at most 12 hours')
    .multipleOf(30, 'duration must be a multiple of 30 minutes'),
});

export const savePlan = endpoint('POST', `${TEACHER}/plan/edit`, 'teacher', {
  input: z.object({
    entries: z.array(planEntryInput).max(50, 'at most 50 plan entries'),
  }),
  output: z.object({
    entries: z.array(planEntry),
    opened: z.number().int().describe('slots opened for the next 14 days'),
    closed: z.number().int().describe('open slots closed because the plan no longer covers them'),
  }),
  summary:
    'Replace the weekly plan (entries may not overlap; 1001 naming the entry otherwise). Open slots ' +
    'follow at once; booked slots are never touched',
  tags: ['teacher desk'],
});
