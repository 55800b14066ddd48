import {
  BOOKING_LEAD_MS,
  BOOKING_WINDOW_DAYS,
  CANCEL_FREE_BEFORE_MS,
} from '@school/contract/api/booking';

/**
 * Booking rules (docs/design/booking.md §4.3), pure so tests can call them alone with
 * any clock. The database enforces the rest (a slot booked once, no overlapping lessons, no
 * negative credits) with constraints, so no race can get past them.
 */

const DAY_MS = 24 * 3600 * 1000;

export type WindowProblem = 'lead_time' | 'too_far';

/** The starts a booking made at `now` may have: from 2 hours to 14 days ahead, both included. */
export function bookableRange(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + BOOKING_LEAD_MS),
    to: new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS),
  };
}

/** A slot can be booked when it starts at least 2 hours and at most 14 days after `now`. */
export function bookingWindowProblem(startAt: Date, now: Date): WindowProblem | null {
  const { from, to } = bookableRange(now);
  if (startAt.getTime() < from.getTime()) return 'lead_time';
  if (startAt.getTime() > to.getTime()) return 'too_far';
  return null;
}

/**
 * Two lessons of one student overlap when their intervals intersect. Slots are aligned 30-minute
 * intervals, so this is the same as starting at the same instant, which is what the database's
 * unique index (student, start) enforces; this function is the rule in full, for any lengths.
 */
export function overlaps(
  a: { startAt: Date; endAt: Date },
  b: { startAt: Date; endAt: Date },
): boolean {
  return a.startAt.getTime() < b.endAt.getTime() && b.startAt.getTime() < a.endAt.getTime();
}

/** The first pair of the requested slots that overlap each other, or null. */
export function overlappingPair<T extends { startAt: Date; endAt: Date }>(
  slots: readonly T[],
): [T, T] | null {
  const sorted = [...slots].sort((x, y) => x.startAt.getTime() - y.startAt.getTime());
  for (let i = 1; i < sorted.length; i++)
    if (overlaps(sorted[i - 1]!, sorted[i]!)) return [sorted[i - 1]!, sorted[i]!];
  return null;
}

export type CancelOutcome = 'refund' | 'late' | 'started';

/**
 * Cancelling at `now`: 24 hours or more before the start gives the credit back ('refund'); later
 * than that the credit is spent ('late'); from the start on, no cancelling ('started').
 */
export function cancelOutcome(startAt: Date, now: Date): CancelOutcome {
  const ahead = startAt.getTime() - now.getTime();
  if (ahead <= 0) return 'started';
  return ahead >= CANCEL_FREE_BEFORE_MS ? 'refund' : 'late';
}
