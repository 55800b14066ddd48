import type { z } from 'zod';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/texts';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as content from '../content/consoleService.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { richPair } from './audited.ts';

/**
 * The console's texts (docs/design/school-texts.md §9): each list answers its texts as `{ zh, en }`, each save writes
 * the Chinese into the row and the English beside it, sanitised and audited in one transaction.
 * Teacher tags, dictionary options and about us are in moreTextsService.ts.
 */

export type Body<E extends { input: z.ZodType }> = z.output<E['input']>;
type Out<E> = OutputOf<E>;
export const paging = (i: { page: number; pageSize: number; order?: 'ascend' | 'descend' }) => ({
  limit: i.pageSize,
  offset: (i.page - 1) * i.pageSize,
  order: i.order,
});
const iso = (d: Date | null) => (d ? d.toISOString() : null);
export type Table = 'banners' | 'notices' | 'faqs' | 'highlightVideos' | 'nicknames';
const ENTITY: Record<Table, string> = {
  banners: 'banner',
  notices: 'notice',
  faqs: 'faq',
  highlightVideos: 'highlightVideo',
  nicknames: 'nickname',
};

function saved<T extends { id: number }>(table: Table, r: { before: T | null; after: T }) {
  const entity = ENTITY[table];
  return {
    result: { id: r.after.id },
    audit: {
      action: `${entity}.${r.before ? 'edit' : 'create'}`,
      entity,
      entityId: r.after.id,
      before: r.before,
      after: r.after,
    },
  };
}

export async function remove(ctx: AppContext, actor: StaffActor, table: Table, id: number) {
  return audited(ctx, actor, [], async (tx) => {
    const before = await content.removeContent(tx, table, id);
    const entity = ENTITY[table];
    return { result: null, audit: { action: `${entity}.delete`, entity, entityId: id, before } };
  });
}

export async function listBanners(
  ctx: AppContext,
  i: Body<typeof api.listAdminBanners>,
): Promise<Out<typeof api.listAdminBanners>> {
  const { rows, total } = await content.pageBanners(
    ctx.db,
    paging(i),
    i.sort ?? 'sort',
    i.position,
  );
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.title),
  );
  const list = rows.map((b) => ({
    id: b.id,
    position: b.position as 'home',
    title: pair(b.title),
    image: b.image,
    link:
      b.linkType === 'none'
        ? { type: 'none' as const, target: null }
        : { type: b.linkType, target: b.linkTarget ?? '' },
    sort: b.sort,
    active: b.status === 'active',
    startsAt: iso(b.startsAt),
    endsAt: iso(b.endsAt),
  }));
  return { list, total };
}

export async function saveBanner(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminBanner>,
) {
  return audited(ctx, actor, [i.title], async (tx) =>
    saved(
      'banners',
      await content.saveBanner(
        tx,
        i.id,
        {
          ...i,
          title: i.title.zh,
          startsAt: i.startsAt ? new Date(i.startsAt) : null,
          endsAt: i.endsAt ? new Date(i.endsAt) : null,
        },
        ctx.config.WEBVIEW_ALLOWED_HOSTS,
      ),
    ),
  );
}

export async function listNotices(
  ctx: AppContext,
  i: Body<typeof api.listAdminNotices>,
): Promise<Out<typeof api.listAdminNotices>> {
  // Newest first unless asked otherwise.
  const order = i.order ?? (i.sort ? 'ascend' : 'descend');
  const { rows, total } = await content.pageNotices(
    ctx.db,
    { ...paging(i), order },
    i.sort ?? 'publishedAt',
  );
  const pair = await pairsFor(
    ctx.db,
    rows.flatMap((r) => [r.title, r.content]),
  );
  const list = rows.map((n) => ({
    id: n.id,
    title: pair(n.title),
    content: pair(n.content),
    publishedAt: n.publishedAt.toISOString(),
  }));
  return { list, total };
}

export async function saveNotice(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminNotice>,
) {
  const body = richPair(i.content);
  return audited(ctx, actor, [i.title, body], async (tx) =>
    saved(
      'notices',
      await content.saveNotice(tx, i.id, {
        title: i.title.zh,
        content: body.zh,
        publishedAt: new Date(i.publishedAt),
      }),
    ),
  );
}

export async function listFaqs(
  ctx: AppContext,
  i: Body<typeof api.listAdminFaqs>,
): Promise<Out<typeof api.listAdminFaqs>> {
  const { rows, total } = await content.pageFaqs(ctx.db, paging(i), i.sort ?? 'sort');
  const pair = await pairsFor(
    ctx.db,
    rows.flatMap((r) => [r.category, r.question, r.answer]),
  );
  const list = rows.map((f) => ({
    id: f.id,
    category: pair(f.category),
    question: pair(f.question),
    answer: pair(f.answer),
    sort: f.sort,
  }));
  return { list, total };
}

export async function saveFaq(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminFaq>,
) {
  const answer = richPair(i.answer);
  return audited(ctx, actor, [i.category, i.question, answer], async (tx) =>
    saved(
      'faqs',
      await content.saveFaq(tx, i.id, {
        category: i.category.zh,
        question: i.question.zh,
        answer: answer.zh,
        sort: i.sort,
      }),
    ),
  );
}

export async function listVideos(
  ctx: AppContext,
  i: Body<typeof api.listAdminVideos>,
): Promise<Out<typeof api.listAdminVideos>> {
  const { rows, total } = await content.pageVideos(ctx.db, paging(i), i.sort ?? 'sort');
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.title),
  );
  const list = rows.map((v) => ({
    id: v.id,
    title: pair(v.title),
    cover: v.cover,
    videoUrl: v.videoUrl,
    durationMs: v.durationMs,
    sort: v.sort,
    publishedAt: iso(v.publishedAt),
  }));
  return { list, total };
}

export async function saveVideo(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminVideo>,
) {
  return audited(ctx, actor, [i.title], async (tx) =>
    saved(
      'highlightVideos',
      await content.saveVideo(tx, i.id, { ...i, title: i.title.zh }, ctx.clock.now()),
    ),
  );
}

export async function listNicknames(
  ctx: AppContext,
  i: Body<typeof api.listAdminNicknames>,
): Promise<Out<typeof api.listAdminNicknames>> {
  const { rows, total } = await content.pageNicknames(ctx.db, paging(i), i.sort ?? 'name', i.q);
  return {
    list: rows.map((n) => ({ id: n.id, name: n.name, sex: n.sex as 0 | 1 | 2 })),
    total,
  };
}

export async function saveNickname(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminNickname>,
) {
  return audited(ctx, actor, [], async (tx) =>
    saved('nicknames', await content.saveNickname(tx, i.id, i)),
  );
}
