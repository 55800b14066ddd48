import {
  CLASSROOM_OPENS_BEFORE_MS,
  REVIEW_WINDOW_DAYS,
  type LessonStatus,
} from '@school/contract/api/booking';

/** Lesson lifecycle rules (docs/design/booking.md §4.3), pure so tests can call them alone with any clock. */

const DAY_MS = 24 * 3600 * 1000;

export interface LessonTimes {
  status: LessonStatus;
  startAt: Date;
  endAt: Date;
}

/**
 * The status a family sees. A booked lesson is in class from its start and finished from its end
 * until it is settled; before the start it is booked (about to start), never in class, even when
 * both are already in the room (docs/design/booking.md §4.3).
 */
export function effectiveStatus(l: LessonTimes, now: Date): LessonStatus {
  if (l.status !== 'booked' && l.status !== 'in_class') return l.status;
  if (now.getTime() >= l.endAt.getTime()) return 'finished';
  if (now.getTime() >= l.startAt.getTime()) return 'in_class';
  return 'booked';
}

/** The classroom opens 10 minutes before the start. */
export const classroomOpensAt = (startAt: Date) =>
  new Date(startAt.getTime() - CLASSROOM_OPENS_BEFORE_MS);

/** The classroom is open from 10 minutes before the start until the end of the slot. */
export function canEnterClassroom(l: LessonTimes, now: Date): boolean {
  const status = effectiveStatus(l, now);
  if (status !== 'booked' && status !== 'in_class') return false;
  const t = now.getTime();
  return t >= classroomOpensAt(l.startAt).getTime() && t < l.endAt.getTime();
}

export type ReviewProblem = 'not_finished' | 'window_closed';

/** A finished lesson can be reviewed until 7 days after its end. */
export function reviewProblem(l: LessonTimes, now: Date): ReviewProblem | null {
  if (effectiveStatus(l, now) !== 'finished') return 'not_finished';
  if (now.getTime() > l.endAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) return 'window_closed';
  return null;
}
