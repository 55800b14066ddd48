import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { teachers } from './teachers.ts';
import { teacherSlots } from './schedule.ts';
// Lessons and credits reference each other by foreign key; drizzle reads both through thunks
// (see credits.ts).
// eslint-disable-next-line import-x/no-cycle
import { creditGrants } from './credits.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const LESSON_STATUSES = [
  'booked',
  'in_class',
  'finished',
  'cancelled_by_student',
  'cancelled_by_teacher',
  'student_absent',
  'teacher_absent',
] as const;

/** A lesson that no longer holds its slot (the slot is free to book again). */
const holdsSlot = sql`status not in ('cancelled_by_student', 'cancelled_by_teacher')`;

/**
 * A booked lesson: one slot, one student. `start_at`/`end_at` copy the slot's interval so the
 * partial unique indexes can say, in the database, "a slot is booked once" and "a student holds
 * at most one lesson at a time" (slots are aligned 30-minute intervals, so overlapping = same
 * start). Cancelled lessons drop out of both indexes and free the slot.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => teacherSlots.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('booked'),
    title: text('title').notNull().default(''),
    note: text('note').notNull().default(''),
    /**
     * The course level the lesson is for (Level N, as a course pack's), named when booking; null
     * when none was, and then only card or gift credits pay for it.
     */
    courseLevel: integer('course_level'),
    /** The grant the booking's credit came from; a refund goes back to it. */
    grantId: integer('grant_id').references(() => creditGrants.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledAt: instant('cancelled_at'),
    creditReturned: boolean('credit_returned'),
    recordingUrl: text('recording_url'),
    /** The courseware (a PDF) shown in the classroom; set at booking from the school's textbooks. */
    coursewareUrl: text('courseware_url'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('lessons_slot_active_key').on(t.slotId).where(holdsSlot),
    uniqueIndex('lessons_student_start_active_key').on(t.studentId, t.startAt).where(holdsSlot),
    index('lessons_student_start_idx').on(t.studentId, t.startAt),
    index('lessons_open_end_idx')
      .on(t.endAt)
      .where(sql`status in ('booked', 'in_class')`),
    index('lessons_teacher_idx').on(t.teacherId, t.startAt),
    // The console's lessons by day and the dashboard's day counts (an index-only range).
    index('lessons_start_status_idx').on(t.startAt, t.status),
    check('lessons_level_check', sql`${t.courseLevel} is null or ${t.courseLevel} > 0`),
    check('lessons_interval_check', sql`${t.endAt} = ${t.startAt} + interval '30 minutes'`),
    check(
      'lessons_status_check',
      sql`${t.status} in ('booked', 'in_class', 'finished', 'cancelled_by_student', 'cancelled_by_teacher', 'student_absent', 'teacher_absent')`,
    ),
  ],
);

const star = (name: string) => smallint(name).notNull();

/** The teacher's report on a lesson (written by teachers in issue #7). */
export const lessonReports = pgTable(
  'lesson_reports',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' })
      .unique('lesson_reports_lesson_key'),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    pronunciation: star('pronunciation'),
    vocabulary: star('vocabulary'),
    grammar: star('grammar'),
    fluency: star('fluency'),
    confidence: star('confidence'),
    comment: text('comment').notNull().default(''),
    homework: text('homework').notNull().default(''),
    words: jsonb('words').$type<string[]>().notNull().default([]),
    sentences: jsonb('sentences').$type<string[]>().notNull().default([]),
    starsInClass: integer('stars_in_class').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    check(
      'lesson_reports_skills_check',
      sql`${t.pronunciation} between 1 and 5 and ${t.vocabulary} between 1 and 5 and ${t.grammar} between 1 and 5 and ${t.fluency} between 1 and 5 and ${t.confidence} between 1 and 5`,
    ),
    check('lesson_reports_stars_check', sql`${t.starsInClass} >= 0`),
  ],
);

/** A family's review of the teacher of one finished lesson (once per lesson). */
export const teacherReviews = pgTable(
  'teacher_reviews',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' })
      .unique('teacher_reviews_lesson_key'),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('teacher_reviews_teacher_idx').on(t.teacherId, t.createdAt),
    check('teacher_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);
