import type { z } from 'zod';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/books';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as books from '../books/consoleService.ts';
import { chineseForEnglish } from '../i18n/service.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { paging, savedAudit } from './audited.ts';

/**
 * Picture books and textbooks in the console (docs/design/school-texts.md §9): each text as `{ zh, en }`; a save
 * writes the Chinese into the row and the English beside it, audited in one transaction.
 */

type Body<E extends { input: z.ZodType }> = z.output<E['input']>;

export async function listBooks(
  ctx: AppContext,
  i: Body<typeof api.listAdminBooks>,
): Promise<OutputOf<typeof api.listAdminBooks>> {
  const q = i.q ? { like: i.q, titles: await chineseForEnglish(ctx.db, i.q) } : undefined;
  const { rows, total } = await books.pageAllBooks(ctx.db, {
    ...paging(i),
    sort: i.sort ?? 'level',
    order: i.order,
    level: i.level,
    status: i.published ? (i.published === 'yes' ? 'active' : 'hidden') : undefined,
    q,
  });
  const pair = await pairsFor(
    ctx.db,
    rows.flatMap((r) => [r.book.title, r.book.summary]),
  );
  const list = rows.map(({ book, pageCount }) => ({
    id: book.id,
    title: pair(book.title),
    summary: pair(book.summary),
    cover: book.cover,
    level: book.level,
    sort: book.sort,
    published: book.status === 'active',
    pageCount,
  }));
  return { list, total };
}

export async function viewBook(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof api.viewAdminBook>> {
  const found = await books.getBook(ctx.db, id);
  const pages = await books.pagesOfBook(ctx.db, id);
  const pair = await pairsFor(ctx.db, [found.title, found.summary, ...pages.map((p) => p.text)]);
  return {
    id: found.id,
    title: pair(found.title),
    summary: pair(found.summary),
    cover: found.cover,
    level: found.level,
    sort: found.sort,
    published: found.status === 'active',
    pageCount: pages.length,
    pages: pages.map((p) => ({
      image: p.image,
      text: pair(p.text),
      audio: p.audio,
      audioDurationMs: p.audioDurationMs,
    })),
  };
}

export async function saveBook(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminBook>,
) {
  const texts = [i.title, i.summary, ...i.pages.map((p) => p.text)];
  return audited(ctx, actor, texts, async (tx) =>
    savedAudit(
      'book',
      await books.saveBook(tx, i.id, {
        title: i.title.zh,
        summary: i.summary.zh,
        cover: i.cover,
        level: i.level,
        sort: i.sort,
        pages: i.pages.map((p) => ({
          image: p.image,
          text: p.text.zh,
          audio: p.audio,
          audioDurationMs: p.audio ? p.audioDurationMs : 0,
        })),
      }),
    ),
  );
}

export async function publishBook(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.publishAdminBook>,
) {
  return audited(ctx, actor, [], async (tx) => {
    const { before, after } = await books.setBookPublished(tx, i.id, i.published);
    return {
      result: null,
      audit: {
        action: i.published ? 'book.publish' : 'book.unpublish',
        entity: 'book',
        entityId: i.id,
        before: { status: before.status },
        after: { status: after.status },
      },
    };
  });
}

export async function removeBook(ctx: AppContext, actor: StaffActor, id: number) {
  return audited(ctx, actor, [], async (tx) => ({
    result: null,
    audit: {
      action: 'book.delete',
      entity: 'book',
      entityId: id,
      before: await books.removeBook(tx, id),
    },
  }));
}

export async function listTextbooks(
  ctx: AppContext,
  i: Body<typeof api.listAdminTextbooks>,
): Promise<OutputOf<typeof api.listAdminTextbooks>> {
  const { rows, total } = await books.pageAllTextbooks(
    ctx.db,
    { ...paging(i), sort: i.sort ?? 'sort', order: i.order },
    i.outlineId,
  );
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.title),
  );
  const list = rows.map((t) => ({
    id: t.id,
    outlineId: t.outlineId,
    title: pair(t.title),
    level: t.level,
    cover: t.cover,
    pdfUrl: t.pdfUrl,
    pageCount: t.pageCount,
    sort: t.sort,
  }));
  return { list, total };
}

export async function saveTextbook(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminTextbook>,
) {
  const { id, ...fields } = i;
  return audited(ctx, actor, [i.title], async (tx) =>
    savedAudit('textbook', await books.saveTextbook(tx, id, { ...fields, title: i.title.zh })),
  );
}

export async function removeTextbook(ctx: AppContext, actor: StaffActor, id: number) {
  return audited(ctx, actor, [], async (tx) => ({
    result: null,
    audit: {
      action: 'textbook.delete',
      entity: 'textbook',
      entityId: id,
      before: await books.removeTextbook(tx, id),
    },
  }));
}
