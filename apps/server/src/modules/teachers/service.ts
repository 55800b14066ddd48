import type { OutputOf } from '@school/contract/endpoint';
import { teacherSummary } from '@school/contract/api/teachers';
import type {
  listTeachers,
  listTeacherReviews,
  sendTeacherMessage,
  TeacherSummary,
  teacherDetail,
  teacherReview,
} from '@school/contract/api/teachers';
import type { PageQuery } from '@school/contract/envelope';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { bookableRange } from '../schedule/rules.ts';
import { freeRange, maskName, ratingOf } from './rules.ts';
import * as repo from './repository.ts';

const teacherNotFound = () => notFound('老师不存在', 'No such teacher');

type ListInput = PageQuery & {
  keyword?: string;
  tagId?: number;
  sex?: number;
  nationality?: string;
  freeDate?: string;
  freeFrom?: string;
  freeTo?: string;
  favouritesFirst?: 'true' | 'false';
};

function summaries(rows: repo.TeacherRow[]): TeacherSummary[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    nationality: r.nationality,
    sex: r.sex as 0 | 1 | 2,
    tags: r.tags,
    rating: ratingOf(r.ratingSum, r.reviewCount),
    reviewCount: r.reviewCount,
    finishedLessons: r.finishedLessons,
    collected: r.collected,
    nextFreeAt: r.nextFreeAt ? r.nextFreeAt.toISOString() : null,
  }));
}

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

interface CatalogueRow {
  summary: TeacherSummary;
  sex: number;
  tagIds: number[];
}

/**
 * Every active teacher that matches the filters, in the usual order (sort, rating, id), the
 * same for every visitor: kept in the public cache (area teachers) until a booking, a plan or a
 * review changes it or the half hour ends (the next free slot moves only on :00 and :30).
 */
async function catalogue(ctx: AppContext, input: ListInput, now: Date) {
  const bookable = bookableRange(now);
  const free = freeRange(bookable, ctx.config.TIME_ZONE, input);
  if (free === false) return [];
  const key = JSON.stringify([
    'list',
    input.keyword || '',
    input.tagId ?? null,
    input.sex ?? null,
    input.nationality || '',
    input.freeDate ?? '',
    input.freeFrom ?? '',
    input.freeTo ?? '',
  ]);
  return ctx.publicCache.get<CatalogueRow[]>('teachers', key, async () => {
    const filter: repo.TeacherFilter = {
      keyword: input.keyword || undefined,
      tagId: input.tagId,
      sex: input.sex,
      nationality: input.nationality || undefined,
      freeBetween: free ?? undefined,
      bookable,
      viewerId: null,
      favouritesFirst: false,
    };
    const rows = await repo.pageTeachers(ctx.db, filter, repo.ALL_TEACHERS, 0);
    // Checked against the output schema once here, as kept (extra keys dropped): the signed-in
    // answers built from these rows are sent without the schema (http/route.ts, perViewer).
    return summaries(rows).map((summary, i) => ({
      summary: teacherSummary.parse(summary),
      sex: rows[i]!.sex,
      tagIds: rows[i]!.tags.map((t) => t.id),
    }));
  });
}

/**
 * A family's favourites and class preference (上课偏好, which ranks matching teachers first),
 * kept like the catalogue (area viewers, by user) and dropped when the family changes either.
 */
function viewerExtras(ctx: AppContext, userId: number, preferenceOf: PreferenceOf) {
  return ctx.publicCache.get('viewers', String(userId), async () => {
    const [favourites, preference] = await Promise.all([
      repo.favouriteIds(ctx.db, userId),
      preferenceOf(ctx.db, userId),
    ]);
    return { favourites, preference };
  });
}

/** The family's favourites or preference changed: drop what `viewerExtras` kept, on every copy. */
export const forgetViewerExtras = (ctx: AppContext, userId: number) =>
  ctx.publicCache.invalidateKey('viewers', String(userId));

/**
 * `teacher/list`: filtered, paged; the viewer's favourites first when asked, then (signed in,
 * with a saved preference) teachers of the preferred sex and with more of the preferred style and
 * focus tags; the usual order (sort, rating, id) after. The shared part comes from the cache;
 * the viewer's favourites and preference are two small reads by user, applied here.
 */
/**
 * A family's class preference (上课偏好): the content module keeps the survey, and content depends
 * on teachers (tag options), so the preference comes in from the composition root
 * (modules/index.ts) rather than by importing content here (no cycle, docs/decisions/0011).
 */
export type PreferenceOf = (
  db: Db,
  userId: number,
) => Promise<{ teacherSex: 0 | 1 | 2; tagIds: number[] } | null>;

export async function listTeacherPage(
  ctx: AppContext,
  input: ListInput,
  viewerId: number | null,
  preferenceOf: PreferenceOf,
) {
  const now = ctx.clock.now();
  const [all, viewer] = await Promise.all([
    catalogue(ctx, input, now),
    viewerId ? viewerExtras(ctx, viewerId, preferenceOf) : null,
  ]);
  const favourites = viewer?.favourites ?? new Set<number>();
  const preference = viewer?.preference ?? null;
  let rows = all;
  const keys: ((r: CatalogueRow) => number)[] = [];
  if (input.favouritesFirst === 'true' && viewerId)
    keys.push((r) => (favourites.has(r.summary.id) ? 1 : 0));
  if (preference?.teacherSex === 1 || preference?.teacherSex === 2)
    keys.push((r) => (r.sex === preference.teacherSex ? 1 : 0));
  if (preference && preference.tagIds.length > 0) {
    const wanted = new Set(preference.tagIds);
    keys.push((r) => r.tagIds.filter((t) => wanted.has(t)).length);
  }
  if (keys.length > 0) {
    // Array.prototype.sort is stable: ties keep the usual order, as the SQL order did.
    const ranked = all.map((r) => ({ r, k: keys.map((f) => f(r)) }));
    ranked.sort((a, b) => {
      for (let i = 0; i < a.k.length; i++) if (a.k[i] !== b.k[i]) return b.k[i]! - a.k[i]!;
      return 0;
    });
    rows = ranked.map((x) => x.r);
  }
  const start = (input.page - 1) * input.pageSize;
  const list = rows
    .slice(start, start + input.pageSize)
    .map((r) => (favourites.has(r.summary.id) ? { ...r.summary, collected: true } : r.summary));
  return { list, total: rows.length, page: input.page, pageSize: input.pageSize };
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
