import { and, asc, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { teacherTagLinks, teacherTags, teachers } from '../../db/schema/teachers.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { users } from '../../db/schema/users.ts';

/** The console's queries of teachers (every status): no rules here. */

export type TeacherStatus = 'active' | 'paused' | 'left';

export interface AdminTeacherFilter {
  q?: string;
  status?: TeacherStatus;
  tagId?: number;
  nationality?: string;
  minRating?: number;
}

export type AdminTeacherSort = 'sort' | 'id' | 'name' | 'rating' | 'finishedLessons' | 'createdAt';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const rating = sql`(${teachers.ratingSum}::float8 / nullif(${teachers.reviewCount}, 0))`;

function where(f: AdminTeacherFilter) {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    like ? or(ilike(teachers.name, like), ilike(users.phone, like)) : undefined,
    f.status ? eq(teachers.status, f.status) : undefined,
    f.nationality ? eq(teachers.nationality, f.nationality) : undefined,
    f.tagId !== undefined
      ? sql`exists (select 1 from ${teacherTagLinks} tl where tl.teacher_id = ${teachers.id} and tl.tag_id = ${f.tagId})`
      : undefined,
    f.minRating !== undefined ? sql`coalesce(${rating}, 0) >= ${f.minRating}` : undefined,
  );
}

const tagsJson = sql<{ id: number; name: string; group: string }[]>`coalesce((${sql`
  select json_agg(json_build_object('id', tg.id, 'name', tg.name, 'group', tg."group")
                  order by tg.sort, tg.id)::text
  from ${teacherTagLinks} tl join ${teacherTags} tg on tg.id = tl.tag_id
  where tl.teacher_id = ${teachers.id}`}), '[]')`.mapWith(
  (v: string) => JSON.parse(v) as { id: number; name: string; group: string }[],
);

const columns = {
  id: teachers.id,
  name: teachers.name,
  avatar: teachers.avatar,
  nationality: teachers.nationality,
  sex: teachers.sex,
  status: teachers.status,
  tags: tagsJson,
  ratingSum: teachers.ratingSum,
  reviewCount: teachers.reviewCount,
  finishedLessons: teachers.finishedLessons,
  phone: users.phone,
  userId: teachers.userId,
  sort: teachers.sort,
  createdAt: teachers.createdAt,
  videoUrl: teachers.videoUrl,
  intro: teachers.intro,
};

/** One page of teachers with their tags and login phone, and the total (a window count). */
export async function pageAdminTeachers(
  db: Db,
  f: AdminTeacherFilter,
  sort: { key?: AdminTeacherSort; desc: boolean },
  limit: number,
  offset: number,
) {
  const dir = (c: SQL | AnyPgColumn) => (sort.desc ? desc(c) : asc(c));
  const order: SQL[] = [];
  if (sort.key === 'rating')
    order.push(sql`${rating} ${sort.desc ? sql`desc nulls last` : sql`asc nulls first`}`);
  else if (sort.key === 'name') order.push(dir(teachers.name));
  else if (sort.key === 'finishedLessons') order.push(dir(teachers.finishedLessons));
  else if (sort.key === 'createdAt') order.push(dir(teachers.createdAt));
  else if (sort.key === 'id') order.push(dir(teachers.id));
  else order.push(asc(teachers.sort), sql`${rating} desc nulls last`);
  order.push(asc(teachers.id));
  return db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teachers)
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(where(f))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export type AdminTeacherRow = Awaited<ReturnType<typeof pageAdminTeachers>>[number];

export async function findAdminTeacher(db: Db, id: number) {
  const rows = await db
    .select({ ...columns, total: sql<number>`1` })
    .from(teachers)
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.id, id));
  return rows[0];
}

export async function countAdminTeachers(db: Db, f: AdminTeacherFilter) {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(teachers)
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(where(f));
  return rows[0]?.n ?? 0;
}

export async function nationalities(db: Db) {
  const rows = await db
    .selectDistinct({ n: teachers.nationality })
    .from(teachers)
    .where(ne(teachers.nationality, ''))
    .orderBy(asc(teachers.nationality));
  return rows.map((r) => r.n);
}

/** The teacher's row, locked for the change (two edits of one teacher queue). */
export async function lockTeacher(db: Db, id: number) {
  const rows = await db
    .select({
      id: teachers.id,
      userId: teachers.userId,
      status: teachers.status,
      name: teachers.name,
      avatar: teachers.avatar,
      videoUrl: teachers.videoUrl,
      nationality: teachers.nationality,
      sex: teachers.sex,
      intro: teachers.intro,
      sort: teachers.sort,
    })
    .from(teachers)
    .where(eq(teachers.id, id))
    .for('update');
  return rows[0];
}

export interface TeacherFields {
  name: string;
  avatar: string | null;
  videoUrl: string | null;
  nationality: string;
  sex: number;
  intro: string;
  sort: number;
}

export async function insertTeacher(db: Db, t: TeacherFields & { userId: number }) {
  const rows = await db.insert(teachers).values(t).returning({ id: teachers.id });
  return rows[0]!.id;
}

export async function updateTeacher(
  db: Db,
  id: number,
  t: Partial<TeacherFields> & { userId?: number },
) {
  await db.update(teachers).set(t).where(eq(teachers.id, id));
}

export async function setStatus(db: Db, id: number, status: TeacherStatus) {
  await db.update(teachers).set({ status }).where(eq(teachers.id, id));
}

export async function existingTagIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teacherTags.id })
    .from(teacherTags)
    .where(inArray(teacherTags.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function tagIdsOf(db: Db, teacherId: number) {
  const rows = await db
    .select({ id: teacherTagLinks.tagId })
    .from(teacherTagLinks)
    .where(eq(teacherTagLinks.teacherId, teacherId))
    .orderBy(asc(teacherTagLinks.tagId));
  return rows.map((r) => r.id);
}

export async function replaceTags(db: Db, teacherId: number, tagIds: readonly number[]) {
  await db.delete(teacherTagLinks).where(eq(teacherTagLinks.teacherId, teacherId));
  if (tagIds.length > 0)
    await db.insert(teacherTagLinks).values(tagIds.map((tagId) => ({ teacherId, tagId })));
}

/** The teacher's lessons that hold their slot and start after `now`, earliest first. */
export async function futureLessons(db: Db, teacherId: number, now: Date) {
  return db
    .select({
      id: lessons.id,
      startAt: lessons.startAt,
      endAt: lessons.endAt,
      status: lessons.status,
      studentId: lessons.studentId,
      studentName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username}, '')`,
      studentPhone: users.phone,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.teacherId, teacherId),
        gt(lessons.endAt, now),
        inArray(lessons.status, ['booked', 'in_class']),
      ),
    )
    .orderBy(asc(lessons.startAt), asc(lessons.id))
    .limit(500);
}
