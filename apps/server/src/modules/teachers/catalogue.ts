import { teacherSummary, type TeacherSummary } from '@school/contract/api/teachers';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bookableRange } from '../schedule/rules.ts';
import { freeRange, ratingOf } from './rules.ts';
import * as repo from './repository.ts';

/**
 * `teacher/list`, the read every visitor makes: the catalogue (the same for everyone, kept in the
 * public reads cache), ranked per class preference (kept too), and a signed-in family's
 * favourites and preference applied on top per request (decision 0017).
 */

export type ListInput = PageQuery & {
  keyword?: string;
  tagId?: number;
  sex?: number;
  nationality?: string;
  freeDate?: string;
  freeFrom?: string;
  freeTo?: string;
  favouritesFirst?: 'true' | 'false';
};

export function summaries(rows: repo.TeacherRow[]): TeacherSummary[] {
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
const catalogueKey = (input: ListInput) =>
  JSON.stringify([
    'list',
    input.keyword || '',
    input.tagId ?? null,
    input.sex ?? null,
    input.nationality || '',
    input.freeDate ?? '',
    input.freeFrom ?? '',
    input.freeTo ?? '',
  ]);

async function catalogue(ctx: AppContext, input: ListInput, now: Date) {
  const bookable = bookableRange(now);
  const free = freeRange(bookable, ctx.config.TIME_ZONE, input);
  if (free === false) return [];
  return ctx.publicCache.get<CatalogueRow[]>('teachers', catalogueKey(input), async () => {
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
 * A family's class preference (上课偏好): the content module keeps the survey, and content depends
 * on teachers (tag options), so the preference comes in from the composition root
 * (modules/index.ts) rather than by importing content here (no cycle, docs/decisions/0011).
 */
export type PreferenceOf = (
  db: Db,
  userId: number,
) => Promise<{ teacherSex: 0 | 1 | 2; tagIds: number[] } | null>;

/**
 * `teacher/list`: filtered, paged; the viewer's favourites first when asked, then (signed in,
 * with a saved preference) teachers of the preferred sex and with more of the preferred style and
 * focus tags; the usual order (sort, rating, id) after. The shared part comes from the cache;
 * the viewer's favourites and preference are two small reads by user, applied here.
 */
export async function listTeacherPage(
  ctx: AppContext,
  input: ListInput,
  viewerId: number | null,
  preferenceOf: PreferenceOf,
) {
  const now = ctx.clock.now();
  const viewer = viewerId ? await viewerExtras(ctx, viewerId, preferenceOf) : null;
  const ranked = await rankedCatalogue(ctx, input, now, viewer?.preference ?? null);
  const favourites = viewer?.favourites ?? new Set<number>();
  // The favourites first (in the ranked order), then the rest: only the favourites' places are
  // looked up and the page is read off the ranked list, so a signed-in page costs the same with
  // 10 teachers or 1,000 (the ranking itself is kept per preference, decision 0017).
  const first =
    input.favouritesFirst === 'true' && viewerId
      ? [...favourites]
          .map((id) => ranked.position.get(id))
          .filter((i): i is number => i !== undefined)
          .sort((a, b) => a - b)
      : [];
  const start = (input.page - 1) * input.pageSize;
  const end = start + input.pageSize;
  const picked: CatalogueRow[] = [];
  for (let i = start; i < Math.min(end, first.length); i++) picked.push(ranked.rows[first[i]!]!);
  const skipped = new Set(first);
  let skip = Math.max(0, start - first.length);
  for (let i = 0; i < ranked.rows.length && picked.length < end - start; i++) {
    if (skipped.has(i)) continue;
    if (skip > 0) skip--;
    else picked.push(ranked.rows[i]!);
  }
  const list = picked.map((r) =>
    favourites.has(r.summary.id) ? { ...r.summary, collected: true } : r.summary,
  );
  return { list, total: ranked.rows.length, page: input.page, pageSize: input.pageSize };
}

interface RankedCatalogue {
  rows: CatalogueRow[];
  /** A teacher's place in `rows`, by id. */
  position: Map<number, number>;
}

/**
 * The catalogue in the order a class preference asks for: teachers of the preferred sex, then
 * those with more of the preferred tags, the usual order (sort, rating, id) among equals. Kept
 * per filter and preference with the catalogue (area teachers): families share a handful of
 * preferences, so the sort runs once per change, not on every signed-in request.
 */
async function rankedCatalogue(
  ctx: AppContext,
  input: ListInput,
  now: Date,
  preference: Awaited<ReturnType<PreferenceOf>>,
): Promise<RankedCatalogue> {
  const sex =
    preference?.teacherSex === 1 || preference?.teacherSex === 2 ? preference.teacherSex : 0;
  const tags = [...new Set(preference?.tagIds ?? [])].sort((a, b) => a - b);
  const key = `ranked|${catalogueKey(input)}|${sex}|${tags.join(',')}`;
  return ctx.publicCache.get('teachers', key, async () => {
    // Read inside the load: a change of the area during it means this ranking is not kept.
    const all = await catalogue(ctx, input, now);
    const keys: ((r: CatalogueRow) => number)[] = [];
    if (sex) keys.push((r) => (r.sex === sex ? 1 : 0));
    if (tags.length > 0) {
      const wanted = new Set(tags);
      keys.push((r) => r.tagIds.filter((t) => wanted.has(t)).length);
    }
    let rows = all;
    if (keys.length > 0) {
      // Array.prototype.sort is stable: ties keep the usual order, as the SQL order did.
      const keyed = all.map((r) => ({ r, k: keys.map((f) => f(r)) }));
      keyed.sort((a, b) => {
        for (let i = 0; i < a.k.length; i++) if (a.k[i] !== b.k[i]) return b.k[i]! - a.k[i]!;
        return 0;
      });
      rows = keyed.map((x) => x.r);
    }
    return { rows, position: new Map(rows.map((r, i) => [r.summary.id, i])) };
  });
}
