import type { ClassroomRole } from '@school/contract/api/classroom';
import type { Config } from '../../config.ts';
import type { LessonStatus } from '@school/contract/api/booking';
import { classroomOpensAt } from '../lessons/rules.ts';

/** Classroom rules (DESIGN.md §4), pure so tests can call them alone with any clock. */

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

/**
 * What a lesson whose slot has ended becomes, from who joined its classroom:
 * - both: finished;
 * - only the student: teacher absent (the credit comes back, plus one in compensation);
 * - only the teacher: student absent (the credit is spent);
 * - neither: teacher absent. The school owes a lesson its teacher did not open, and a family must
 *   not lose a credit on the school's word alone (docs/decisions/0008).
 * A hosted classroom tells the server nothing: there a lesson nobody was seen in is finished
 * (the teacher marks a missing student absent from the desk).
 */
export function settleOutcome(
  a: { studentJoined: boolean; teacherJoined: boolean },
  recordsAttendance: boolean,
): SettleOutcome {
  if (a.studentJoined && a.teacherJoined) return 'finished';
  if (a.teacherJoined) return 'student_absent';
  if (a.studentJoined) return 'teacher_absent';
  return recordsAttendance ? 'teacher_absent' : 'finished';
}

/** Unset RECORDING_ENABLED means: on with the demo data, off otherwise. */
export const recordingEnabled = (config: Config) => config.RECORDING_ENABLED ?? config.DEMO_DATA;

/**
 * What settling a lesson as `outcome` does besides its status (DESIGN.md §4), as counts: a
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
