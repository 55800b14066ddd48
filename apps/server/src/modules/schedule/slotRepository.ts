import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { holdsSlot } from './repository.ts';

/** Single-slot queries of the console's slot editing (slotService.ts); no rules here. */

const notBooked = sql`not exists (select 1 from lessons where lessons.slot_id = ${teacherSlots.id} and ${holdsSlot})`;

/** Closes every future open slot of the teacher that no lesson holds; returns how many. */
export async function closeFreeFutureSlots(db: Db, teacherId: number, now: Date) {
  const rows = await db
    .update(teacherSlots)
    .set({ status: 'closed' })
    .where(
      and(
        eq(teacherSlots.teacherId, teacherId),
        gt(teacherSlots.startAt, now),
        eq(teacherSlots.status, 'open'),
        notBooked,
      ),
    )
    .returning({ id: teacherSlots.id });
  return rows.length;
}

/**
 * The slot at `startAt`, locked (a booking in flight holds its share lock until it commits, so the
 * lesson check after this sees it), with whether a lesson holds it.
 */
export async function lockSlot(db: Db, teacherId: number, startAt: Date) {
  const [slot] = await db
    .select({ id: teacherSlots.id, status: teacherSlots.status })
    .from(teacherSlots)
    .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.startAt, startAt)))
    .for('update');
  if (!slot) return null;
  const [held] = await db
    .select({ booked: sql<boolean>`not ${notBooked}` })
    .from(teacherSlots)
    .where(eq(teacherSlots.id, slot.id));
  return { ...slot, booked: held?.booked ?? false };
}

export async function setSlotStatus(db: Db, id: number, status: 'open' | 'closed') {
  await db.update(teacherSlots).set({ status }).where(eq(teacherSlots.id, id));
}
