import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dateInZone } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import { schedulePlans, teacherSlots } from '../../db/schema/schedule.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { invalid } from '../../http/errors.ts';
import { holdsSlot } from './repository.ts';
import * as repo from './repository.ts';
import { PLAN_HORIZON_DAYS, slotStartsFromPlans } from './rules.ts';
import { coveredByPlan, planProblem, type PlanInput } from './planRules.ts';

/**
 * A teacher replaces their weekly plan (teacher desk). In one transaction, under the teacher's row
 * lock (two edits of one teacher queue): the plan rows are replaced; the slots of the next 14 days
 * the plan covers are opened (missing ones made, ones an earlier plan closed reopened); future open
 * slots the plan no longer covers are closed. A slot with an active lesson is never touched, in
 * either direction: the lesson goes on.
 */
export async function replacePlan(
  db: Db,
  teacherId: number,
  entries: PlanInput[],
  now: Date,
  timeZone: string,
) {
  const problem = planProblem(entries);
  if (problem) throw invalid(problem.zh, problem.en, problem.field);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.id, teacherId))
      .for('update');
    await tx.delete(schedulePlans).where(eq(schedulePlans.teacherId, teacherId));
    if (entries.length > 0)
      await tx.insert(schedulePlans).values(entries.map((e) => ({ ...e, teacherId })));

    const wanted = slotStartsFromPlans(
      entries.map((e) => ({ ...e, teacherId })),
      dateInZone(now, timeZone),
      PLAN_HORIZON_DAYS,
      timeZone,
      now,
    );
    const inserted = await repo.insertMissingSlots(tx, wanted);
    const wantedAt = new Set(wanted.map((s) => s.startAt.getTime()));

    // Lock the teacher's future slots first (a booking in flight holds its slots' share lock until
    // it commits); the next statement then sees every lesson committed meanwhile.
    const mine = and(eq(teacherSlots.teacherId, teacherId), gt(teacherSlots.startAt, now));
    await tx
      .select({ id: teacherSlots.id })
      .from(teacherSlots)
      .where(mine)
      .orderBy(asc(teacherSlots.id))
      .for('update');
    const notBooked = sql`not exists (select 1 from lessons where lessons.slot_id = ${teacherSlots.id} and ${holdsSlot})`;
    const future = await tx
      .select({
        id: teacherSlots.id,
        startAt: teacherSlots.startAt,
        status: teacherSlots.status,
        free: sql<boolean>`${notBooked}`,
      })
      .from(teacherSlots)
      .where(mine);
    const free = future.filter((s) => s.free);
    const toClose = free
      .filter((s) => s.status === 'open' && !coveredByPlan(s.startAt, entries, timeZone))
      .map((s) => s.id);
    const toOpen = free
      .filter((s) => s.status === 'closed' && wantedAt.has(s.startAt.getTime()))
      .map((s) => s.id);
    const setStatus = (ids: number[], status: 'open' | 'closed') =>
      ids.length > 0
        ? tx
            .update(teacherSlots)
            .set({ status })
            .where(and(inArray(teacherSlots.id, ids), notBooked))
        : undefined;
    await setStatus(toClose, 'closed');
    await setStatus(toOpen, 'open');
    const rows = await repo.plansOfTeacher(tx, teacherId);
    return {
      entries: rows.map((r) => ({
        id: r.id,
        weekday: r.weekday,
        start: r.start,
        durationMinutes: r.durationMinutes,
      })),
      opened: inserted + toOpen.length,
      closed: toClose.length,
    };
  });
}
