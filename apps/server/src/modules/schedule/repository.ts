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
 * is left exactly as it is. Returns how many were new.
 */
export async function insertMissingSlots(db: Db, slots: { teacherId: number; startAt: Date }[]) {
  let inserted = 0;
  for (let i = 0; i < slots.length; i += 1000) {
    const rows = await db
      .insert(teacherSlots)
      .values(slots.slice(i, i + 1000).map((s) => ({ ...s, status: 'open' as const })))
      .onConflictDoNothing({ target: [teacherSlots.teacherId, teacherSlots.startAt] })
      .returning({ id: teacherSlots.id });
    inserted += rows.length;
  }
  return inserted;
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
