import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessonReports, lessons, teacherReviews } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of lessons, reports and reviews; no rules here. Each takes the db or a transaction. */

const lessonColumns = {
  id: lessons.id,
  studentId: lessons.studentId,
  teacherId: lessons.teacherId,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
  startAt: lessons.startAt,
  endAt: lessons.endAt,
  status: lessons.status,
  title: lessons.title,
  courseLevel: lessons.courseLevel,
  note: lessons.note,
  recordingUrl: lessons.recordingUrl,
  hasReport: sql<boolean>`exists (select 1 from ${lessonReports} where ${lessonReports.lessonId} = ${lessons.id})`,
  reviewed: sql<boolean>`exists (select 1 from ${teacherReviews} where ${teacherReviews.lessonId} = ${lessons.id})`,
};
export type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

const open = inArray(lessons.status, ['booked', 'in_class']);

/**
 * "Ended by `now`" and "not ended", written on `start_at` (every lesson is exactly 30 minutes:
 * CHECK lessons_interval_check), so the index (student_id, start_at) bounds the scan: the
 * next lesson reads the family's upcoming rows only, a history count is an index-only scan,
 * however long the family's history (docs/decisions/0017-scale-and-public-cache.md).
 */
const LESSON_MS = 30 * 60 * 1000;
const endedBy = (now: Date) => lte(lessons.startAt, new Date(now.getTime() - LESSON_MS));
const notEndedBy = (now: Date) => gt(lessons.startAt, new Date(now.getTime() - LESSON_MS));

function selectLessons(db: Db, where: SQL | undefined) {
  return db
    .select(lessonColumns)
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .where(where);
}

export interface LessonFilter {
  studentId: number;
  scope: 'upcoming' | 'history' | 'all';
  from?: Date;
  to?: Date;
  now: Date;
}

function filterWhere(f: LessonFilter) {
  return and(
    eq(lessons.studentId, f.studentId),
    f.scope === 'upcoming' ? and(notEndedBy(f.now), open) : undefined,
    f.scope === 'history' ? endedBy(f.now) : undefined,
    f.from ? gte(lessons.startAt, f.from) : undefined,
    f.to ? lt(lessons.startAt, f.to) : undefined,
  );
}

export async function pageLessons(db: Db, f: LessonFilter, limit: number, offset: number) {
  const where = filterWhere(f);
  const order =
    f.scope === 'upcoming'
      ? [asc(lessons.startAt), asc(lessons.id)]
      : [desc(lessons.startAt), desc(lessons.id)];
  const [rows, total] = await Promise.all([
    selectLessons(db, where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lessons).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function lessonsByIds(db: Db, studentId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return selectLessons(db, and(eq(lessons.studentId, studentId), inArray(lessons.id, ids))).orderBy(
    asc(lessons.startAt),
  );
}

/** One lesson of the student (undefined for another student's lesson). */
export async function findLesson(db: Db, studentId: number, id: number) {
  const rows = await selectLessons(db, and(eq(lessons.id, id), eq(lessons.studentId, studentId)));
  return rows[0];
}

/** The student's next lesson that has not ended (booked or in class). */
export async function nextLesson(db: Db, studentId: number, now: Date) {
  const rows = await selectLessons(db, and(eq(lessons.studentId, studentId), notEndedBy(now), open))
    .orderBy(asc(lessons.startAt))
    .limit(1);
  return rows[0];
}

/** The lesson row of the student, locked until the transaction ends. */
export async function lockLesson(db: Db, studentId: number, id: number) {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.studentId, studentId)))
    .for('update');
  return rows[0];
}

export async function updateNote(db: Db, id: number, note: string, now: Date) {
  await db.update(lessons).set({ note, updatedAt: now }).where(eq(lessons.id, id));
}

/** Lessons still booked or in class whose slot has ended, the longest-ended first. */
export async function endedOpenLessons(db: Db, now: Date, limit: number) {
  return db
    .select({ id: lessons.id, studentId: lessons.studentId })
    .from(lessons)
    .where(and(open, lte(lessons.endAt, now)))
    .orderBy(asc(lessons.endAt), asc(lessons.id))
    .limit(limit);
}

/**
 * The lesson, locked, if it is still to be settled at `now`; undefined when another server copy
 * holds it (SKIP LOCKED) or has settled it already.
 */
export async function lockLessonToSettle(db: Db, id: number, now: Date) {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), open, lte(lessons.endAt, now)))
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function setOutcome(
  db: Db,
  id: number,
  o: {
    status: 'finished' | 'student_absent' | 'teacher_absent';
    creditReturned: boolean | null;
    now: Date;
  },
) {
  await db
    .update(lessons)
    .set({ status: o.status, creditReturned: o.creditReturned, updatedAt: o.now })
    .where(eq(lessons.id, id));
}

/** One more finished lesson on the teacher's count (teacher list and page read it). */
export async function countFinished(db: Db, teacherId: number) {
  await db
    .update(teachers)
    .set({ finishedLessons: sql`${teachers.finishedLessons} + 1` })
    .where(eq(teachers.id, teacherId));
}

export async function findReport(db: Db, lessonId: number) {
  const rows = await db
    .select({ report: lessonReports, teacherName: teachers.name })
    .from(lessonReports)
    .innerJoin(teachers, eq(teachers.id, lessonReports.teacherId))
    .where(eq(lessonReports.lessonId, lessonId));
  return rows[0];
}

export interface NewReview {
  lessonId: number;
  teacherId: number;
  userId: number;
  stars: number;
  tags: string[];
  content: string;
  createdAt: Date;
}

export async function insertReview(db: Db, r: NewReview) {
  const rows = await db.insert(teacherReviews).values(r).returning();
  return rows[0]!;
}

/** Keeps the teacher's rating (sum and count of review stars) in step with the reviews. */
export async function addToTeacherRating(db: Db, teacherId: number, stars: number) {
  await db
    .update(teachers)
    .set({
      ratingSum: sql`${teachers.ratingSum} + ${stars}`,
      reviewCount: sql`${teachers.reviewCount} + 1`,
    })
    .where(eq(teachers.id, teacherId));
}
