import type { BannerLink, HomeBootContent, School } from '@school/contract/api/content';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { currentLegalVersions } from './brandService.ts';
import { NICKNAME, bannerLinkOut, bannerLinkProblem, initialOf } from './rules.ts';
import * as repo from './repository.ts';
import { shownBrandImage } from './brandImages.ts';

/**
 * The school's content: reads for the app, and the one way each item is stored (demo data now,
 * an admin later): links validated, rich text sanitised.
 */

const page = <T>(list: T[], total: number, p: PageQuery) => ({
  list,
  total,
  page: p.page,
  pageSize: p.pageSize,
});
const whole = <T>(list: T[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: Math.max(list.length, 1),
});
const iso = (d: Date) => d.toISOString();

/** `adv/list` */
export async function listBanners(ctx: AppContext, position: string) {
  const hosts = ctx.config.WEBVIEW_ALLOWED_HOSTS;
  const rows = await repo.activeBanners(ctx.db, position, ctx.clock.now());
  return whole(
    rows.map((b) => ({
      id: b.id,
      image: b.image,
      title: b.title,
      link: bannerLinkOut(b.linkType, b.linkTarget, hosts),
    })),
  );
}

/**
 * The public content index.html carries for the home tab's first paint (http/indexPage.ts): the
 * home banners and the latest notice's title, as `adv/list` and `notice/list` give them.
 */
export async function homeBootContent(ctx: AppContext): Promise<HomeBootContent> {
  const [banners, notices] = await Promise.all([
    listBanners(ctx, 'home'),
    listNotices(ctx, { page: 1, pageSize: 1 }),
  ]);
  const latest = notices.list[0];
  return {
    banners,
    latestNotice: latest ? { id: latest.id, title: latest.title } : null,
    school: await bootSchool(ctx),
  };
}

/**
 * The brand the app needs before any call answers (the login screen's name and ICP number, the
 * main colour, the zone of every time shown), in both languages: index.html is one page for all.
 */
async function bootSchool(ctx: AppContext): Promise<HomeBootContent['school']> {
  const s = await viewSchool(ctx);
  const zh = { name: s.name, shortName: s.shortName };
  const en = await ctx.schoolTexts.localize(zh, 'en');
  const pair = (k: keyof typeof zh) => ({ zh: zh[k], en: en[k] === zh[k] ? '' : en[k] });
  return {
    name: pair('name'),
    shortName: pair('shortName'),
    logo: s.logo,
    mainColor: s.mainColor,
    icpNumber: s.icpNumber,
    timeZone: s.timeZone,
  };
}

export interface BannerInput {
  position?: string;
  title: string;
  image: string;
  link: { type: BannerLink['type']; target?: string | null };
  sort?: number;
}

/** Stores a banner; its link is checked against the routes and WEBVIEW_ALLOWED_HOSTS (1001). */
export async function createBanner(ctx: AppContext, input: BannerInput, db: Db = ctx.db) {
  const problem = bannerLinkProblem(input.link, ctx.config.WEBVIEW_ALLOWED_HOSTS);
  if (problem) throw invalid(`横幅链接无效：${problem}`, `Invalid banner link: ${problem}`);
  const type = input.link.type;
  return repo.insertBanner(db, {
    position: input.position ?? 'home',
    title: input.title,
    image: input.image,
    linkType: type,
    linkTarget: type === 'none' ? null : input.link.target!,
    sort: input.sort ?? 0,
  });
}

/** `notice/list`: published notices, newest first. */
export async function listNotices(ctx: AppContext, p: PageQuery) {
  const { rows, total } = await repo.pageNotices(
    ctx.db,
    ctx.clock.now(),
    p.pageSize,
    (p.page - 1) * p.pageSize,
  );
  const list = rows.map((n) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    publishedAt: iso(n.publishedAt),
  }));
  return page(list, total, p);
}

export async function createNotice(
  db: Db,
  input: { title: string; content: string; publishedAt: Date },
) {
  return repo.insertNotice(db, { ...input, content: sanitizeRichText(input.content) });
}

/** `faq/list` */
export async function listFaqs(db: Db) {
  const rows = await repo.allFaqs(db);
  return whole(
    rows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: f.answer })),
  );
}

export async function createFaq(
  db: Db,
  input: { category: string; question: string; answer: string; sort?: number },
) {
  return repo.insertFaq(db, { ...input, answer: sanitizeRichText(input.answer) });
}

/**
 * `userAgreement/list`, `protectionPolicy/list`: the version guardians accept now (the newest
 * published, brandService.ts) comes first.
 */
export async function listLegalDocuments(db: Db, kind: 'agreement' | 'privacy', version?: string) {
  const current = (await currentLegalVersions(db))[kind];
  const rows = await repo.legalDocumentsOf(db, kind, current, version);
  return whole(
    rows.map((d) => ({
      id: d.id,
      kind: d.kind,
      version: d.version,
      title: d.title,
      content: d.content,
      current: d.version === current,
      updatedAt: iso(d.updatedAt),
    })),
  );
}

export async function saveLegalDocument(
  db: Db,
  input: {
    kind: 'agreement' | 'privacy';
    version: string;
    title: string;
    content: string;
    updatedAt: Date;
  },
) {
  return repo.upsertLegalDocument(db, { ...input, content: sanitizeRichText(input.content) });
}

/** `aboutUss/view`: the school; empty strings until the school has set its details. */
export async function viewSchool(ctx: AppContext): Promise<School> {
  const s = await repo.findSchool(ctx.db);
  // What was stored before the brand's pictures were checked is not shown unless it passes now.
  const images = { storage: ctx.storage, hosts: ctx.config.BRAND_IMAGE_HOSTS };
  return {
    name: s?.name ?? '',
    logo: shownBrandImage(s?.logo, images),
    slogan: s?.slogan ?? '',
    intro: s?.intro ?? '',
    phone: s?.phone ?? '',
    email: s?.email ?? '',
    address: s?.address ?? '',
    wechat: s?.wechat ?? '',
    shortName: s?.shortName || s?.name || '',
    mainColor: s?.mainColor ?? '',
    serviceQr: shownBrandImage(s?.serviceQr, images),
    icpNumber: s?.icpNumber ?? '',
    timeZone: s?.timeZone ?? ctx.config.TIME_ZONE,
    webviewHosts: [...ctx.config.WEBVIEW_ALLOWED_HOSTS],
    updatedAt: s ? iso(s.updatedAt) : null,
  };
}

export async function hasSchool(db: Db) {
  return (await repo.findSchool(db)) !== null;
}

type Brand = 'shortName' | 'mainColor' | 'serviceQr' | 'icpNumber';
export type SchoolInput = Omit<School, 'webviewHosts' | 'updatedAt' | 'timeZone' | Brand> &
  Partial<Pick<School, Brand>> & {
    /** null or absent: the server's TIME_ZONE. */
    timeZone?: string | null;
  };

export async function saveSchool(db: Db, input: SchoolInput, now: Date) {
  return repo.upsertSchool(db, { ...input, intro: sanitizeRichText(input.intro), updatedAt: now });
}

/** `nickname/list`: A to Z; a sex filter includes the names that suit both. */
export async function listNicknames(db: Db, input: PageQuery & { sex?: number; initial?: string }) {
  const { rows, total } = await repo.pageNicknames(
    db,
    { sex: input.sex, initial: input.initial },
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  const list = rows.map((n) => ({
    id: n.id,
    name: n.name,
    sex: n.sex as 0 | 1 | 2,
    initial: n.initial,
  }));
  return page(list, total, input);
}

/** Adds suggested names (a name already there is kept as it is). */
export async function addNicknames(db: Db, names: { name: string; sex: 0 | 1 | 2 }[]) {
  for (const n of names)
    if (!NICKNAME.test(n.name)) throw invalid(`英文名无效：${n.name}`, `Invalid name: ${n.name}`);
  await repo.insertNicknames(
    db,
    names.map((n) => ({ name: n.name, sex: n.sex, initial: initialOf(n.name) })),
  );
}

/** `liveRoom/wonderfulList` */
export async function listHighlightVideos(ctx: AppContext, p: PageQuery) {
  const { rows, total } = await repo.pageHighlightVideos(
    ctx.db,
    ctx.clock.now(),
    p.pageSize,
    (p.page - 1) * p.pageSize,
  );
  const list = rows.map((v) => ({
    id: v.id,
    title: v.title,
    cover: v.cover,
    videoUrl: v.videoUrl,
    durationMs: v.durationMs,
    // Only published videos are listed (the query asks for published_at <= now).
    publishedAt: iso(v.publishedAt!),
  }));
  return page(list, total, p);
}

export async function createHighlightVideo(
  db: Db,
  input: { title: string; cover: string; videoUrl: string; durationMs: number; publishedAt: Date },
) {
  return repo.insertHighlightVideo(db, input);
}
