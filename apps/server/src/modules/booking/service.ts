import type { OutputOf } from '@school/contract/endpoint';
import type { changeBookingStatus } from '@school/contract/api/booking';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../http/errors.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { lessonNoticeSql, notifyLessons } from '../notifications/service.ts';
import { isRetryableConflict } from '../../lib/pgErrors.ts';
import { mapBookingError } from './errors.ts';
import { CANCEL_FREE_BEFORE_MS } from '@school/contract/api/booking';
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
    return (await cancelFast(ctx, studentId, input, now)) ?? (await cancelCarefully());
  } catch (err) {
    throw mapBookingError(err);
  }

  // The careful way: one transaction that locks what it decides on and answers every case with
  // its message (already cancelled, started, late: the credit stays spent).
  function cancelCarefully() {
    return ctx.db.transaction(async (tx) => {
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
  }
}

/**
 * The usual cancellation, 24 h or more ahead (the credit comes back), in one statement: the
 * lesson, the credit, its ledger rows and the notices (repository.ts `cancelInOneStatement`),
 * then the lesson as the family sees it. Null when the lesson is not such a lesson or a lock
 * race was lost: the careful way decides.
 */
async function cancelFast(
  ctx: AppContext,
  studentId: number,
  input: { lessonId: number; reason?: string },
  now: Date,
): Promise<OutputOf<typeof changeBookingStatus> | null> {
  let row;
  try {
    row = await repo.cancelInOneStatement(
      ctx.db,
      {
        studentId,
        lessonId: input.lessonId,
        reason: input.reason ?? '',
        now,
        freeBefore: new Date(now.getTime() + CANCEL_FREE_BEFORE_MS),
        alsoWrite: (cancelled) => lessonNoticeSql('lesson_cancelled', cancelled, now),
      },
      credits.refundCreditSteps({ studentId, now, reason: 'cancel_refund' }),
    );
  } catch (err) {
    if (isRetryableConflict(err)) return null;
    throw err;
  }
  if (!row) return null;
  return {
    lesson: await lessons.viewLesson(ctx.db, studentId, input.lessonId, now),
    creditReturned: true,
    balance: row.balance,
  };
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
