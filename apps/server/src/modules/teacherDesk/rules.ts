import { MARK_ABSENT_AFTER_MS, REPORT_WINDOW_DAYS } from '@school/contract/api/teacherDesk';
import { effectiveStatus, type LessonTimes } from '../lessons/rules.ts';

/** The teacher's side of a lesson (docs/design/after-lesson.md §4.4), pure for tests. */

const DAY_MS = 24 * 3600 * 1000;

export type ReportProblem = 'not_started' | 'window_closed' | 'not_held';

/**
 * A report can be written (and corrected) from the start of a lesson that is held (booked, in
 * class or finished) until REPORT_WINDOW_DAYS after its end. A lesson teacher and child have
 * already met in (the classroom opens 10 minutes early; the lesson is only in class from its start)
 * can be reported on at once: `met` says both have joined its classroom.
 */
export function reportProblem(l: LessonTimes & { met: boolean }, now: Date): ReportProblem | null {
  const status = effectiveStatus(l, now);
  if (status !== 'booked' && status !== 'in_class' && status !== 'finished') return 'not_held';
  if (now.getTime() < l.startAt.getTime() && l.status !== 'in_class' && !l.met)
    return 'not_started';
  if (now.getTime() > l.endAt.getTime() + REPORT_WINDOW_DAYS * DAY_MS) return 'window_closed';
  return null;
}

export type AbsentProblem = 'too_early' | 'ended' | 'not_open' | 'student_joined';

/**
 * The teacher may mark the student absent from 10 minutes after the start until the end of the
 * slot, when the student never entered the classroom; after the end, attendance settles it.
 */
export function absentProblem(
  l: LessonTimes,
  studentJoined: boolean,
  now: Date,
): AbsentProblem | null {
  if (l.status !== 'booked' && l.status !== 'in_class') return 'not_open';
  if (now.getTime() >= l.endAt.getTime()) return 'ended';
  if (now.getTime() < l.startAt.getTime() + MARK_ABSENT_AFTER_MS) return 'too_early';
  if (studentJoined) return 'student_joined';
  return null;
}

/** Whole years from a `YYYY-MM-DD` birth date to `today` (same format); null when unreadable. */
export function ageOn(birth: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  let age = Number(t[1]) - Number(b[1]);
  if (t[2]! + t[3]! < b[2]! + b[3]!) age--;
  return age >= 0 && age < 150 ? age : null;
}
