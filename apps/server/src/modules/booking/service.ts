import type { OutputOf } from '@school/contract/endpoint';
import type { changeBookingStatus } from '@school/contract/api/booking';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../http/errors.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { notifyLessons } from '../notifications/service.ts';
import { mapBookingError } from './errors.ts';
import { cancelOutcome } from './rules.ts';
import * as repo from './repository.ts';

/**
 * `studentBookings/status` (cancelled): only the lesson's own student. 24 h or more before the
 * start the credit goes back to the grant it came from; later it is spent (recorded on the lesson,
 * not in the ledger, which only has changes); from the start on, refused with 2004.
 */
export async function cancel(
  ctx: AppContext,
  studentId: number,
  input: { lessonId: number; reason?: string },
): Promise<OutputOf<typeof changeBookingStatus>> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      // Same lock order as booking: the student's grants first, then the lesson.
      await credits.lockCredits(tx, studentId);
      const lesson = await lessons.lockStudentLesson(tx, studentId, input.lessonId);
      if (!lesson) throw lessons.lessonNotFound();
      if (lesson.status === 'cancelled_by_student' || lesson.status === 'cancelled_by_teacher')
        throw conflict('课程已取消', 'This lesson has already been cancelled');
      const outcome = cancelOutcome(lesson.startAt, now);
      if (lesson.status !== 'booked' || outcome === 'started')
        throw new AppError(
          2004,
          '课程已开始，不能取消',
          'The lesson has started and cannot be cancelled',
        );
      let creditReturned = false;
      if (outcome === 'refund' && lesson.grantId !== null) {
        creditReturned = await credits.refundCredit(
          tx,
          {
            userId: studentId,
            grantId: lesson.grantId,
            lessonId: lesson.id,
            reason: 'cancel_refund',
          },
          now,
        );
      }
      if (outcome !== 'refund')
        await credits.recordLateCancellation(tx, { userId: studentId, lessonId: lesson.id });
      await repo.markCancelledByStudent(tx, lesson.id, {
        reason: input.reason ?? '',
        creditReturned,
        now,
      });
      // The teacher loses a lesson; the family gets the cancellation in writing.
      await notifyLessons(tx, 'lesson_cancelled', [lesson.id], now);
      return {
        lesson: await lessons.viewLesson(tx, studentId, lesson.id, now),
        creditReturned,
        balance: await credits.balanceOf(tx, studentId),
      };
    });
  } catch (err) {
    throw mapBookingError(err);
  }
}

/**
 * Account deletion: the school cancels every lesson of the student that has not started, so the
 * credit comes back whatever the 24 h rule says (ledger reason `account_deleted`) and the slots
 * are free again. Runs in the caller's transaction. Returns the number of lessons cancelled.
 */
export async function cancelFutureLessonsOf(db: Db, studentId: number, now: Date) {
  await credits.lockCredits(db, studentId);
  const future = await repo.lockFutureLessonsOf(db, studentId, now);
  for (const lesson of future) {
    const creditReturned =
      lesson.grantId !== null &&
      (await credits.refundCredit(
        db,
        {
          userId: studentId,
          grantId: lesson.grantId,
          lessonId: lesson.id,
          reason: 'account_deleted',
        },
        now,
      ));
    await repo.markCancelledByStudent(db, lesson.id, {
      reason: 'account_deleted',
      creditReturned,
      now,
    });
  }
  await notifyLessons(
    db,
    'lesson_cancelled',
    future.map((l) => l.id),
    now,
    { to: 'teacher' },
  );
  await repo.clearNotesOf(db, studentId, now);
  return future.length;
}
