import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { ratingOf } from './rules.ts';
import * as repo from './consoleRepository.ts';
import { allTags } from './repository.ts';

/**
 * Teachers as the console edits them (every status). The console module orchestrates the change,
 * its audit row and the teacher's login; this module owns the rows.
 */
export type {
  AdminTeacherFilter,
  AdminTeacherSort,
  TeacherFields,
  TeacherStatus,
} from './consoleRepository.ts';

export const teacherNotFound = () => notFound('老师不存在', 'No such teacher');

function toRow(r: repo.AdminTeacherRow) {
  return {
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    nationality: r.nationality,
    sex: r.sex as 0 | 1 | 2,
    status: r.status,
    tags: r.tags,
    rating: r.reviewCount > 0 ? ratingOf(r.ratingSum, r.reviewCount) : null,
    reviewCount: r.reviewCount,
    finishedLessons: r.finishedLessons,
    phone: r.phone,
    sort: r.sort,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function pageTeachersForConsole(
  db: Db,
  f: repo.AdminTeacherFilter,
  sort: { key?: repo.AdminTeacherSort; desc: boolean },
  page: number,
  pageSize: number,
) {
  const rows = await repo.pageAdminTeachers(db, f, sort, pageSize, (page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await repo.countAdminTeachers(db, f) : 0);
  return { list: rows.map(toRow), total };
}

/** One teacher with the intro (Chinese, as stored) and video; 2001 when there is none. */
export async function teacherForConsole(db: Db, id: number) {
  const r = await repo.findAdminTeacher(db, id);
  if (!r) throw teacherNotFound();
  return { ...toRow(r), videoUrl: r.videoUrl, intro: r.intro, userId: r.userId };
}

export const teacherNationalities = (db: Db) => repo.nationalities(db);

/** Locks the teacher's row for a change; 2001 when there is none. */
export async function lockTeacherForChange(db: Db, id: number) {
  const row = await repo.lockTeacher(db, id);
  if (!row) throw teacherNotFound();
  return { ...row, tagIds: await repo.tagIdsOf(db, id) };
}

async function checkTags(db: Db, tagIds: readonly number[]) {
  const unique = [...new Set(tagIds)];
  const found = await repo.existingTagIds(db, unique);
  const missing = unique.filter((id) => !found.includes(id));
  if (missing.length > 0)
    throw invalid(
      `标签不存在：${missing.join('、')}`,
      `No such tag: ${missing.join(', ')}`,
      'tagIds',
    );
  return unique;
}

/** A new teacher (active, so families see them at once) linked to the login `userId`. */
export async function insertTeacher(
  db: Db,
  t: repo.TeacherFields & { userId: number; tagIds: readonly number[] },
) {
  const tagIds = await checkTags(db, t.tagIds);
  const id = await repo.insertTeacher(db, {
    name: t.name,
    avatar: t.avatar,
    videoUrl: t.videoUrl,
    nationality: t.nationality,
    sex: t.sex,
    intro: t.intro,
    sort: t.sort,
    userId: t.userId,
  });
  await repo.replaceTags(db, id, tagIds);
  return id;
}

/** Replaces a locked teacher's profile and tags. */
export async function updateTeacher(
  db: Db,
  id: number,
  t: repo.TeacherFields & { userId?: number; tagIds: readonly number[] },
) {
  const tagIds = await checkTags(db, t.tagIds);
  const { tagIds: _, ...fields } = t;
  await repo.updateTeacher(db, id, fields);
  await repo.replaceTags(db, id, tagIds);
}

export const setTeacherStatus = (db: Db, id: number, status: repo.TeacherStatus) =>
  repo.setStatus(db, id, status);

/** The teacher's lessons from now on that still hold their slot (booked or in class). */
export async function futureLessonsOf(db: Db, teacherId: number, now: Date) {
  const rows = await repo.futureLessons(db, teacherId, now);
  return rows.map((r) => ({
    id: r.id,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    status: r.status,
    studentId: r.studentId,
    studentName: r.studentName,
    studentPhone: r.studentPhone,
  }));
}

/** Every teacher tag (for the console's filters and form; `teachers.read` suffices). */
export const allTagsForConsole = (db: Db) => allTags(db);
