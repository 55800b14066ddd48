import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schedulePlans, teacherSlots } from '../../db/schema/schedule.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of plans and slots; no rules here. Every function takes the db or a transaction. */

/** Lessons that hold their slot (the partial unique indexes use the same condition). */
export const holdsSlot = sql`${lessons.status} not in ('cancelled_by_student', 'cancelled_by_teacher')`;

export async function activeTeacherExists(db: Db, teacherId: number) {
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), eq(teachers.status, 'active')));
  return rows.length > 0;
}

export async function plansOfTeacher(db: Db, teacherId: number) {
  return db
    .select()
    .from(schedulePlans)
    .where(eq(schedulePlans.teacherId, teacherId))
    .orderBy(asc(schedulePlans.weekday), asc(schedulePlans.start), asc(schedulePlans.id));
}

/** Every plan row of the active teachers. */
export async function plansOfActiveTeachers(db: Db) {
  return db
    .select({
      teacherId: schedulePlans.teacherId,
      weekday: schedulePlans.weekday,
      start: schedulePlans.start,
      durationMinutes: schedulePlans.durationMinutes,
    })
    .from(schedulePlans)
    .innerJoin(teachers, eq(teachers.id, schedulePlans.teacherId))
    .where(eq(teachers.status, 'active'));
}

/**
 * Inserts slots that do not exist yet; an existing slot (open, closed by the teacher, or booked)
 * is left exactly as it is. Returns how many were new. The slots travel as two array parameters
 * (unnest) rather than three parameters a row: the job runs at every start and inserts some
 * 1,400 rows on the first, which drizzle and PostgreSQL otherwise spend a second building and
 * parsing on the embedded database.
 */
export async function insertMissingSlots(db: Db, slots: { teacherId: number; startAt: Date }[]) {
  if (slots.length === 0) return 0;
  const teacherIds = slots.map((s) => s.teacherId);
  const starts = slots.map((s) => s.startAt.toISOString());
  const result = await db.execute(sql`
    with added as (
      insert into ${teacherSlots} (teacher_id, start_at, status)
      select t, s, 'open'
      from unnest(${sql.param(teacherIds)}::int[], ${sql.param(starts)}::timestamptz[]) as u(t, s)
      on conflict (teacher_id, start_at) do nothing
      returning 1
    )
    select count(*)::int as n from added`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A teacher's slots starting in [from, to), with the student of the active lesson on each. */
export async function slotsInRange(db: Db, teacherId: number, from: Date, to: Date) {
  return db
    .select({
      id: teacherSlots.id,
      teacherId: teacherSlots.teacherId,
      startAt: teacherSlots.startAt,
      status: teacherSlots.status,
      studentId: lessons.studentId,
    })
    .from(teacherSlots)
    .leftJoin(lessons, and(eq(lessons.slotId, teacherSlots.id), holdsSlot))
    .where(
      and(
        eq(teacherSlots.teacherId, teacherId),
        gte(teacherSlots.startAt, from),
        lt(teacherSlots.startAt, to),
      ),
    )
    .orderBy(asc(teacherSlots.startAt));
}
