import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import * as credits from '../credits/service.ts';
import { takeBackCredits } from '../credits/correctionService.ts';
import * as lessons from '../lessons/service.ts';
import { uncountFinished } from '../lessons/consoleService.ts';
import { staysOf } from './attendance.ts';
import { settleEffects, settleOutcome, type SettleEffects, type SettleOutcome } from './rules.ts';

/**
 * Settling a lesson whose slot has ended (docs/design/booking.md §4.3): attendance in the classroom decides
 * finished, student absent or teacher absent, and the credit effects happen in the same
 * transaction as the status change. Idempotent and safe on several server copies: a lesson is
 * settled only while still booked or in class, under its row lock (SKIP LOCKED, so a copy never
 * waits for another copy settling the same lesson).
 */

export interface SettledLesson {
  id: number;
  studentId: number;
  teacherId: number;
  grantId: number | null;
  /** Whether the credit came back when it was settled (a correction takes back only that). */
  creditReturned: boolean | null;
}

/**
 * Applies settle effects (rules.ts `settleEffects`, or the difference of two outcomes for a
 * correction) in the caller's transaction, after `lockCredits`. Returns whether the lesson's
 * credit is (now) back with the family. Positive counts give, negative ones take back.
 */
export async function applySettleEffects(
  tx: Db,
  lesson: SettledLesson,
  e: SettleEffects,
  now: Date,
): Promise<boolean | null> {
  if (e.teacherFinished > 0) await lessons.countFinished(tx, lesson.teacherId);
  if (e.teacherFinished < 0) await uncountFinished(tx, lesson.teacherId);
  let creditReturned = lesson.creditReturned;
  if (e.creditBack > 0) {
    creditReturned =
      lesson.grantId !== null &&
      (await credits.refundCredit(
        tx,
        {
          userId: lesson.studentId,
          grantId: lesson.grantId,
          lessonId: lesson.id,
          reason: 'teacher_absent_refund',
        },
        now,
      ));
  }
  if (e.compensation > 0)
    await credits.grantCompensation(tx, { userId: lesson.studentId, lessonId: lesson.id }, now);
  const takeBack =
    (e.creditBack < 0 && lesson.creditReturned ? 1 : 0) + (e.compensation < 0 ? 1 : 0);
  if (takeBack > 0)
    await takeBackCredits(
      tx,
      { userId: lesson.studentId, lessonId: lesson.id, count: takeBack },
      now,
    );
  if (e.creditBack < 0) creditReturned = false;
  return creditReturned;
}

/** The lesson's `credit_returned` once settled as `outcome` (null: nothing to return). */
export const creditReturnedOf = (outcome: SettleOutcome, returned: boolean | null) =>
  outcome === 'teacher_absent' ? !!returned : outcome === 'student_absent' ? false : null;

/** Settles one lesson at `now`; null when it is not (or no longer) due. */
export async function settleLesson(
  ctx: AppContext,
  lessonId: number,
  studentId: number,
  now: Date,
): Promise<SettleOutcome | null> {
  return ctx.db.transaction(async (tx) => {
    // Same lock order as booking and cancelling: the family's credits, then the lesson.
    await credits.lockCredits(tx, studentId);
    const lesson = await lessons.lockLessonToSettle(tx, lessonId, now);
    if (!lesson) return null;
    const outcome = settleOutcome(
      await staysOf(tx, lessonId, now),
      lesson,
      ctx.classroom.recordsAttendance,
    );
    const returned = await applySettleEffects(
      tx,
      { ...lesson, creditReturned: null },
      settleEffects(outcome),
      now,
    );
    await lessons.setOutcome(tx, lessonId, {
      status: outcome,
      creditReturned: creditReturnedOf(outcome, returned),
      now,
    });
    return outcome;
  });
}

/** The job's part: every lesson due at `now`, in batches. Returns how many were settled. */
export async function settleEndedLessons(ctx: AppContext, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await lessons.endedOpenLessons(ctx.db, now, 200);
    let progressed = 0;
    for (const l of due) {
      if (await settleLesson(ctx, l.id, l.studentId, now)) progressed++;
    }
    settled += progressed;
    // Stop when done, or when what is left is being settled by another copy.
    if (due.length < 200 || progressed === 0) return settled;
  }
}
