import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessonReports, lessons, teacherReviews } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Queries of lessons, reports and reviews; no rules here. Each takes the db or a transaction. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

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
    f.scope === 'upcoming' ? and(gt(lessons.endAt, f.now), open) : undefined,
    f.scope === 'history' ? lte(lessons.endAt, f.now) : undefined,
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
  const rows = await selectLessons(
    db,
    and(eq(lessons.studentId, studentId), gt(lessons.endAt, now), open),
  )
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

/**
 * Marks booked lessons that have ended as finished and adds them to their teachers' counts, in one
 * statement (rows are locked as updated, so two jobs at once count each lesson once).
 */
export async function settleEndedLessons(db: Db, now: Date): Promise<number> {
  const res = await db.execute(sql`
    with done as (
      update lessons set status = 'finished', updated_at = ${at(now)}
      where status in ('booked', 'in_class') and end_at <= ${at(now)}
      returning teacher_id
    ), per_teacher as (
      select teacher_id, count(*)::int as n from done group by teacher_id
    ), bumped as (
      update teachers t set finished_lessons = t.finished_lessons + p.n
      from per_teacher p where t.id = p.teacher_id
      returning t.id
    )
    select coalesce(sum(n), 0)::int as n from per_teacher`);
  // Both drivers (pg, PGlite) return { rows }.
  return Number((res as { rows: { n: number }[] }).rows[0]?.n ?? 0);
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
