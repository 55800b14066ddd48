import type { Lesson, LessonStatus } from '@school/contract/api/booking';
import { addDays } from '@school/contract/helpers/time';
import { weekdayOfDate } from '@school/contract/helpers/weekday';
import { CANCEL_FREE_BEFORE_MS, REVIEW_WINDOW_DAYS } from '@school/contract/rules/booking';
/** The contract’s value (its zod-free part), not a copy. */
export { REVIEW_TAGS, SKILLS } from '@school/contract/rules/teachers';
/** The contract’s value (its zod-free part), not a copy. */
export { CANCEL_FREE_BEFORE_MS, REVIEW_WINDOW_DAYS } from '@school/contract/rules/booking';

/** The status labels' colours; the texts are `lesson.status.<status>`. */
export type StatusTone = 'brand' | 'live' | 'done' | 'muted' | 'warn';

export const STATUS_TONE: Record<ShownStatus, StatusTone> = {
  booked: 'brand',
  soon: 'live',
  in_class: 'live',
  finished: 'done',
  cancelled_by_student: 'muted',
  cancelled_by_teacher: 'warn',
  student_absent: 'warn',
  teacher_absent: 'warn',
};

/** What a lesson's tag says: its status, or `soon` while its classroom is open before the start. */
export type ShownStatus = LessonStatus | 'soon';

/**
 * The status to show at `now` (docs/design/booking.md §4.3): before the start a lesson is about to start (`soon`,
 * once the classroom may be entered) or booked, never in class, even if both are already in the
 * room.
 */
export function shownStatus(
  lesson: Pick<Lesson, 'status' | 'startAt' | 'canEnter'>,
  now: number = Date.now(),
): ShownStatus {
  if (lesson.status !== 'booked' && lesson.status !== 'in_class') return lesson.status;
  if (now >= Date.parse(lesson.startAt)) return lesson.status;
  return lesson.canEnter ? 'soon' : 'booked';
}

/**
 * Whether cancelling now gives the credit back. The server's `cancelReturnsCredit` was right when
 * the lesson was fetched; a screen left open can cross the 24-hour line since, so the clock is
 * checked too (the other way round cannot happen: the line is only ever crossed towards "late").
 */
export function cancelReturnsCredit(
  lesson: Pick<Lesson, 'cancelReturnsCredit' | 'startAt'>,
  now: number = Date.now(),
): boolean {
  return lesson.cancelReturnsCredit && Date.parse(lesson.startAt) - now >= CANCEL_FREE_BEFORE_MS;
}

export type ReviewState = 'open' | 'reviewed' | 'not_finished' | 'window_closed';

/** Why a lesson can or cannot be reviewed now (the server decides; this explains its answer). */
export function reviewState(
  lesson: Pick<Lesson, 'status' | 'reviewed' | 'canReview' | 'endAt'>,
  now: number = Date.now(),
): ReviewState {
  if (lesson.reviewed) return 'reviewed';
  if (lesson.canReview) return 'open';
  if (lesson.status !== 'finished') return 'not_finished';
  return Date.parse(lesson.endAt) + REVIEW_WINDOW_DAYS * 24 * 3600 * 1000 < now
    ? 'window_closed'
    : 'not_finished';
}

/** Monday of the week of a `YYYY-MM-DD` (weeks run Monday to Sunday, as Chinese calendars do). */
export function weekStart(day: string): string {
  return addDays(day, -((weekdayOfDate(day) + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
