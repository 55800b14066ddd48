import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  teacherCollections,
  teacherMessages,
  teacherTagLinks,
  teacherTags,
  teachers,
} from '../../db/schema/teachers.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { teacherReviews } from '../../db/schema/lessons.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of teachers, tags, favourites, reviews and messages; no rules here. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Bookable slots of the teacher in the current row, starting in [from, to]. */
const bookableSlots = (select: SQL, from: Date, to: Date) => sql`
  select ${select} from teacher_slots s
  where s.teacher_id = ${teachers.id} and s.status = 'open'
    and s.start_at >= ${at(from)} and s.start_at <= ${at(to)}
    and not exists (
      select 1 from lessons l where l.slot_id = s.id
        and l.status not in ('cancelled_by_student', 'cancelled_by_teacher'))`;

export interface TeacherFilter {
  keyword?: string;
  tagId?: number;
  sex?: number;
  nationality?: string;
  /** Only teachers with a bookable slot starting in [from, to]. */
  freeBetween?: { from: Date; to: Date };
  /** Only this user's favourites, most recently added first. */
  collectedBy?: number;
  /** Bookable range now (lead time .. 14 days), for nextFreeAt. */
  bookable: { from: Date; to: Date };
  viewerId: number | null;
  favouritesFirst: boolean;
  /** The viewer's class preference: teachers of that sex, then with more of those tags, first. */
  preference?: { teacherSex: number; tagIds: number[] };
  /** Only this teacher (teacher/view). */
  id?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of teacher summaries in one query: filters, favourites of the viewer, the next bookable
 * slot (index teacher_slots (teacher_id, start_at)), and the total via a window count.
 */
function teacherWhere(f: TeacherFilter) {
  return and(
    eq(teachers.status, 'active'),
    f.id !== undefined ? eq(teachers.id, f.id) : undefined,
    f.keyword ? ilike(teachers.name, `%${escapeLike(f.keyword)}%`) : undefined,
    f.sex !== undefined ? eq(teachers.sex, f.sex) : undefined,
    f.nationality ? eq(teachers.nationality, f.nationality) : undefined,
    f.tagId !== undefined
      ? sql`exists (select 1 from ${teacherTagLinks} tl where tl.teacher_id = ${teachers.id} and tl.tag_id = ${f.tagId})`
      : undefined,
    f.freeBetween
      ? sql`exists (${bookableSlots(sql`1`, f.freeBetween.from, f.freeBetween.to)})`
      : undefined,
    f.collectedBy !== undefined
      ? sql`exists (select 1 from ${teacherCollections} c where c.user_id = ${f.collectedBy} and c.teacher_id = ${teachers.id})`
      : undefined,
  );
}

/** Sex match first, then the number of preferred tags the teacher has; ties keep the usual order. */
function preferenceOrder(p: { teacherSex: number; tagIds: number[] }): SQL[] {
  const order: SQL[] = [];
  if (p.teacherSex === 1 || p.teacherSex === 2)
    order.push(sql`(${teachers.sex} = ${p.teacherSex}) desc`);
  if (p.tagIds.length > 0)
    order.push(
      sql`(select count(*) from ${teacherTagLinks} tl where tl.teacher_id = ${teachers.id} and tl.tag_id in (${sql.join(
        p.tagIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})) desc`,
    );
  return order;
}

export interface TeacherTag {
  id: number;
  name: string;
  group: 'style' | 'focus';
}

/** The teacher's tags (in tag order) as JSON, so a page needs no second query. */
const tagsJson = sql<TeacherTag[]>`coalesce((${sql`
  select json_agg(json_build_object('id', tg.id, 'name', tg.name, 'group', tg."group")
                  order by tg.sort, tg.id)::text
  from ${teacherTagLinks} tl join ${teacherTags} tg on tg.id = tl.tag_id
  where tl.teacher_id = ${teachers.id}`}), '[]')`.mapWith(
  (v: string) => JSON.parse(v) as TeacherTag[],
);

/**
 * A page of teachers with their tags, favourite mark and next bookable slot in one query (one
 * round trip: on the embedded database every extra query costs about as much as this one). The
 * intro and video are read only for teacher/view (`detail`). The per-row subqueries run only for
 * the rows of the page (and the skipped offset), after the sort.
 */
export async function pageTeachers(
  db: Db,
  f: TeacherFilter,
  limit: number,
  offset: number,
  detail = false,
) {
  const collected: SQL<boolean> = f.viewerId
    ? sql<boolean>`exists (select 1 from ${teacherCollections} c where c.user_id = ${f.viewerId} and c.teacher_id = ${teachers.id})`
    : sql<boolean>`false`;
  const order: SQL[] = [];
  if (f.collectedBy !== undefined)
    order.push(
      sql`(select c.created_at from ${teacherCollections} c where c.user_id = ${f.collectedBy} and c.teacher_id = ${teachers.id}) desc`,
    );
  if (f.favouritesFirst && f.viewerId) order.push(sql`${collected} desc`);
  if (f.preference) order.push(...preferenceOrder(f.preference));
  order.push(
    asc(teachers.sort),
    sql`(${teachers.ratingSum}::float8 / nullif(${teachers.reviewCount}, 0)) desc nulls last`,
    asc(teachers.id),
  );
  return db
    .select({
      id: teachers.id,
      name: teachers.name,
      avatar: teachers.avatar,
      nationality: teachers.nationality,
      sex: teachers.sex,
      intro: detail ? teachers.intro : sql<string>`''`,
      videoUrl: detail ? teachers.videoUrl : sql<string | null>`null`,
      tags: tagsJson,
      ratingSum: teachers.ratingSum,
      reviewCount: teachers.reviewCount,
      finishedLessons: teachers.finishedLessons,
      collected,
      nextFreeAt:
        sql<Date | null>`(${bookableSlots(sql`s.start_at`, f.bookable.from, f.bookable.to)} order by s.start_at limit 1)`.mapWith(
          teacherSlots.startAt,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(teachers)
    .where(teacherWhere(f))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export type TeacherRow = Awaited<ReturnType<typeof pageTeachers>>[number];

/** A limit that takes every teacher (the cached catalogue of teacher/list). */
export const ALL_TEACHERS = 100_000;

/** The teachers a family marked as favourites (primary key user_id, teacher_id). */
export async function favouriteIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: teacherCollections.teacherId })
    .from(teacherCollections)
    .where(eq(teacherCollections.userId, userId));
  return new Set(rows.map((r) => r.id));
}

export async function countTeachers(db: Db, f: TeacherFilter) {
  const rows = await db.select({ n: count() }).from(teachers).where(teacherWhere(f));
  return rows[0]?.n ?? 0;
}

export async function allTags(db: Db) {
  return db
    .select({ id: teacherTags.id, name: teacherTags.name, group: teacherTags.group })
    .from(teacherTags)
    .orderBy(asc(teacherTags.sort), asc(teacherTags.id));
}

export async function activeTeacherExists(db: Db, id: number) {
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.id, id), eq(teachers.status, 'active')));
  return rows.length > 0;
}

export async function addCollection(db: Db, userId: number, teacherId: number, now: Date) {
  await db
    .insert(teacherCollections)
    .values({ userId, teacherId, createdAt: now })
    .onConflictDoNothing();
}

export async function removeCollection(db: Db, userId: number, teacherId: number) {
  await db
    .delete(teacherCollections)
    .where(and(eq(teacherCollections.userId, userId), eq(teacherCollections.teacherId, teacherId)));
}

const reviewColumns = {
  id: teacherReviews.id,
  teacherId: teacherReviews.teacherId,
  lessonId: teacherReviews.lessonId,
  stars: teacherReviews.stars,
  tags: teacherReviews.tags,
  content: teacherReviews.content,
  authorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
  createdAt: teacherReviews.createdAt,
};

export async function pageReviews(db: Db, teacherId: number, limit: number, offset: number) {
  const where = eq(teacherReviews.teacherId, teacherId);
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumns)
      .from(teacherReviews)
      .innerJoin(users, eq(users.id, teacherReviews.userId))
      .where(where)
      .orderBy(desc(teacherReviews.createdAt), desc(teacherReviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(teacherReviews).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findReview(db: Db, id: number) {
  const rows = await db
    .select(reviewColumns)
    .from(teacherReviews)
    .innerJoin(users, eq(users.id, teacherReviews.userId))
    .where(eq(teacherReviews.id, id));
  return rows[0];
}

export async function insertMessage(
  db: Db,
  m: { teacherId: number; userId: number; content: string; createdAt: Date },
) {
  const rows = await db
    .insert(teacherMessages)
    .values(m)
    .returning({ id: teacherMessages.id, createdAt: teacherMessages.createdAt });
  return rows[0]!;
}

/** Account deletion: the family's favourites and messages go. */
export async function deleteCollectionsAndMessagesOf(db: Db, userId: number) {
  await db.delete(teacherCollections).where(eq(teacherCollections.userId, userId));
  await db.delete(teacherMessages).where(eq(teacherMessages.userId, userId));
}

/** The teacher row linked to an account, if any (teachers.user_id); a teacher who left has none. */
export async function teacherIdOfUser(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.userId, userId), ne(teachers.status, 'left')))
    .limit(1);
  return rows[0]?.id ?? null;
}
