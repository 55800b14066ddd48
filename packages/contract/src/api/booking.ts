import { z } from 'zod';
import { bodyId, id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import {
  BOOKING_LEAD_MS,
  BOOKING_WINDOW_DAYS,
  CANCEL_FREE_BEFORE_MS,
  CLASSROOM_OPENS_BEFORE_MS,
  REVIEW_WINDOW_DAYS,
  MAX_SLOTS_PER_BOOKING,
} from '../rules/booking.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export {
  BOOKING_LEAD_MS,
  BOOKING_WINDOW_DAYS,
  CANCEL_FREE_BEFORE_MS,
  CLASSROOM_OPENS_BEFORE_MS,
  REVIEW_WINDOW_DAYS,
  MAX_SLOTS_PER_BOOKING,
};
import { dateString, instantString, listOf, pageQuery } from '../envelope.ts';

export const planEntry = z.object({
  id: z.number().int(),
  weekday: z.number().int().min(0).max(6).describe('0 = Sunday'),
  start: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe('HH:mm, school time zone'),
  durationMinutes: z.number().int().min(30).multipleOf(30),
});

export const listSchedulePlan = endpoint('GET', `${COURSE}/teacherSchedulePlan/list`, 'public', {
  input: z.object({ teacherId: id }),
  output: listOf(planEntry),
  summary: 'A teacher’s weekly plan',
  tags: ['schedule'],
});

export const slotState = z.enum(['open', 'booked', 'closed', 'past']);

export const slot = z.object({
  id: z.number().int(),
  teacherId: z.number().int(),
  startAt: instantString,
  endAt: instantString,
  state: slotState.describe(
    'open: bookable now; booked: an active lesson holds it; closed: closed by the teacher, or ' +
      'beyond the 14-day booking window; past: starts in less than the 2 h lead time or has begun',
  ),
  mine: z.boolean().describe('booked by the caller'),
});
export type Slot = z.infer<typeof slot>;

export const listSchedule = endpoint('GET', `${COURSE}/teacherSchedule/list`, 'public', {
  input: z.object({
    teacherId: id,
    from: dateString.describe('first day, school time zone'),
    to: dateString.describe('last day (inclusive), at most 14 days after from'),
  }),
  output: listOf(slot),
  summary: 'A teacher’s 30-minute slots by date range with their state',
  tags: ['schedule'],
});

export const lessonStatus = z.enum([
  'booked',
  'in_class',
  'finished',
  'cancelled_by_student',
  'cancelled_by_teacher',
  'student_absent',
  'teacher_absent',
]);
export type LessonStatus = z.infer<typeof lessonStatus>;

export const lesson = z.object({
  id: z.number().int(),
  teacher: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  startAt: instantString,
  endAt: instantString,
  status: lessonStatus,
  title: z.string().describe('lesson title, e.g. the outline unit'),
  courseLevel: z
    .number()
    .int()
    .nullable()
    .describe('the course level it was booked for (Level N); null: none, paid by a card'),
  note: z.string().describe('the family’s note to the teacher'),
  canCancel: z.boolean(),
  cancelReturnsCredit: z.boolean().describe('cancelling now gives the credit back (>= 24 h ahead)'),
  canEnter: z.boolean().describe('the classroom is open (10 min before start to the end)'),
  hasReport: z.boolean(),
  reviewed: z.boolean(),
  canReview: z.boolean(),
  recordingUrl: z.string().nullable(),
});
export type Lesson = z.infer<typeof lesson>;

export const bookSlots = endpoint('POST', `${COURSE}/studentBookings/edit_bull`, 'user', {
  input: z.object({
    slotIds: z
      .array(bodyId('slotIds'), { error: 'slotIds must be a list of slot ids' })
      .min(1, 'slotIds must name at least one slot')
      .max(MAX_SLOTS_PER_BOOKING, `slotIds must name at most ${MAX_SLOTS_PER_BOOKING} slots`),
    note: z.string().trim().max(200).optional(),
    courseLevel: z
      .number({ error: 'courseLevel must be a number or null' })
      .int('courseLevel must be a whole number')
      .min(1, 'courseLevel must be 1 to 99')
      .max(99, 'courseLevel must be 1 to 99')
      .nullable()
      .optional()
      .describe(
        'the course level of the lessons (Level N): credits of packs of that level or of cards ' +
          'pay; null: no level, cards only; omitted: the level of the family’s packs when they ' +
          'are all of one level, else none',
      ),
  }),
  output: z.object({
    lessons: z.array(lesson),
    balance: z.number().int().describe('all usable credits left, of every kind and level'),
  }),
  summary: 'Book several slots at once, all or nothing (2002 taken, 2003 credits, 2004 window)',
  tags: ['booking'],
});

export const changeBookingStatus = endpoint('POST', `${COURSE}/studentBookings/status`, 'user', {
  input: z.object({
    lessonId: id,
    status: z.literal('cancelled', { error: 'status must be cancelled' }),
    reason: z.string().trim().max(200).optional(),
  }),
  output: z.object({ lesson, creditReturned: z.boolean(), balance: z.number().int() }),
  summary:
    'Cancel a booked lesson: >= 24 h ahead returns the credit, later spends it, after start refused',
  tags: ['booking'],
});

export const listLessons = endpoint('GET', `${COURSE}/courseCourse/list`, 'user', {
  input: pageQuery.extend({
    scope: z.enum(['upcoming', 'history', 'all']).default('all'),
    from: dateString.optional(),
    to: dateString.optional(),
  }),
  output: listOf(lesson),
  summary: 'The caller’s lessons (upcoming: soonest first; history and all: newest first)',
  tags: ['lessons'],
});

export const viewLesson = endpoint('GET', `${COURSE}/courseCourse/view`, 'user', {
  input: z.object({ id }),
  output: lesson,
  summary: 'One of the caller’s lessons',
  tags: ['lessons'],
});

export const viewComingLesson = endpoint('GET', `${COURSE}/courseCourse/viewcoming`, 'user', {
  input: z.object({}),
  output: lesson.nullable(),
  summary: 'The caller’s next lesson that has not ended, or null',
  tags: ['lessons'],
});

export const editLesson = endpoint('POST', `${COURSE}/courseCourse/edit`, 'user', {
  input: z.object({
    id,
    note: z.string().trim().max(200, 'note must be at most 200 characters'),
  }),
  output: lesson,
  summary: 'A student-side change to a booked lesson: the note to the teacher',
  tags: ['lessons'],
});

export const classroomEntry = z.object({
  lessonId: z.number().int(),
  teacherName: z.string(),
  startAt: instantString,
  endAt: instantString,
  opensAt: instantString,
  canEnter: z.boolean(),
});

export const listLiveRooms = endpoint('GET', `${COURSE}/liveRoom/list`, 'user', {
  input: pageQuery,
  output: listOf(classroomEntry),
  summary: 'The caller’s classroom entries (lessons not yet ended)',
  tags: ['lessons'],
});
