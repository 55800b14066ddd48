import type { Db } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import * as credits from '../credits/service.ts';
import { mapBookingError } from './errors.ts';
import * as repo from './schoolRepository.ts';

/**
 * The school's changes to a booked lesson, made in the console (docs/design/console.md §7): reassigning it to
 * another teacher and cancelling it. Both run in the caller's transaction (the console writes its
 * audit row and the notifications in the same one) with the same database guarantees as a
 * family's booking (decision 0005): the slot's partial unique index makes a second lesson in one
 * slot impossible, whatever the race.
 */

const lessonNotFound = () => notFound('课程不存在', 'No such lesson');
const notBookable = () =>
  conflict('该老师此时没有可约的时间', 'That teacher has no open slot at this time');

function assertStillBooked(
  l: { status: string; startAt: Date },
  now: Date,
  what: 'move' | 'cancel',
) {
  if (l.status === 'cancelled_by_student' || l.status === 'cancelled_by_teacher')
    throw conflict('课程已取消', 'This lesson has already been cancelled');
  if (l.status !== 'booked' || l.startAt.getTime() <= now.getTime())
    throw new AppError(
      2004,
      what === 'move' ? '课程已开始或已结束，不能改派' : '课程已开始或已结束，不能取消',
      what === 'move'
        ? 'The lesson has started or ended and cannot be reassigned'
        : 'The lesson has started or ended and cannot be cancelled',
    );
}

export interface Reassigned {
  lessonId: number;
  studentId: number;
  startAt: Date;
  from: { teacherId: number; userId: number | null; slotId: number };
  to: { teacherId: number; slotId: number };
}

/**
 * Gives a booked lesson that has not started to `teacherId`, into that teacher's open slot at the
 * same time. 2002 when the teacher has no open, free slot then (or another reassignment took it
 * first: the unique index, not this check, decides that race).
 */
export async function reassignLesson(
  tx: Db,
  lessonId: number,
  teacherId: number,
  now: Date,
): Promise<Reassigned> {
  const lesson = await repo.lockLesson(tx, lessonId);
  if (!lesson) throw lessonNotFound();
  assertStillBooked(lesson, now, 'move');
  if (lesson.teacherId === teacherId)
    throw invalid(
      'teacherId: 已是这节课的老师',
      'teacherId: is already the teacher of this lesson',
      'teacherId',
    );
  const slot = await repo.lockSlotAt(tx, teacherId, lesson.startAt);
  if (!slot || !slot.open || !slot.teacherActive || slot.booked) throw notBookable();
  try {
    await repo.moveLesson(tx, lessonId, { slotId: slot.id, teacherId, now });
  } catch (err) {
    throw mapBookingError(err);
  }
  return {
    lessonId,
    studentId: lesson.studentId,
    startAt: lesson.startAt,
    from: { teacherId: lesson.teacherId, userId: lesson.teacherUserId, slotId: lesson.slotId },
    to: { teacherId, slotId: slot.id },
  };
}

/**
 * Cancels a booked lesson that has not started, on the school's side: the credit goes back to
 * the grant it came from whatever the 24-hour rule says (ledger reason `school_cancel_refund`).
 */
export async function cancelBySchool(
  tx: Db,
  lessonId: number,
  reason: string,
  now: Date,
): Promise<{ studentId: number; creditReturned: boolean }> {
  const studentId = await repo.findLessonStudent(tx, lessonId);
  if (studentId === undefined) throw lessonNotFound();
  // Same lock order as booking and cancelling: the family's credits, then the lesson.
  await credits.lockCredits(tx, studentId);
  const lesson = await repo.lockLesson(tx, lessonId);
  if (!lesson) throw lessonNotFound();
  assertStillBooked(lesson, now, 'cancel');
  const creditReturned =
    lesson.grantId !== null &&
    (await credits.refundCredit(
      tx,
      { userId: studentId, grantId: lesson.grantId, lessonId, reason: 'school_cancel_refund' },
      now,
    ));
  await repo.markCancelledBySchool(tx, lessonId, { reason, creditReturned, now });
  return { studentId, creditReturned };
}
