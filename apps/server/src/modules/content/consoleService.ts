import type { BannerLink } from '@school/contract/api/content';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { FIXED } from './dict.ts';
import * as edit from './consoleRepository.ts';
import { NICKNAME, bannerLinkProblem, initialOf } from './rules.ts';

/**
 * Changes to the school's content made in the console. Each runs in the caller's transaction
 * (where the audit row is written) and answers the row before and after; rich text is sanitised
 * here, links checked here, so no caller can store one unchecked.
 */

export type Paging = edit.Paging;
export const pageBanners = edit.pageBanners;
export const pageNotices = edit.pageNoticesAll;
export const pageFaqs = edit.pageFaqs;
export const pageVideos = edit.pageVideos;
export const pageNicknames = edit.pageNicknamesAll;
export const readIntro = edit.readIntro;

const missing = (what: string, en: string) => notFound(`${what}不存在`, `No such ${en}`);

async function upsert<K extends edit.Table>(
  db: Db,
  table: K,
  id: number | undefined,
  values: (typeof edit.TABLES)[K]['$inferInsert'],
  names: [string, string],
) {
  if (id === undefined) return { before: null, after: await edit.insertRow(db, table, values) };
  const before = await edit.lockRow(db, table, id);
  if (!before) throw missing(...names);
  return { before, after: await edit.updateRow(db, table, id, values) };
}

/** Removes a row; answers what it was (for the audit). */
export async function removeContent(db: Db, table: edit.Table, id: number) {
  const before = await edit.lockRow(db, table, id);
  if (!before) throw missing('内容', 'item');
  await edit.deleteRow(db, table, id);
  return before;
}

export interface BannerFields {
  position: string;
  title: string;
  image: string;
  link: BannerLink;
  sort: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export async function saveBanner(
  db: Db,
  id: number | undefined,
  b: BannerFields,
  hosts: readonly string[],
) {
  const problem = bannerLinkProblem(b.link, hosts);
  if (problem) throw invalid(`横幅链接无效：${problem}`, `Invalid banner link: ${problem}`, 'link');
  return upsert(
    db,
    'banners',
    id,
    {
      position: b.position,
      title: b.title,
      image: b.image,
      linkType: b.link.type,
      linkTarget: b.link.type === 'none' ? null : b.link.target,
      sort: b.sort,
      status: b.active ? 'active' : 'hidden',
      startsAt: b.startsAt,
      endsAt: b.endsAt,
    },
    ['横幅', 'banner'],
  );
}

export async function saveNotice(
  db: Db,
  id: number | undefined,
  n: { title: string; content: string; publishedAt: Date },
) {
  const values = { ...n, content: sanitizeRichText(n.content) };
  return upsert(db, 'notices', id, values, ['通知', 'notice']);
}

export async function saveFaq(
  db: Db,
  id: number | undefined,
  f: { category: string; question: string; answer: string; sort: number },
) {
  const values = { ...f, answer: sanitizeRichText(f.answer) };
  return upsert(db, 'faqs', id, values, ['问题', 'FAQ entry']);
}

/**
 * A highlight video; `published` keeps the time it was first published (families' order stays),
 * and withdrawing makes it a draft again.
 */
export async function saveVideo(
  db: Db,
  id: number | undefined,
  v: {
    title: string;
    cover: string;
    videoUrl: string;
    durationMs: number;
    sort: number;
    published: boolean;
  },
  now: Date,
) {
  const { published, ...rest } = v;
  const before = id === undefined ? null : await edit.lockRow(db, 'highlightVideos', id);
  const publishedAt = published ? (before?.publishedAt ?? now) : null;
  return upsert(db, 'highlightVideos', id, { ...rest, publishedAt }, ['视频', 'video']);
}

export async function saveNickname(
  db: Db,
  id: number | undefined,
  n: { name: string; sex: number },
) {
  if (!NICKNAME.test(n.name))
    throw invalid(`英文名无效：${n.name}`, `Invalid name: ${n.name}`, 'name');
  return upsert(db, 'nicknames', id, { name: n.name, sex: n.sex, initial: initialOf(n.name) }, [
    '英文名',
    'name',
  ]);
}

/** About us: sanitised here; the brand's other fields are not touched. */
export async function saveIntro(db: Db, intro: string, now: Date) {
  const before = await edit.readIntro(db);
  const after = (await edit.updateIntro(db, sanitizeRichText(intro), now)).intro;
  return { before, after };
}

/**
 * The option lists held in code (dictData's sex, teacher sex, cancel reasons, feedback types):
 * their values are codes the app and server share, so the console edits only their English.
 */
export function fixedDictOptions() {
  return Object.entries(FIXED).flatMap(([type, list]) =>
    (list ?? []).map((o) => ({ type, value: o.value, label: o.label })),
  );
}
