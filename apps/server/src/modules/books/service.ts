import type { OutputOf } from '@school/contract/endpoint';
import type { listBooks, viewBook } from '@school/contract/api/books';
import type { PageQuery } from '@school/contract/envelope';
import type { OutlineNodeOut } from '@school/contract/api/outline';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { listOutlineTree } from '../outline/service.ts';
import * as repo from './repository.ts';

/** Picture books (绘本) and textbooks: reads for the app and the one way each is stored. */

/** `tkBooks/list`: by level, then the school's order; filter by level and title keyword. */
export async function listBookPage(
  db: Db,
  input: PageQuery & { level?: number; keyword?: string },
): Promise<OutputOf<typeof listBooks>> {
  const filter = { level: input.level, keyword: input.keyword || undefined };
  const rows = await repo.pageBooks(db, filter, input.pageSize, (input.page - 1) * input.pageSize);
  // The window count rides on the rows; a page past the end needs its own count.
  const total = rows[0]?.total ?? (input.page > 1 ? await repo.countBooks(db, filter) : 0);
  return {
    list: rows.map(({ total: _total, ...b }) => b),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** `tkBooks/view`: a listed book with its pages in order. */
export async function viewBookDetail(db: Db, id: number): Promise<OutputOf<typeof viewBook>> {
  const book = await repo.findActiveBook(db, id);
  if (!book) throw notFound('绘本不存在', 'No such picture book');
  const pages = (await repo.pagesOf(db, id)).map((p) => ({
    index: p.index,
    image: p.image,
    text: p.text,
    audio: p.audio,
    audioDurationMs: p.audioDurationMs,
  }));
  return {
    ...book,
    pageCount: pages.length,
    totalDurationMs: pages.reduce((sum, p) => sum + p.audioDurationMs, 0),
    pages,
  };
}

/** The `bookLevel` options of dictData: the levels that have books. */
export async function bookLevelOptions(db: Db) {
  return (await repo.activeLevels(db)).map((level) => ({ value: level, label: `Level ${level}` }));
}

export interface BookInput {
  title: string;
  cover: string;
  level: number;
  summary: string;
  sort?: number;
  pages: { image: string; text: string; audio: string | null; audioDurationMs: number }[];
}

/** Stores a book with its pages, numbered from 1 in the given order. Plain text, never HTML. */
export async function createBook(db: Db, input: BookInput) {
  if (input.pages.length === 0) throw invalid('绘本至少需要一页', 'A book needs at least one page');
  if (input.pages.some((p) => p.audioDurationMs < 0 || (!p.audio && p.audioDurationMs > 0)))
    throw invalid('音频时长无效', 'Invalid audio duration');
  return db.transaction(async (tx) => {
    const { pages, ...book } = input;
    const row = await repo.insertBook(tx, { ...book, sort: book.sort ?? 0 });
    await repo.insertPages(
      tx,
      pages.map((p, i) => ({ ...p, bookId: row.id, index: i + 1 })),
    );
    return row;
  });
}

/** Ids of the outline nodes families see (a hidden node hides everything under it). */
async function visibleOutlineIds(db: Db) {
  const ids = new Set<number>();
  const walk = (nodes: OutlineNodeOut[]) =>
    nodes.forEach((n) => {
      ids.add(n.id);
      walk(n.children);
    });
  walk((await listOutlineTree(db)).list);
  return ids;
}

/** `textbook/list`: a textbook filed under a hidden outline node is hidden with it. */
export async function listTextbooks(db: Db, level?: number) {
  const rows = await repo.textbooksOf(db, level);
  const visible = rows.some((t) => t.outlineId !== null) ? await visibleOutlineIds(db) : null;
  const shown = rows.filter((t) => t.outlineId === null || visible!.has(t.outlineId));
  const list = shown.map((t) => ({
    id: t.id,
    title: t.title,
    level: t.level,
    cover: t.cover,
    pdfUrl: t.pdfUrl,
    pageCount: t.pageCount,
  }));
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/**
 * The courseware a newly booked lesson gets (its classroom shows the PDF's pages): the school's
 * first textbook, lowest level first; null while there is none.
 */
export async function defaultCoursewareUrl(db: Db): Promise<string | null> {
  const [first] = await repo.textbooksOf(db);
  return first?.pdfUrl ?? null;
}

export async function createTextbook(
  db: Db,
  input: { title: string; level: number; cover: string; pdfUrl: string; pageCount: number },
) {
  return repo.insertTextbook(db, input);
}
