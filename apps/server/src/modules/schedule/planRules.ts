import { addDays, dateInZone, formatInZone } from '@school/contract/helpers/time';
import { PLAN_HORIZON_DAYS, SLOT_MS } from './rules.ts';
import { formatTimeOfDay, parseTimeOfDay } from '@school/contract/helpers/timeSlots';
import { WEEKDAY_LONG_EN, WEEKDAY_SHORT_ZH, weekdayOfDate } from '@school/contract/helpers/weekday';

/** Rules of a teacher's weekly plan (pure, for the desk's plan editor and its tests). */

export interface PlanInput {
  weekday: number;
  start: string;
  durationMinutes: number;
}

const DAY_MINUTES = 24 * 60;

const describe = (e: PlanInput) => {
  const end = parseTimeOfDay(e.start) + e.durationMinutes;
  const range =
    end <= DAY_MINUTES
      ? `${e.start}-${formatTimeOfDay(end)}`
      : `${e.start} + ${e.durationMinutes} min`;
  return {
    zh: `${WEEKDAY_SHORT_ZH[e.weekday]} ${range}`,
    en: `${WEEKDAY_LONG_EN[e.weekday]} ${range}`,
  };
};

/**
 * The first problem of a plan, for people, with the entry it is about as `field` (`entries.3`,
 * where the plan editor shows it): an entry past midnight, or two entries of one
 * weekday that overlap. Null when the plan is good.
 */
export function planProblem(
  entries: readonly PlanInput[],
): { zh: string; en: string; field: string } | null {
  for (const [i, e] of entries.entries()) {
    if (parseTimeOfDay(e.start) + e.durationMinutes > DAY_MINUTES)
      return {
        zh: `${describe(e).zh} 须在当天 24:00 前结束`,
        en: `${describe(e).en} must end by midnight`,
        field: `entries.${i}`,
      };
  }
  for (const [i, a] of entries.entries()) {
    for (const [j, b] of entries.entries()) {
      if (j >= i || a.weekday !== b.weekday) continue;
      const aFrom = parseTimeOfDay(a.start);
      const bFrom = parseTimeOfDay(b.start);
      if (aFrom < bFrom + b.durationMinutes && bFrom < aFrom + a.durationMinutes)
        return {
          zh: `${describe(a).zh} 与 ${describe(b).zh} 时间重叠，请调整其中一段`,
          en: `${describe(a).en} overlaps ${describe(b).en}; change one of them`,
          field: `entries.${i}`,
        };
    }
  }
  return null;
}

/** Whether a slot starting at `startAt` lies in one of the plan's entries (school time zone). */
export function coveredByPlan(startAt: Date, plan: readonly PlanInput[], timeZone: string) {
  const weekday = weekdayOfDate(dateInZone(startAt, timeZone));
  const minute = parseTimeOfDay(formatInZone(startAt, timeZone, 'HH:mm'));
  return plan.some((e) => {
    const from = parseTimeOfDay(e.start);
    return e.weekday === weekday && minute >= from && minute < from + e.durationMinutes;
  });
}

/**
 * Why one slot cannot be opened or closed by hand, or null: a slot starts on a half hour, after
 * now, and on one of the days plans open (today and the next 13, school zone): the same horizon
 * as the weekly plan, so a slot opened by hand is one a family can book.
 */
export function slotEditProblem(
  startAt: Date,
  now: Date,
  timeZone: string,
): { zh: string; en: string } | null {
  if (startAt.getTime() % SLOT_MS !== 0)
    return { zh: '时段须从整点或半点开始', en: 'A slot starts on the hour or half hour' };
  if (startAt.getTime() <= now.getTime())
    return { zh: '只能修改尚未开始的时段', en: 'Only a slot that has not started can change' };
  const last = addDays(dateInZone(now, timeZone), PLAN_HORIZON_DAYS - 1);
  if (dateInZone(startAt, timeZone) > last)
    return {
      zh: `只能修改今天起 ${PLAN_HORIZON_DAYS} 天内的时段`,
      en: `Only slots in the next ${PLAN_HORIZON_DAYS} days can change`,
    };
  return null;
}
