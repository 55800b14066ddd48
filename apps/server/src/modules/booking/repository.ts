import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of booking: slots to book, lessons to insert or cancel. No rules here. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** Raw `db.execute` rows: pg gives timestamptz as Date, PGlite (through drizzle) as text. */
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

interface BookedRow {
  id: number;
  teacher_id: number;
  teacher_name: string;
  teacher_avatar: string | null;
  start_at: Date | string;
  end_at: Date | string;
  title: string;
  note: string;
  course_level: number | null;
  balance: number;
}

/**
 * The credit tables' part of the statement, from the credits module (credits/service.ts
 * `bookingCreditSteps`): this module never writes credit_grants or credit_ledger itself.
 */
export interface BookingCreditSteps {
  lockAndAllocate: SQL;
  ready: (n: number) => SQL;
  spend: SQL;
  ledger: SQL;
  balance: SQL;
}

export interface OneStatementBooking {
  studentId: number;
  /** Sorted by id, distinct. */
  slotIds: number[];
  note: string;
  /** The lessons' course level as named (null: none); undefined: credits/rules.ts `lessonLevel`. */
  courseLevel: number | null | undefined;
  now: Date;
  /** The booking window (rules.ts `bookableRange`): first and last start allowed. */
  from: Date;
  to: Date;
  /**
   * A statement to run as the last CTE with the booked lessons (id, teacher_id, student_id,
   * start_at): the booking's notifications, written in the same statement.
   */
  alsoWrite?: (booked: SQL) => SQL;
}

/**
 * Books the slots in ONE statement (one round trip, one transaction, prepared once per connection
 * on PostgreSQL) when every rule holds, and
 * writes nothing otherwise (the result is then empty and the caller finds out why, with messages).
 *
 * It share-locks the requested slots that are open, with an active teacher and inside the booking
 * window; locks the student's grants with credits left (so concurrent bookings of one student
 * queue here and read each other's result); settles the lessons' course level (the one named, or
 * the only level of the usable packs, as credits/rules.ts `lessonLevel`); gives each lesson, in
 * slot-id order, a credit of the usable grant that can pay for that level (a card or gift: any; a
 * pack: its own) and expires first (ties: the older grant), as `allocateCredits` does; then spends the credits, inserts the lessons and one ledger row per lesson, and returns
 * the lessons with the balance (the grants' remaining counts, which the ledger sums to). It does
 * nothing when a slot is missing, closed or outside the window, when the credits are not enough,
 * or when a grant has lapsed and the expiry sweep must run first.
 *
 * The database has the last word on races: a slot taken meanwhile or a lesson of the student at
 * the same time fails on the partial unique indexes, a grant overdrawn fails on its CHECK, and
 * the whole statement rolls back. Locks are taken in the careful path's order: slots, grants, then
 * the lessons' index entries by slot id (`ready` is a one-time filter of `plan`, and `ins` waits
 * for `upd` to finish), so the two paths cannot deadlock on each other.
 */
export async function bookInOneStatement(db: Db, b: OneStatementBooking, c: BookingCreditSteps) {
  const n = b.slotIds.length;
  const rows = await executePrepared<BookedRow>(
    db,
    'book_in_one_statement',
    sql`
      with slot_locked as (
        select s.id, s.teacher_id, s.start_at
        from teacher_slots s join teachers t on t.id = s.teacher_id
        where s.id = any(${sql.param(b.slotIds)}::int[]) and s.status = 'open'
          and t.status = 'active' and s.start_at >= ${at(b.from)} and s.start_at <= ${at(b.to)}
        order by s.id
        for share of s
      ), ${c.lockAndAllocate}, ready as (
        select (select count(*) from slot_locked) = ${n} and ${c.ready(n)} as ok
      ), plan as (
        select s.id as slot_id, s.teacher_id, s.start_at, u.id as grant_id
        from (select *, row_number() over (order by id) as k from slot_locked) s
        join usable u on s.k > u.before and s.k <= u.before + u.remaining
        where (select ok from ready)
      ), ${c.spend}, ins as (
        insert into lessons (slot_id, teacher_id, student_id, start_at, end_at, status, note,
                             course_level, grant_id, courseware_url, created_at, updated_at)
        select slot_id, teacher_id, ${b.studentId}, start_at, start_at + interval '30 minutes',
          'booked', ${b.note}, (select level from lvl), grant_id,
          -- The classroom's PDF: the school's first textbook (books/service.ts defaultCoursewareUrl).
          (select pdf_url from textbooks order by level, sort, id limit 1),
          ${at(b.now)}, ${at(b.now)}
        from plan
        where (select count(*) from upd) = (select count(*) from spend)
        order by slot_id
        returning id, teacher_id, start_at, end_at, title, note, course_level, grant_id
      ), ${c.ledger}${b.alsoWrite ? sql`, also as (${b.alsoWrite(sql`select id, teacher_id, ${b.studentId}::int as student_id, start_at from ins`)})` : sql``}
      select ins.id, ins.teacher_id, t.name as teacher_name, t.avatar as teacher_avatar,
        ins.start_at, ins.end_at, ins.title, ins.note, ins.course_level,
        ${c.balance} as balance
      from ins join teachers t on t.id = ins.teacher_id
      order by ins.start_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    teacherId: r.teacher_id,
    teacherName: r.teacher_name,
    teacherAvatar: r.teacher_avatar,
    startAt: toDate(r.start_at),
    endAt: toDate(r.end_at),
    title: r.title,
    note: r.note,
    courseLevel: r.course_level,
    balance: r.balance,
  }));
}

/**
 * The requested slots with whether an active lesson holds them. The slots are share-locked, so a
 * teacher cannot close one while this booking commits; other bookings are not blocked by it.
 */
export async function lockSlotsForBooking(db: Db, ids: number[]) {
  return db
    .select({
      id: teacherSlots.id,
      teacherId: teacherSlots.teacherId,
      startAt: teacherSlots.startAt,
      status: teacherSlots.status,
      teacherActive: sql<boolean>`${teachers.status} = 'active'`,
      booked: sql<boolean>`exists (select 1 from ${lessons} l where l.slot_id = ${teacherSlots.id} and l.status not in ('cancelled_by_student', 'cancelled_by_teacher'))`,
    })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(inArray(teacherSlots.id, ids))
    .orderBy(teacherSlots.id)
    .for('share', { of: teacherSlots });
}

export interface NewLesson {
  slotId: number;
  courseLevel: number | null;
  teacherId: number;
  studentId: number;
  startAt: Date;
  endAt: Date;
  note: string;
  grantId: number;
  coursewareUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Inserts the lessons in one statement, in the order given (callers sort by slot id, so two
 * bookings meet their slots in the same order and cannot deadlock). A taken slot or an
 * overlapping lesson of the student fails on a partial unique index.
 */
export async function insertLessons(db: Db, rows: NewLesson[]) {
  return db
    .insert(lessons)
    .values(rows.map((r) => ({ ...r, status: 'booked' as const })))
    .returning({ id: lessons.id, slotId: lessons.slotId, grantId: lessons.grantId });
}

export async function markCancelledByStudent(
  db: Db,
  id: number,
  c: { reason: string; creditReturned: boolean; now: Date },
) {
  await db
    .update(lessons)
    .set({
      status: 'cancelled_by_student',
      cancelReason: c.reason,
      cancelledAt: c.now,
      creditReturned: c.creditReturned,
      updatedAt: c.now,
    })
    .where(and(eq(lessons.id, id), eq(lessons.status, 'booked')));
}

/**
 * The usual cancellation in one statement (service.ts `cancel`): the family's own booked lesson
 * starting at `freeBefore` or later (24 h ahead: the credit comes back) is cancelled, its credit
 * returned through the credits module's steps, and `alsoWrite` (the notices) runs on it. No
 * row, and nothing written, when the lesson is not such a lesson: the careful way then answers
 * with the exact message. A concurrent cancel of the same lesson waits for the row and then finds
 * it cancelled (no row).
 */
export async function cancelInOneStatement(
  db: Db,
  c: {
    studentId: number;
    lessonId: number;
    reason: string;
    now: Date;
    freeBefore: Date;
    alsoWrite: (cancelled: SQL) => SQL;
  },
  credit: { refund: SQL; balance: SQL },
): Promise<{ balance: number } | undefined> {
  const rows = await executePrepared<{ balance: number }>(
    db,
    'cancel_in_one_statement',
    sql`
      with cancelled as (
        update lessons set status = 'cancelled_by_student', cancel_reason = ${c.reason},
          cancelled_at = ${at(c.now)}, credit_returned = true, updated_at = ${at(c.now)}
        where id = ${c.lessonId} and student_id = ${c.studentId} and status = 'booked'
          and start_at >= ${at(c.freeBefore)} and grant_id is not null
        returning id, teacher_id, student_id, start_at, grant_id
      ), ${credit.refund}, also as (${c.alsoWrite(sql`select id, teacher_id, student_id, start_at from cancelled`)})
      select ${credit.balance} as balance from cancelled`,
  );
  return rows[0];
}

/** The student's booked lessons that have not started, locked for cancelling (account deletion). */
export async function lockFutureLessonsOf(db: Db, studentId: number, now: Date) {
  return db
    .select({ id: lessons.id, grantId: lessons.grantId })
    .from(lessons)
    .where(
      and(eq(lessons.studentId, studentId), eq(lessons.status, 'booked'), gt(lessons.startAt, now)),
    )
    .orderBy(asc(lessons.id))
    .for('update');
}

/** Clears the student's own notes on every lesson (free text may hold personal details). */
export async function clearNotesOf(db: Db, studentId: number, now: Date) {
  await db
    .update(lessons)
    .set({ note: '', updatedAt: now })
    .where(and(eq(lessons.studentId, studentId), sql`${lessons.note} <> ''`));
}
