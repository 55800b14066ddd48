import type {
  CANCEL_FREE_BEFORE_MS as ContractCancelFree,
  Lesson,
  LessonStatus,
  REVIEW_WINDOW_DAYS as ContractReviewDays,
} from '@school/contract/api/booking';
import type {
  REVIEW_TAGS as ContractReviewTags,
  SKILLS as ContractSkills,
} from '@school/contract/api/teachers';
import { addDays } from '@school/contract/helpers/time';
import { weekdayOfDate } from '@school/contract/helpers/weekday';

/**
 * Lesson rules the screens explain to families, restated from the contract (whose module also
 * builds zod schemas, kept out of the app's download); rules.test.ts compares the values.
 */
export const CANCEL_FREE_BEFORE_MS: typeof ContractCancelFree = 24 * 3600 * 1000;
export const REVIEW_WINDOW_DAYS: typeof ContractReviewDays = 7;

/** The status labels' colours; the texts are `lesson.status.<status>`. */
export type StatusTone = 'brand' | 'live' | 'done' | 'muted' | 'warn';

export const STATUS_TONE: Record<LessonStatus, StatusTone> = {
  booked: 'brand',
  in_class: 'live',
  finished: 'done',
  cancelled_by_student: 'muted',
  cancelled_by_teacher: 'warn',
  student_absent: 'warn',
  teacher_absent: 'warn',
};

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

/** The tags a review can carry (the server refuses others); restated like the rules above. */
export const REVIEW_TAGS: typeof ContractReviewTags = [
  '耐心',
  '有趣',
  '发音标准',
  '互动多',
  '准时',
  '鼓励孩子',
] as const;

/** The five skills of a lesson report, in the contract's order. */
export const SKILLS: typeof ContractSkills = [
  'pronunciation',
  'vocabulary',
  'grammar',
  'fluency',
  'confidence',
] as const;
