import type { OutputOf } from '@school/contract/endpoint';
import type { bookSlots } from '@school/contract/api/booking';
import { formatInZone } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import { checkViolation, isRetryableConflict, uniqueViolation } from '../../lib/pgErrors.ts';
import { defaultCoursewareUrl } from '../books/service.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { lessonNoticeSql, notifyLessons } from '../notifications/service.ts';
import { mapBookingError, slotTaken, studentBusy } from './errors.ts';
import { bookableRange, bookingWindowProblem, overlappingPair } from './rules.ts';
import * as repo from './repository.ts';

const SLOT_MS = 30 * 60 * 1000;

type BookResult = OutputOf<typeof bookSlots>;

interface SlotState {
  id: number;
  teacherId: number;
  startAt: Date;
  status: 'open' | 'closed';
  teacherActive: boolean;
  booked: boolean;
}

/**
 * The rules every requested slot must pass (docs/design/booking.md §4.3), with the message the family reads.
 * `slots` are the requested ones found, sorted by id. Returns them with their end.
 */
function checkSlots(ids: number[], slots: SlotState[], now: Date, tz: string) {
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
  return withEnds;
}

/**
 * `studentBookings/edit_bull`: books every requested slot or none. The rules checked here give
 * clear messages; the database has the last word on the races: the partial unique indexes (a
 * slot booked once; one lesson per student at a time), the CHECK that keeps every grant's
 * remaining >= 0, and the ledger rows written in the same transaction as the lessons.
 *
 * Two ways to the same result. The fast one, a single statement (repository.ts
 * `bookInOneStatement`), serves every booking that succeeds in the usual way. When it writes
 * nothing (a rule is broken, or credits have lapsed and must be swept first) or loses a race it
 * can recover from, the careful one runs: a transaction that locks the slots and the grants,
 * checks each rule in TypeScript and answers with the exact message (2001, 2002, 2003, 2004).
 */
export async function book(
  ctx: AppContext,
  studentId: number,
  input: { slotIds: number[]; note?: string; courseLevel?: number | null },
): Promise<BookResult> {
  const ids = [...input.slotIds].sort((a, b) => a - b);
  if (new Set(ids).size !== ids.length)
    throw invalid('参数错误 slotIds: 不能重复', 'Invalid input slotIds: must not repeat');
  const req = {
    studentId,
    ids,
    note: input.note ?? '',
    courseLevel: input.courseLevel,
    now: ctx.clock.now(),
  };
  try {
    return (await bookFast(ctx, req)) ?? (await bookCarefully(ctx, req));
  } catch (err) {
    throw mapBookingError(err);
  }
}

interface BookingRequest {
  studentId: number;
  /** Sorted, distinct. */
  ids: number[];
  note: string;
  /** As named; undefined: the default of credits/rules.ts `lessonLevel`. */
  courseLevel: number | null | undefined;
  now: Date;
}

/**
 * The fast way: one statement that books when every rule holds. Null when it wrote nothing or
 * lost a race it can recover from; the careful way then decides, with the exact message.
 */
async function bookFast(ctx: AppContext, r: BookingRequest): Promise<BookResult | null> {
  let rows;
  try {
    rows = await repo.bookInOneStatement(
      ctx.db,
      {
        studentId: r.studentId,
        slotIds: r.ids,
        note: r.note,
        courseLevel: r.courseLevel,
        now: r.now,
        ...bookableRange(r.now),
        alsoWrite: (booked) => lessonNoticeSql('booking_confirmed', booked, r.now),
      },
      credits.bookingCreditSteps({
        studentId: r.studentId,
        now: r.now,
        courseLevel: r.courseLevel,
      }),
    );
  } catch (err) {
    if (uniqueViolation(err) === 'lessons_slot_active_key') throw slotTaken();
    // Two requested slots at one time (the careful way names it), or a lost race.
    if (
      uniqueViolation(err) === 'lessons_student_start_active_key' ||
      checkViolation(err) === 'credit_grants_remaining_check' ||
      isRetryableConflict(err)
    )
      return null;
    throw err;
  }
  if (rows.length !== r.ids.length) return null;
  return {
    lessons: rows.map((l) =>
      lessons.toLesson(
        {
          ...l,
          studentId: r.studentId,
          status: 'booked',
          recordingUrl: null,
          hasReport: false,
          reviewed: false,
        },
        r.now,
      ),
    ),
    balance: rows[0]!.balance,
  };
}

/** The careful way: one transaction that locks what it decides on. */
async function bookCarefully(ctx: AppContext, r: BookingRequest): Promise<BookResult> {
  return ctx.db.transaction(async (tx) => {
    // Lock order: the slots (shared), the student's grants, then the lessons by slot id.
    const slots = await repo.lockSlotsForBooking(tx, r.ids);
    const withEnds = checkSlots(r.ids, slots, r.now, ctx.config.TIME_ZONE);
    const { level, grantIds } = await credits.takeCredits(
      tx,
      r.studentId,
      r.ids.length,
      r.now,
      r.courseLevel,
    );
    // The classroom shows this PDF; the school's first textbook until lessons follow the outline.
    const coursewareUrl = await defaultCoursewareUrl(tx);
    const inserted = await repo.insertLessons(
      tx,
      withEnds.map((s, i) => ({
        slotId: s.id,
        teacherId: s.teacherId,
        studentId: r.studentId,
        startAt: s.startAt,
        endAt: s.endAt,
        note: r.note,
        courseLevel: level,
        grantId: grantIds[i]!,
        coursewareUrl,
        createdAt: r.now,
        updatedAt: r.now,
      })),
    );
    await credits.recordSpending(
      tx,
      r.studentId,
      inserted.map((l) => ({ grantId: l.grantId!, lessonId: l.id })),
      r.now,
    );
    await notifyLessons(
      tx,
      'booking_confirmed',
      inserted.map((l) => l.id),
      r.now,
    );
    const booked = await lessons.lessonsOfStudent(
      tx,
      r.studentId,
      inserted.map((l) => l.id),
      r.now,
    );
    return { lessons: booked, balance: await credits.balanceOf(tx, r.studentId) };
  });
}
