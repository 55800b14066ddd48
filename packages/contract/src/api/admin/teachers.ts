import { z } from 'zod';
import { phone, sex } from '../basic.ts';
import { planEntry } from '../booking.ts';
import { planEntryInput } from '../teacherDesk.ts';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import { TEACHER_STATUSES } from '../../rules/admin/teachers.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { biRich } from './bilingual.ts';

/**
 * The console's teachers (docs/design/console.md §7): profiles, pause and resume, leave, and any teacher's
 * weekly plan and single slots. Reading is `teachers.read` (every role); every change is
 * `teachers.edit` (owner and academic).
 */

/** The console's teachers (docs/design/console.md §7). */
const tags = ['console'];
export const teacherStatus = z.enum(TEACHER_STATUSES);

const tag = z.object({ id: z.number().int(), name: z.string(), group: z.string() });

export const adminTeacherRow = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  nationality: z.string(),
  sex,
  status: teacherStatus,
  tags: z.array(tag),
  rating: z.number().nullable().describe('average stars, null before the first review'),
  reviewCount: z.number().int(),
  finishedLessons: z.number().int(),
  phone: z.string().nullable().describe('the login of the teachers’ area; null: no login'),
  sort: z.number().int(),
  createdAt: instantString,
});
export type AdminTeacherRow = z.infer<typeof adminTeacherRow>;

export const adminTeacher = adminTeacherRow.extend({
  videoUrl: z.string().nullable(),
  intro: biRich,
});
export type AdminTeacher = z.infer<typeof adminTeacher>;

export const TEACHER_SORT_KEYS = [
  'sort',
  'id',
  'name',
  'rating',
  'finishedLessons',
  'createdAt',
] as const;

export const listAdminTeachers = endpoint('GET', `${ADMIN}/teachers/list`, staff('teachers.read'), {
  input: adminListInput(TEACHER_SORT_KEYS, {
    q: z.string().trim().max(60).optional().describe('part of the name or of the login phone'),
    status: teacherStatus.optional(),
    tagId: id.optional(),
    nationality: z.string().trim().max(40).optional(),
    minRating: z.coerce.number().min(0).max(5).optional().describe('average stars at least'),
  }),
  output: adminListOutput(adminTeacherRow),
  summary: 'Every teacher, whatever the status (default: the families’ order)',
  tags,
});

/** The tags and nationalities the list filters and the form offer. */
export const listAdminTeacherOptions = endpoint(
  'GET',
  `${ADMIN}/teachers/options`,
  staff('teachers.read'),
  {
    input: z.object({}),
    output: z.object({ tags: z.array(tag), nationalities: z.array(z.string()) }),
    summary: 'The teacher tags and the nationalities teachers have (for filters and the form)',
    tags,
  },
);

export const viewAdminTeacher = endpoint('GET', `${ADMIN}/teachers/view`, staff('teachers.read'), {
  input: z.object({ id }),
  output: adminTeacher,
  summary: 'One teacher with the intro in Chinese and English',
  tags,
});

export const adminTeacherInput = z.strictObject({
  id: bodyId('id').optional().describe('absent: a new teacher'),
  name: z.string().trim().min(1, 'name is required').max(60),
  avatar: z.string().max(500).nullable().default(null),
  videoUrl: z.string().max(500).nullable().default(null),
  nationality: z.string().trim().max(40).default(''),
  sex: sex.default(0),
  tagIds: z.array(bodyId('tagIds')).max(30).default([]),
  intro: biRich.default({ zh: '', en: '' }),
  sort: z.number().int().min(-10_000).max(10_000).default(0),
  phone: phone.describe('the teacher logs in to the teachers’ area with it (SMS code)'),
});
export type AdminTeacherInput = z.output<typeof adminTeacherInput>;

/** Creates (no id) or replaces a teacher, with the login phone of the teachers' area. */
export const saveAdminTeacher = endpoint('POST', `${ADMIN}/teachers/save`, staff('teachers.edit'), {
  input: adminTeacherInput,
  output: z.object({ id: z.number().int() }),
  summary:
    'Create or replace a teacher; a new teacher can log in at once and families can book the ' +
    'slots of the weekly plan (1001 with field phone when the phone has another account)',
  tags,
});

/** Pause (hidden from families at once; booked lessons go on) or resume. */
export const setAdminTeacherPaused = endpoint(
  'POST',
  `${ADMIN}/teachers/pause`,
  staff('teachers.edit'),
  {
    input: z.strictObject({ id: bodyId('id'), paused: z.boolean() }),
    output: z.object({ status: teacherStatus }),
    summary: 'Pause (hidden from families at once, booked lessons go on) or resume; 2004 once left',
    tags,
  },
);

export const adminFutureLesson = z.object({
  id: z.number().int(),
  startAt: instantString,
  endAt: instantString,
  status: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentPhone: z.string().nullable(),
});

/** The teacher's booked lessons from now on: shown before leave, to reassign in the lessons area. */
export const listAdminTeacherFutureLessons = endpoint(
  'GET',
  `${ADMIN}/teachers/futureLessons`,
  staff('teachers.read'),
  {
    input: z.object({ id }),
    output: z.object({ list: z.array(adminFutureLesson), total: z.number().int() }),
    summary: 'The teacher’s booked lessons from now on, earliest first (to reassign before leave)',
    tags,
  },
);

/** The teacher leaves: hidden, no new slots, no login to the teachers' area. */
export const leaveAdminTeacher = endpoint(
  'POST',
  `${ADMIN}/teachers/leave`,
  staff('teachers.edit'),
  {
    input: z.strictObject({ id: bodyId('id') }),
    output: z.object({ status: teacherStatus, futureLessons: z.number().int() }),
    summary:
      'The teacher leaves: hidden from families, no new slots, the login of the teachers’ area ' +
      'ends; booked lessons stay for the lessons area to reassign',
    tags,
  },
);

export const viewAdminTeacherPlan = endpoint(
  'GET',
  `${ADMIN}/teachers/plan`,
  staff('teachers.read'),
  {
    input: z.object({ id }),
    output: z.object({ entries: z.array(planEntry) }),
    summary: 'A teacher’s weekly plan',
    tags,
  },
);

/** Replaces the weekly plan with the rules of the teachers' own plan editing. */
export const saveAdminTeacherPlan = endpoint(
  'POST',
  `${ADMIN}/teachers/plan/save`,
  staff('teachers.edit'),
  {
    input: z.strictObject({
      id: bodyId('id'),
      entries: z.array(planEntryInput).max(50, 'at most 50 plan entries'),
    }),
    output: z.object({
      entries: z.array(planEntry),
      opened: z.number().int().describe('slots opened for the next 14 days'),
      closed: z.number().int().describe('open slots closed because the plan no longer covers them'),
    }),
    summary:
      'Replace a teacher’s weekly plan with the rules of the teachers’ own editing (1001 naming the ' +
      'entry when two overlap); its slots open at once; booked slots are never touched',
    tags,
  },
);

export const adminSlot = z.object({
  id: z.number().int(),
  startAt: instantString,
  status: z.enum(['open', 'closed']),
  booked: z.boolean(),
});

export const listAdminTeacherSlots = endpoint(
  'GET',
  `${ADMIN}/teachers/slots`,
  staff('teachers.read'),
  {
    input: z.object({ id, from: dateString, to: dateString }),
    output: z.object({ list: z.array(adminSlot) }),
    summary: 'A teacher’s slots from `from` to `to` (school dates, at most 14 days), booked or not',
    tags,
  },
);

/** Opens or closes one 30-minute slot (a booked slot is never touched). */
export const setAdminTeacherSlot = endpoint(
  'POST',
  `${ADMIN}/teachers/slot/set`,
  staff('teachers.edit'),
  {
    input: z.strictObject({ id: bodyId('id'), startAt: instantString, open: z.boolean() }),
    output: adminSlot,
    summary:
      'Open or close one 30-minute slot in the next 14 days (2004 for a booked slot or one past)',
    tags,
  },
);

export const uploadAdminTeacherFile = endpoint(
  'POST',
  `${ADMIN}/teachers/upload`,
  staff('teachers.edit'),
  {
    input: z.instanceof(Uint8Array),
    output: z.object({ url: z.string() }),
    summary:
      'Upload a teacher’s photo (?purpose=photo: jpg/png/webp, re-encoded) or intro video ' +
      '(?purpose=video: mp4, checked by content); answers its address',
    tags,
  },
);
