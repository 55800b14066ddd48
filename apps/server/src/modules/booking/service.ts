import type { OutputOf } from '@school/contract/endpoint';
import type { bookSlots, changeBookingStatus } from '@school/contract/api/booking';
import { formatInZone } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import { isRetryableConflict, uniqueViolation } from '../../lib/pgErrors.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { defaultCoursewareUrl } from '../books/service.ts';
import { bookingWindowProblem, cancelOutcome, overlappingPair } from './rules.ts';
import * as repo from './repository.ts';

const SLOT_MS = 30 * 60 * 1000;

const slotTaken = () => conflict('该时间段已被预约', 'This time slot has already been booked');
const studentBusy = (when?: string) =>
  conflict(
    when ? `您在 ${when} 已有课程` : '您在该时间已有课程',
    when ? `You already have a lesson at ${when}` : 'You already have a lesson at that time',
  );

/** Database outcomes of a lost race, as the family should read them. */
function mapBookingError(err: unknown): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'lessons_slot_active_key') return slotTaken();
  if (constraint === 'lessons_student_start_active_key') return studentBusy();
  if (isRetryableConflict(err))
    return conflict('预约的人太多了，请刷新后重试', 'Too many bookings at once, please try again');
  return err;
}

/**
 * `studentBookings/edit_bull`: books every requested slot or none, in one transaction. The rules
 * checked here give clear messages; the database has the last word on the races: the partial
 * unique indexes (a slot booked once; one lesson per student at a time), the row locks on the
 * student's grants and the CHECK that keeps every grant's remaining >= 0.
 */
export async function book(
  ctx: AppContext,
  studentId: number,
  input: { slotIds: number[]; note?: string },
): Promise<OutputOf<typeof bookSlots>> {
  const ids = [...input.slotIds].sort((a, b) => a - b);
  if (new Set(ids).size !== ids.length)
    throw invalid('参数错误 slotIds: 不能重复', 'Invalid input slotIds: must not repeat');
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  try {
    return await ctx.db.transaction(async (tx) => {
      const slots = await repo.lockSlotsForBooking(tx, ids);
      if (slots.length !== ids.length || slots.some((s) => !s.teacherActive))
        throw notFound('时间段不存在', 'No such time slot');
      for (const s of slots) {
        const when = formatInZone(s.startAt, tz);
        const problem = bookingWindowProblem(s.startAt, now);
        if (problem === 'lead_time')
          throw new AppError(
            2004,
            `${when} 的课程需至少提前 2 小时预约`,
            `${when}: book at least 2 hours ahead`,
          );
        if (problem === 'too_far')
          throw new AppError(
            2004,
            `${when} 超出可预约范围（14 天内）`,
            `${when}: bookings open 14 days ahead`,
          );
        if (s.booked) throw slotTaken();
        if (s.status !== 'open')
          throw conflict(`${when} 的时间段已关闭`, `${when}: this slot is closed`);
      }
      const withEnds = slots.map((s) => ({ ...s, endAt: new Date(s.startAt.getTime() + SLOT_MS) }));
      const pair = overlappingPair(withEnds);
      if (pair) throw studentBusy(formatInZone(pair[1].startAt, tz));

      const grantIds = await credits.takeCredits(tx, studentId, withEnds.length, now);
      // The classroom shows this PDF; the school's first textbook until lessons follow the outline.
      const coursewareUrl = await defaultCoursewareUrl(tx);
      const inserted = await repo.insertLessons(
        tx,
        withEnds.map((s, i) => ({
          slotId: s.id,
          teacherId: s.teacherId,
          studentId,
          startAt: s.startAt,
          endAt: s.endAt,
          note: input.note ?? '',
          grantId: grantIds[i]!,
          coursewareUrl,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await credits.recordSpending(
        tx,
        studentId,
        inserted.map((l) => ({ grantId: l.grantId!, lessonId: l.id })),
        now,
      );
      const booked = await lessons.lessonsOfStudent(
        tx,
        studentId,
        inserted.map((l) => l.id),
        now,
      );
      return { lessons: booked, balance: await credits.balanceOf(tx, studentId) };
    });
  } catch (err) {
    throw mapBookingError(err);
  }
}

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
      await repo.markCancelledByStudent(tx, lesson.id, {
        reason: input.reason ?? '',
        creditReturned,
        now,
      });
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
  await repo.clearNotesOf(db, studentId, now);
  return future.length;
}
