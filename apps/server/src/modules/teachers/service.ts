import type { OutputOf } from '@school/contract/endpoint';
import type {
  listTeachers,
  listTeacherReviews,
  sendTeacherMessage,
  teacherDetail,
  teacherReview,
} from '@school/contract/api/teachers';
import type { PageQuery } from '@school/contract/envelope';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { bookableRange } from '../schedule/rules.ts';
import { maskName } from './rules.ts';
import * as repo from './repository.ts';
import { forgetViewerExtras, summaries } from './catalogue.ts';

export { forgetViewerExtras };
export { listTeacherPage, type PreferenceOf } from './catalogue.ts';

const teacherNotFound = () => notFound('老师不存在', 'No such teacher');

async function page(
  db: Db,
  filter: repo.TeacherFilter,
  p: PageQuery,
): Promise<OutputOf<typeof listTeachers>> {
  const rows = await repo.pageTeachers(db, filter, p.pageSize, (p.page - 1) * p.pageSize);
  // The window count rides on the rows; a page past the end needs its own count.
  const total = rows[0]?.total ?? (p.page > 1 ? await repo.countTeachers(db, filter) : 0);
  return { list: summaries(rows), total, page: p.page, pageSize: p.pageSize };
}

/** `teacherCollections/list`: the caller's favourites, most recently added first. */
export async function listFavourites(ctx: AppContext, userId: number, p: PageQuery) {
  const bookable = bookableRange(ctx.clock.now());
  return page(
    ctx.db,
    { bookable, viewerId: userId, favouritesFirst: false, collectedBy: userId },
    p,
  );
}

/** `teacher/view`: one active teacher with intro and video. */
export async function viewTeacher(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
): Promise<z.output<typeof teacherDetail>> {
  const bookable = bookableRange(ctx.clock.now());
  const rows = await repo.pageTeachers(
    ctx.db,
    { id, bookable, viewerId, favouritesFirst: false },
    1,
    0,
    true,
  );
  const row = rows[0];
  if (!row) throw teacherNotFound();
  const [summary] = summaries([row]);
  return { ...summary!, intro: row.intro, videoUrl: row.videoUrl };
}

export async function listTags(db: Db) {
  const list = await repo.allTags(db);
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/** Adds or removes a favourite; idempotent either way. */
export async function setFavourite(
  ctx: AppContext,
  userId: number,
  teacherId: number,
  on: boolean,
) {
  if (on) {
    if (!(await repo.activeTeacherExists(ctx.db, teacherId))) throw teacherNotFound();
    await repo.addCollection(ctx.db, userId, teacherId, ctx.clock.now());
  } else {
    await repo.removeCollection(ctx.db, userId, teacherId);
  }
  await forgetViewerExtras(ctx, userId);
  return { teacherId, collected: on };
}

type ReviewOut = z.output<typeof teacherReview>;

function toReview(r: NonNullable<Awaited<ReturnType<typeof repo.findReview>>>): ReviewOut {
  return {
    id: r.id,
    teacherId: r.teacherId,
    lessonId: r.lessonId,
    stars: r.stars,
    tags: r.tags,
    content: r.content,
    authorName: maskName(r.authorName),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Reviews are public (shown on the teacher's page) with the author's name masked. */
export async function listReviews(
  db: Db,
  input: PageQuery & { teacherId: number },
): Promise<OutputOf<typeof listTeacherReviews>> {
  const { rows, total } = await repo.pageReviews(
    db,
    input.teacherId,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { list: rows.map(toReview), total, page: input.page, pageSize: input.pageSize };
}

export async function viewReview(db: Db, id: number): Promise<ReviewOut> {
  const row = await repo.findReview(db, id);
  if (!row) throw notFound('评价不存在', 'No such review');
  return toReview(row);
}

export async function sendMessage(
  ctx: AppContext,
  userId: number,
  teacherId: number,
  content: string,
): Promise<OutputOf<typeof sendTeacherMessage>> {
  if (!(await repo.activeTeacherExists(ctx.db, teacherId))) throw teacherNotFound();
  const m = await repo.insertMessage(ctx.db, {
    teacherId,
    userId,
    content,
    createdAt: ctx.clock.now(),
  });
  return { id: m.id, createdAt: m.createdAt.toISOString() };
}

/** Account deletion erases the family's favourite teachers and their messages to teachers. */
export const eraseFavouritesAndMessagesOf = (db: Db, userId: number) =>
  repo.deleteCollectionsAndMessagesOf(db, userId);

const notATeacher = () =>
  new AppError(3003, '仅限老师账号使用', 'Only a teacher account can do this');

/**
 * The teacher an account acts for (teacher calls, http/route.ts): the account must have the role
 * `teacher` and a teacher row linked to it (`teachers.user_id`); anything else is 3003. A paused
 * teacher still reaches the desk (their lessons go on); one who left does not.
 */
export async function teacherOfUser(db: Db, user: { id: number; role: string }): Promise<number> {
  if (user.role !== 'teacher') throw notATeacher();
  const id = await repo.teacherIdOfUser(db, user.id);
  if (id === null) throw notATeacher();
  return id;
}
