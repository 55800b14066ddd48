import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../http/errors.ts';
import * as slots from './slotRepository.ts';
import * as repo from './repository.ts';
import { PLAN_HORIZON_DAYS, slotStartsFromPlans } from './rules.ts';
import { slotEditProblem } from './planRules.ts';

/**
 * A teacher's slots as the console edits them (any teacher): open the plan's slots now (a resumed
 * teacher is bookable at once, not at the next hourly job), open or close one slot, close the
 * free future slots of a teacher who left. A slot with an active lesson is never touched.
 * Callers pass a transaction that holds the teacher's row lock.
 */

/** Opens the slots the teacher's plan gives for today and the next 13 days; returns how many. */
export async function openPlanSlotsNow(db: Db, teacherId: number, now: Date, timeZone: string) {
  const plans = await repo.plansOfTeacher(db, teacherId);
  const slots = slotStartsFromPlans(
    plans,
    dateInZone(now, timeZone),
    PLAN_HORIZON_DAYS,
    timeZone,
    now,
  );
  return repo.insertMissingSlots(db, slots);
}

/** Closes every future slot of the teacher that no lesson holds; returns how many. */
export const closeFreeFutureSlots = (db: Db, teacherId: number, now: Date) =>
  slots.closeFreeFutureSlots(db, teacherId, now);

/** The teacher's slots on the school dates `from`..`to` (at most the plan horizon), booked or not. */
export async function slotsOfTeacher(
  db: Db,
  teacherId: number,
  from: string,
  to: string,
  timeZone: string,
) {
  let start: Date;
  let end: Date;
  try {
    start = zonedDateTimeToInstant(from, '00:00', timeZone);
    end = zonedDateTimeToInstant(addDays(to, 1), '00:00', timeZone);
  } catch {
    throw invalid('from/to: 不是有效日期', 'from/to: not a valid date', 'from');
  }
  if (to < from || addDays(from, PLAN_HORIZON_DAYS) < to)
    throw invalid(
      `to: 须在 from 之后 ${PLAN_HORIZON_DAYS} 天以内`,
      `to: must be from..from + ${PLAN_HORIZON_DAYS} days`,
      'to',
    );
  const rows = await repo.slotsInRange(db, teacherId, start, end);
  return rows.map((r) => ({
    id: r.id,
    startAt: r.startAt.toISOString(),
    status: r.status,
    booked: r.studentId !== null,
  }));
}

/**
 * Opens or closes one slot (made when it does not exist yet). 1001 for a start that is not a
 * half hour, past, or beyond the plan horizon; 2004 for a slot a lesson holds.
 */
export async function setSlotOpen(
  db: Db,
  teacherId: number,
  startAt: Date,
  open: boolean,
  now: Date,
  timeZone: string,
) {
  const problem = slotEditProblem(startAt, now, timeZone);
  if (problem) throw invalid(problem.zh, problem.en, 'startAt');
  if (open) await repo.insertMissingSlots(db, [{ teacherId, startAt }]);
  const slot = await slots.lockSlot(db, teacherId, startAt);
  if (!slot)
    return { id: 0, startAt: startAt.toISOString(), status: 'closed' as const, booked: false };
  if (slot.booked)
    throw new AppError(2004, '该时段已有预约，不能修改', 'A lesson is booked in this slot');
  const status = open ? ('open' as const) : ('closed' as const);
  await slots.setSlotStatus(db, slot.id, status);
  return { id: slot.id, startAt: startAt.toISOString(), status, booked: false };
}

/**
 * Closes a slot no lesson holds any more: the first teacher's, when the school gives the lesson
 * to another teacher because she cannot teach then (families must not book her at that time).
 */
export const closeSlot = (db: Db, slotId: number) => slots.setSlotStatus(db, slotId, 'closed');
