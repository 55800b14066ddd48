import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of booking: slots to book, lessons to insert or cancel. No rules here. */

/**
 * The requested slots with whether an active lesson holds them. The slots are share-locked, so a
 * teacher cannot close one while this booking commits; other bookings are not blocked by it.
 */
export async function lockSlotsForBooking(db: Db, ids: number[]) {
  return db
    .select({
      id: teacherSlots.id,
      teacherId: teacherSlots.teacherId,
      startAt: teacherSlots.startAt,
      status: teacherSlots.status,
      teacherActive: sql<boolean>`${teachers.status} = 'active'`,
      booked: sql<boolean>`exists (select 1 from ${lessons} l where l.slot_id = ${teacherSlots.id} and l.status not in ('cancelled_by_student', 'cancelled_by_teacher'))`,
    })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(inArray(teacherSlots.id, ids))
    .orderBy(teacherSlots.id)
    .for('share', { of: teacherSlots });
}

export interface NewLesson {
  slotId: number;
  teacherId: number;
  studentId: number;
  startAt: Date;
  endAt: Date;
  note: string;
  grantId: number;
  coursewareUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Inserts the lessons in one statement, in the order given (callers sort by slot id, so two
 * bookings meet their slots in the same order and cannot deadlock). A taken slot or an
 * overlapping lesson of the student fails on a partial unique index.
 */
export async function insertLessons(db: Db, rows: NewLesson[]) {
  return db
    .insert(lessons)
    .values(rows.map((r) => ({ ...r, status: 'booked' as const })))
    .returning({ id: lessons.id, slotId: lessons.slotId, grantId: lessons.grantId });
}

export async function markCancelledByStudent(
  db: Db,
  id: number,
  c: { reason: string; creditReturned: boolean; now: Date },
) {
  await db
    .update(lessons)
    .set({
      status: 'cancelled_by_student',
      cancelReason: c.reason,
      cancelledAt: c.now,
      creditReturned: c.creditReturned,
      updatedAt: c.now,
    })
    .where(and(eq(lessons.id, id), eq(lessons.status, 'booked')));
}

/** The student's booked lessons that have not started, locked for cancelling (account deletion). */
export async function lockFutureLessonsOf(db: Db, studentId: number, now: Date) {
  return db
    .select({ id: lessons.id, grantId: lessons.grantId })
    .from(lessons)
    .where(
      and(eq(lessons.studentId, studentId), eq(lessons.status, 'booked'), gt(lessons.startAt, now)),
    )
    .orderBy(asc(lessons.id))
    .for('update');
}

/** Clears the student's own notes on every lesson (free text may hold personal details). */
export async function clearNotesOf(db: Db, studentId: number, now: Date) {
  await db
    .update(lessons)
    .set({ note: '', updatedAt: now })
    .where(and(eq(lessons.studentId, studentId), sql`${lessons.note} <> ''`));
}
