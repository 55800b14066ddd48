import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withCappedTotal } from '../../db/paging.ts';
import { lessonReports, lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/**
 * The console's queries of lessons (docs/design/console.md §7). Every list is a range of an index: lessons by
 * start (`lessons_start_status_idx`), by teacher (`lessons_teacher_idx`) or by student
 * (`lessons_student_start_idx`), so a page and its count cost the range, not the table.
 */

const hasReport = sql<boolean>`exists (select 1 from ${lessonReports} where ${lessonReports.lessonId} = ${lessons.id})`;

export const adminLessonColumns = {
  id: lessons.id,
  studentId: lessons.studentId,
  teacherId: lessons.teacherId,
  teacherName: teachers.name,
  teacherUserId: teachers.userId,
  slotId: lessons.slotId,
  startAt: lessons.startAt,
  endAt: lessons.endAt,
  status: lessons.status,
  courseLevel: lessons.courseLevel,
  grantId: lessons.grantId,
  note: lessons.note,
  recordingUrl: lessons.recordingUrl,
  creditReturned: lessons.creditReturned,
  cancelReason: lessons.cancelReason,
  hasReport,
};
export type AdminLessonRow = Awaited<ReturnType<typeof findAdminLesson>> & object;

export interface AdminLessonFilter {
  from: Date;
  to: Date;
  teacherId?: number;
  studentId?: number;
  status?: (typeof lessons.status.enumValues)[number];
}

const whereOf = (f: AdminLessonFilter) =>
  and(
    gte(lessons.startAt, f.from),
    lt(lessons.startAt, f.to),
    f.teacherId !== undefined ? eq(lessons.teacherId, f.teacherId) : undefined,
    f.studentId !== undefined ? eq(lessons.studentId, f.studentId) : undefined,
    f.status ? eq(lessons.status, f.status) : undefined,
  );

const select = (db: Db, where: SQL | undefined) =>
  db
    .select(adminLessonColumns)
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .where(where);

export async function pageAdminLessons(
  db: Db,
  f: AdminLessonFilter,
  page: { limit: number; offset: number; descending: boolean },
) {
  const where = whereOf(f);
  const dir = page.descending ? desc : asc;
  return withCappedTotal(
    select(db, where)
      .orderBy(dir(lessons.startAt), dir(lessons.id))
      .limit(page.limit)
      .offset(page.offset),
    db,
    lessons,
    where,
  );
}

export async function findAdminLesson(db: Db, id: number) {
  return (await select(db, eq(lessons.id, id)))[0];
}

/** The lesson row, locked until the transaction ends (the console's corrections). */
export async function lockLessonById(db: Db, id: number) {
  const rows = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
  return rows[0];
}

/**
 * Finished lessons without a report that ended in [from, before): the late reports. A range of
 * `lessons_start_status_idx` (end = start + 30 min), each checked against the report's unique key.
 */
const lateWhere = (from: Date, before: Date, teacherId?: number) =>
  and(
    gte(lessons.startAt, new Date(from.getTime() - 30 * 60_000)),
    lt(lessons.startAt, new Date(before.getTime() - 30 * 60_000)),
    eq(lessons.status, 'finished'),
    teacherId !== undefined ? eq(lessons.teacherId, teacherId) : undefined,
    sql`not ${hasReport}`,
  );

export async function pageLateReports(
  db: Db,
  w: { from: Date; before: Date; teacherId?: number },
  page: { limit: number; offset: number; descending: boolean },
) {
  const where = lateWhere(w.from, w.before, w.teacherId);
  const dir = page.descending ? desc : asc;
  const [rows, total] = await Promise.all([
    select(db, where)
      .orderBy(dir(lessons.startAt), dir(lessons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(lessons).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function countLateReports(db: Db, from: Date, before: Date) {
  const [r] = await db.select({ n: count() }).from(lessons).where(lateWhere(from, before));
  return r?.n ?? 0;
}

/** Lessons starting in [from, to) by stored state (an index-only range). */
export async function countByStatus(db: Db, from: Date, to: Date) {
  return db
    .select({ status: lessons.status, n: count() })
    .from(lessons)
    .where(and(gte(lessons.startAt, from), lt(lessons.startAt, to)))
    .groupBy(lessons.status);
}

/** Lessons starting in [from, to) per school day and stored state. */
export async function countByDayAndStatus(db: Db, from: Date, to: Date, timeZone: string) {
  const day = sql<string>`to_char(${lessons.startAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, status: lessons.status, n: count() })
      .from(lessons)
      .where(and(gte(lessons.startAt, from), lt(lessons.startAt, to)))
      // By position: the day's expression carries the zone as a parameter, twice would differ.
      .groupBy(sql`1`, lessons.status)
  );
}

/** Lessons holding a slot that start in [from, to): booked or in class. */
export async function countBookedBetween(db: Db, from: Date, to: Date) {
  const [r] = await db
    .select({ n: count() })
    .from(lessons)
    .where(
      and(
        gte(lessons.startAt, from),
        lt(lessons.startAt, to),
        inArray(lessons.status, ['booked', 'in_class']),
      ),
    );
  return r?.n ?? 0;
}

/** One finished lesson less on the teacher's count (an attendance corrected away from finished). */
export async function uncountFinished(db: Db, teacherId: number) {
  await db
    .update(teachers)
    .set({ finishedLessons: sql`greatest(${teachers.finishedLessons} - 1, 0)` })
    .where(eq(teachers.id, teacherId));
}
