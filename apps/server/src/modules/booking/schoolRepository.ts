import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of the school's changes to a booked lesson (reassign, cancel). No rules here. */

export async function findLessonStudent(db: Db, id: number) {
  const rows = await db
    .select({ studentId: lessons.studentId })
    .from(lessons)
    .where(eq(lessons.id, id));
  return rows[0]?.studentId;
}

export async function lockLesson(db: Db, id: number) {
  const rows = await db
    .select({
      id: lessons.id,
      studentId: lessons.studentId,
      teacherId: lessons.teacherId,
      teacherUserId: teachers.userId,
      slotId: lessons.slotId,
      startAt: lessons.startAt,
      status: lessons.status,
      grantId: lessons.grantId,
    })
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .where(eq(lessons.id, id))
    .for('update', { of: lessons });
  return rows[0];
}

/**
 * The teacher's slot at `startAt`, share-locked (the teacher cannot close it while the lesson
 * moves in), with whether it can take a lesson: open, teacher active, no lesson holding it. The
 * last is advice for a clear message; the partial unique index decides a race.
 */
export async function lockSlotAt(db: Db, teacherId: number, startAt: Date) {
  const rows = await db
    .select({
      id: teacherSlots.id,
      open: sql<boolean>`${teacherSlots.status} = 'open'`,
      teacherActive: sql<boolean>`${teachers.status} = 'active'`,
      booked: sql<boolean>`exists (select 1 from ${lessons} l where l.slot_id = ${teacherSlots.id} and l.status not in ('cancelled_by_student', 'cancelled_by_teacher'))`,
    })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.startAt, startAt)))
    .for('share', { of: teacherSlots });
  return rows[0];
}

export async function teacherUserId(db: Db, teacherId: number) {
  const rows = await db
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  return rows[0]?.userId ?? null;
}

/** Moves a booked lesson to another slot (and its teacher); the slot index refuses a taken one. */
export async function moveLesson(
  db: Db,
  id: number,
  to: { slotId: number; teacherId: number; now: Date },
) {
  await db
    .update(lessons)
    .set({ slotId: to.slotId, teacherId: to.teacherId, updatedAt: to.now })
    .where(and(eq(lessons.id, id), eq(lessons.status, 'booked')));
}

/**
 * A lesson cancelled by the school: stored as cancelled on the school's side (the status a
 * teacher's cancellation has: the credit comes back), the reason saying the school did it.
 */
export async function markCancelledBySchool(
  db: Db,
  id: number,
  c: { reason: string; creditReturned: boolean; now: Date },
) {
  await db
    .update(lessons)
    .set({
      status: 'cancelled_by_teacher',
      cancelReason: c.reason,
      cancelledAt: c.now,
      creditReturned: c.creditReturned,
      updatedAt: c.now,
    })
    .where(and(eq(lessons.id, id), eq(lessons.status, 'booked')));
}
