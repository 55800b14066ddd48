import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teachers } from './teachers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A teacher's weekly plan row: weekday, start and duration in the school's time zone. The job in
 * modules/schedule opens a 30-minute slot per half hour of it for the next 14 days.
 */
export const schedulePlans = pgTable(
  'schedule_plans',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday */
    weekday: smallint('weekday').notNull(),
    /** 'HH:mm' on a half hour */
    start: text('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    index('schedule_plans_teacher_idx').on(t.teacherId),
    check('schedule_plans_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('schedule_plans_start_check', sql`${t.start} ~ '^([01][0-9]|2[0-3]):[03]0$'`),
    check(
      'schedule_plans_duration_check',
      sql`${t.durationMinutes} > 0 and ${t.durationMinutes} % 30 = 0 and
        split_part(${t.start}, ':', 1)::int * 60 + split_part(${t.start}, ':', 2)::int + ${t.durationMinutes} <= 1440`,
    ),
  ],
);

/**
 * One 30-minute slot of a teacher, stored as its UTC start. `status` is what the teacher set
 * (open or closed); "booked" is derived from an active lesson on it (see lessons). The CHECK keeps
 * every slot on a :00/:30 boundary, which makes "two lessons overlap" the same as "two lessons
 * start at the same instant" (so a unique index can enforce it).
 */
export const teacherSlots = pgTable(
  'teacher_slots',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_slots_teacher_start_key').on(t.teacherId, t.startAt),
    // teacher/list "free on a date/time range" across all teachers
    index('teacher_slots_open_start_idx')
      .on(t.startAt, t.teacherId)
      .where(sql`${t.status} = 'open'`),
    check('teacher_slots_status_check', sql`${t.status} in ('open', 'closed')`),
    check('teacher_slots_aligned_check', sql`extract(epoch from ${t.startAt})::bigint % 1800 = 0`),
  ],
);
