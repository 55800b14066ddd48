import type { OutputOf } from '@school/contract/endpoint';
import type { listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import { BOOKING_WINDOW_DAYS } from '@school/contract/api/booking';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { PLAN_HORIZON_DAYS, SLOT_MS, slotStartsFromPlans, slotState } from './rules.ts';
import * as repo from './repository.ts';

const teacherNotFound = () => notFound('老师不存在', 'No such teacher');

/**
 * `teacherSchedulePlan/list`: a teacher's weekly plan (an active teacher's; the teacher's own
 * desk reads it even while hidden).
 */
export async function listPlan(
  db: Db,
  teacherId: number,
  opts: { includeHidden?: boolean } = {},
): Promise<OutputOf<typeof listSchedulePlan>> {
  if (!opts.includeHidden && !(await repo.activeTeacherExists(db, teacherId)))
    throw teacherNotFound();
  const rows = await repo.plansOfTeacher(db, teacherId);
  const list = rows.map((r) => ({
    id: r.id,
    weekday: r.weekday,
    start: r.start,
    durationMinutes: r.durationMinutes,
  }));
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/** `teacherSchedule/list`: a teacher's slots from `from` to `to` (school dates, inclusive). */
export async function listSlots(
  ctx: AppContext,
  input: { teacherId: number; from: string; to: string },
  viewerId: number | null,
): Promise<OutputOf<typeof listSchedule>> {
  const tz = ctx.config.TIME_ZONE;
  let start: Date;
  let end: Date;
  try {
    start = zonedDateTimeToInstant(input.from, '00:00', tz);
    end = zonedDateTimeToInstant(addDays(input.to, 1), '00:00', tz);
  } catch {
    throw invalid('参数错误 from/to: 不是有效日期', 'Invalid input from/to: not a valid date');
  }
  if (input.to < input.from || addDays(input.from, BOOKING_WINDOW_DAYS) < input.to)
    throw invalid(
      `参数错误 to: 须在 from 之后 ${BOOKING_WINDOW_DAYS} 天以内`,
      `Invalid input to: must be from..from + ${BOOKING_WINDOW_DAYS} days`,
    );
  // The slots and who holds them are the same for every visitor: kept in the public cache until
  // a booking or a plan changes them (area teachers); "mine" and the state are applied here.
  const rows = await ctx.publicCache.get(
    'teachers',
    `schedule|${input.teacherId}|${start.toISOString()}|${end.toISOString()}`,
    async () =>
      (await repo.activeTeacherExists(ctx.db, input.teacherId))
        ? repo.slotsInRange(ctx.db, input.teacherId, start, end)
        : null,
  );
  if (!rows) throw teacherNotFound();
  const now = ctx.clock.now();
  const list = rows.map((r) => ({
    id: r.id,
    teacherId: r.teacherId,
    startAt: r.startAt.toISOString(),
    endAt: new Date(r.startAt.getTime() + SLOT_MS).toISOString(),
    state: slotState(r, r.studentId !== null, now),
    mine: viewerId !== null && r.studentId === viewerId,
  }));
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/**
 * The slot-opening job: every active teacher's plan opens its slots for today and the next 13
 * days (school zone). Idempotent (existing slots are left alone, so a booked slot or one the
 * teacher closed is never touched). Returns the number of new slots.
 */
export async function openSlotsFromPlans(db: Db, now: Date, timeZone: string) {
  const plans = await repo.plansOfActiveTeachers(db);
  const slots = slotStartsFromPlans(
    plans,
    dateInZone(now, timeZone),
    PLAN_HORIZON_DAYS,
    timeZone,
    now,
  );
  return repo.insertMissingSlots(db, slots);
}

/** Replacing a teacher's weekly plan (the teacher's desk; the console later). */
export { replacePlan } from './planEdit.ts';
