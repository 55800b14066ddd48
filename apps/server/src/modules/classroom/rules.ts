import type { ClassroomRole } from '@school/contract/api/classroom';
import type { Config } from '../../config.ts';
import type { LessonStatus } from '@school/contract/api/booking';
import { classroomOpensAt } from '../lessons/rules.ts';

/** Classroom rules (docs/design/booking.md §4.3), pure so tests can call them alone with any clock. */

export interface RoomLesson {
  status: LessonStatus;
  startAt: Date;
  endAt: Date;
}

export type EntryProblem = 'not_open_yet' | 'ended' | 'cancelled' | 'absent';

/**
 * Whether the classroom of a lesson can be entered at `now`: from 10 minutes before the start to
 * the end of the slot, and only while the lesson is booked or in class.
 */
export function entryProblem(l: RoomLesson, now: Date): EntryProblem | null {
  if (l.status === 'cancelled_by_student' || l.status === 'cancelled_by_teacher')
    return 'cancelled';
  if (l.status === 'student_absent' || l.status === 'teacher_absent') return 'absent';
  if (l.status === 'finished' || now.getTime() >= l.endAt.getTime()) return 'ended';
  if (now.getTime() < classroomOpensAt(l.startAt).getTime()) return 'not_open_yet';
  return null;
}

/** Who of the lesson the user is, or null for anyone else. */
export function roleOf(
  l: { studentId: number; teacherUserId: number | null },
  userId: number,
): ClassroomRole | null {
  if (l.teacherUserId !== null && l.teacherUserId === userId) return 'teacher';
  if (l.studentId === userId) return 'student';
  return null;
}

export type SettleOutcome = 'finished' | 'student_absent' | 'teacher_absent';

/** Time child and teacher must spend in the classroom together inside the slot (docs/design/booking.md §4.3). */
export const MIN_TOGETHER_MS = 10 * 60_000;

/** One stay of a participant in the classroom, from joining to leaving. */
export interface Stay {
  role: ClassroomRole;
  from: Date;
  to: Date;
}

/** Each role's stays clipped to the slot and merged: disjoint, in order. */
function inSlot(stays: Stay[], role: ClassroomRole, slot: { startAt: Date; endAt: Date }) {
  const parts = stays
    .filter((s) => s.role === role)
    .map(
      (s) =>
        [
          Math.max(s.from.getTime(), slot.startAt.getTime()),
          Math.min(s.to.getTime(), slot.endAt.getTime()),
        ] as const,
    )
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of parts) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

const length = (xs: [number, number][]) => xs.reduce((n, [a, b]) => n + b - a, 0);

/**
 * How long each participant, and both together, were in the classroom inside the slot: time in
 * the room before the start (it opens 10 minutes early) or after the end counts for nothing.
 */
export function timeInSlot(stays: Stay[], slot: { startAt: Date; endAt: Date }) {
  const student = inSlot(stays, 'student', slot);
  const teacher = inSlot(stays, 'teacher', slot);
  let together = 0;
  for (const [a, b] of student)
    for (const [c, d] of teacher) together += Math.max(0, Math.min(b, d) - Math.max(a, c));
  return { student: length(student), teacher: length(teacher), together };
}

/**
 * What a lesson whose slot has ended becomes, from the time spent in its classroom inside the
 * slot (docs/design/booking.md §4.3):
 * - child and teacher together for at least 10 minutes: finished;
 * - otherwise, the teacher there for at least 10 minutes and the child not: student absent (the
 *   credit is spent);
 * - otherwise teacher absent (the credit comes back, plus one in compensation): the teacher was
 *   not there, or left before the child came. Nobody in the slot is the teacher's absence too:
 *   the school owes a lesson its teacher did not give, and a family must not lose a credit on the
 *   school's word alone (docs/decisions/0008).
 * A hosted classroom tells the server nothing: there a lesson nobody was seen in is finished
 * (the teacher marks a missing student absent from the desk).
 */
export function settleOutcome(
  stays: Stay[],
  slot: { startAt: Date; endAt: Date },
  recordsAttendance: boolean,
): SettleOutcome {
  if (!recordsAttendance && stays.length === 0) return 'finished';
  const t = timeInSlot(stays, slot);
  if (t.together >= MIN_TOGETHER_MS) return 'finished';
  if (t.teacher >= MIN_TOGETHER_MS && t.student < MIN_TOGETHER_MS) return 'student_absent';
  return 'teacher_absent';
}

/** Unset RECORDING_ENABLED means: on with the demo data, off otherwise. */
export const recordingEnabled = (config: Config) => config.RECORDING_ENABLED ?? config.DEMO_DATA;

/**
 * What settling a lesson as `outcome` does besides its status (docs/design/booking.md §4.3), as counts: a
 * finished lesson counts on its teacher's finished lessons; a teacher's absence gives the credit
 * back and one more in compensation; a student's absence spends the credit (nothing to do).
 */
export interface SettleEffects {
  teacherFinished: number;
  creditBack: number;
  compensation: number;
}

export function settleEffects(outcome: SettleOutcome): SettleEffects {
  return {
    teacherFinished: outcome === 'finished' ? 1 : 0,
    creditBack: outcome === 'teacher_absent' ? 1 : 0,
    compensation: outcome === 'teacher_absent' ? 1 : 0,
  };
}

/**
 * A correction of attendance from `from` to `to` (the console): the settle effects of `to` less
 * those already applied for `from`, so the lesson ends as if it had been settled as `to`.
 */
export function correctionEffects(from: SettleOutcome, to: SettleOutcome): SettleEffects {
  const a = settleEffects(from);
  const b = settleEffects(to);
  return {
    teacherFinished: b.teacherFinished - a.teacherFinished,
    creditBack: b.creditBack - a.creditBack,
    compensation: b.compensation - a.compensation,
  };
}
