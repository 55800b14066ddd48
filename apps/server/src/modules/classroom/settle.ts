import type { AppContext } from '../../context.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { attendanceOf } from './attendance.ts';
import { settleOutcome, type SettleOutcome } from './rules.ts';

/**
 * Settling a lesson whose slot has ended (DESIGN.md §4): attendance in the classroom decides
 * finished, student absent or teacher absent, and the credit effects happen in the same
 * transaction as the status change. Idempotent and safe on several server copies: a lesson is
 * settled only while still booked or in class, under its row lock (SKIP LOCKED, so a copy never
 * waits for another copy settling the same lesson).
 */

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
      await attendanceOf(tx, lessonId),
      ctx.classroom.recordsAttendance,
    );
    let creditReturned: boolean | null = null;
    if (outcome === 'finished') await lessons.countFinished(tx, lesson.teacherId);
    if (outcome === 'teacher_absent') {
      creditReturned =
        lesson.grantId !== null &&
        (await credits.refundCredit(
          tx,
          {
            userId: lesson.studentId,
            grantId: lesson.grantId,
            lessonId,
            reason: 'teacher_absent_refund',
          },
          now,
        ));
      await credits.grantCompensation(tx, { userId: lesson.studentId, lessonId }, now);
    }
    if (outcome === 'student_absent') creditReturned = false;
    await lessons.setOutcome(tx, lessonId, { status: outcome, creditReturned, now });
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
