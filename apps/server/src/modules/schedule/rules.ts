import { BOOKING_LEAD_MS, BOOKING_WINDOW_DAYS } from '@school/contract/api/booking';
import { addDays, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import { SLOT_MINUTES, timeSlots } from '@school/contract/helpers/timeSlots';
import { weekdayOfDate } from '@school/contract/helpers/weekday';

/** Schedule rules (docs/design/booking.md §4.3), pure so tests can call them alone. */

export const SLOT_MS = SLOT_MINUTES * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Plans open slots on this many calendar days in the school's zone: today and the next 13. */
export const PLAN_HORIZON_DAYS = BOOKING_WINDOW_DAYS;

export interface PlanRow {
  teacherId: number;
  weekday: number;
  start: string;
  durationMinutes: number;
}

/**
 * The slot starts a set of weekly plans gives on the `days` calendar days from `today` (school
 * zone), as instants: each plan row on each date of its weekday, one slot per half hour
 * (contract `timeSlots`), turned into an instant in `timeZone`. Slots that have begun by `now`
 * are left out, and so is any start not on a UTC half hour (only possible in a zone whose offset
 * is not a whole half hour, such as Asia/Kathmandu; see docs/decisions).
 */
export function slotStartsFromPlans(
  plans: readonly PlanRow[],
  today: string,
  days: number,
  timeZone: string,
  now: Date,
): { teacherId: number; startAt: Date }[] {
  const out: { teacherId: number; startAt: Date }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const weekday = weekdayOfDate(date);
    for (const p of plans) {
      if (p.weekday !== weekday) continue;
      for (const hhmm of timeSlots(p.start, p.durationMinutes / 60)) {
        const startAt = zonedDateTimeToInstant(date, hhmm, timeZone);
        if (startAt.getTime() <= now.getTime() || startAt.getTime() % SLOT_MS !== 0) continue;
        out.push({ teacherId: p.teacherId, startAt });
      }
    }
  }
  return out;
}

export type SlotState = 'open' | 'booked' | 'closed' | 'past';

/**
 * What a family sees of a slot: booked (an active lesson holds it), closed (by the teacher, or
 * beyond the 14-day booking window), past (starts within the 2-hour lead time or has begun),
 * else open. Precedence in that order.
 */
export function slotState(
  slot: { startAt: Date; status: 'open' | 'closed' },
  booked: boolean,
  now: Date,
): SlotState {
  if (booked) return 'booked';
  if (slot.status === 'closed') return 'closed';
  const start = slot.startAt.getTime();
  if (start < now.getTime() + BOOKING_LEAD_MS) return 'past';
  if (start > now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS) return 'closed';
  return 'open';
}

/** The earliest and latest start a booking may have at `now` (inclusive). */
export function bookableRange(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + BOOKING_LEAD_MS),
    to: new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS),
  };
}
