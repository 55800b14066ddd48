import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { holdsSlot } from './repository.ts';

/** Who is free when, for the console (reassigning a lesson, the dashboard's utilisation). */

/**
 * Active teachers other than `except` with an open slot at `startAt` that no lesson holds: a
 * point lookup of `teacher_slots_open_start_idx`, then each slot's lesson by its unique key.
 */
export async function freeTeachersAt(db: Db, startAt: Date, except: number) {
  return db
    .select({ id: teachers.id, name: teachers.name, avatar: teachers.avatar })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(
      and(
        eq(teacherSlots.startAt, startAt),
        eq(teacherSlots.status, 'open'),
        eq(teachers.status, 'active'),
        ne(teachers.id, except),
        sql`not exists (select 1 from ${lessons} where ${lessons.slotId} = ${teacherSlots.id} and ${holdsSlot})`,
      ),
    )
    .orderBy(asc(teachers.sort), asc(teachers.id));
}

/** Open slots starting in [from, to) (booked ones included): a range of the open-slot index. */
export async function countOpenSlots(db: Db, from: Date, to: Date) {
  const [r] = await db
    .select({ n: count() })
    .from(teacherSlots)
    .where(
      and(
        eq(teacherSlots.status, 'open'),
        gte(teacherSlots.startAt, from),
        lt(teacherSlots.startAt, to),
      ),
    );
  return r?.n ?? 0;
}
