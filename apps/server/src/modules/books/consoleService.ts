import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { foreignKeyViolation } from '../../lib/pgErrors.ts';
import * as repo from './consoleRepository.ts';

/**
 * The console's face of the books module (docs/design/school-texts.md §9): picture books with their pages, and
 * textbooks, every one including hidden ones. Rows hold the Chinese; the caller writes the
 * English beside it (decision 0019) and the audit row in the same transaction. Book texts are
 * plain text (the app shows them as text), so there is nothing to sanitise.
 */

export type { BookPaging, BookRow, PageRow, TextbookRow } from './consoleRepository.ts';

export const pageAllBooks = repo.pageAllBooks;
export const pagesOfBook = repo.pagesOfBook;
export const pageAllTextbooks = repo.pageAllTextbooks;

const noBook = () => notFound('绘本不存在', 'No such picture book');

/** Any book, published or not (2001 when there is none). */
export async function getBook(db: Db, id: number) {
  const book = await repo.findBook(db, id);
  if (!book) throw noBook();
  return book;
}

export interface BookFields {
  title: string;
  summary: string;
  cover: string;
  level: number;
  sort: number;
  pages: { image: string; text: string; audio: string | null; audioDurationMs: number }[];
}

/** A book as the audit log keeps it: the row and its pages. */
export async function bookSnapshot(db: Db, book: repo.BookRow) {
  return { ...book, pages: await repo.pagesOfBook(db, book.id) };
}

/**
 * Creates a book as a draft (hidden: families see it once published) or replaces one's fields and
 * all of its pages, numbered from 1 in the order given. `tx` must be a transaction.
 */
export async function saveBook(tx: Db, id: number | undefined, f: BookFields) {
  if (f.pages.length === 0)
    throw invalid('pages: 绘本至少需要一页', 'pages: a book needs at least one page', 'pages');
  const bad = f.pages.findIndex((p) => !p.audio && p.audioDurationMs > 0);
  if (bad !== -1)
    throw invalid(
      `pages.${bad}.audioDurationMs: 没有音频时长度应为 0`,
      `pages.${bad}.audioDurationMs: must be 0 without audio`,
      `pages.${bad}.audioDurationMs`,
    );
  const { pages, ...fields } = f;
  let before = null;
  let row: repo.BookRow;
  if (id) {
    const locked = await repo.lockBook(tx, id);
    if (!locked) throw noBook();
    before = await bookSnapshot(tx, locked);
    row = await repo.updateBookRow(tx, id, fields);
  } else row = await repo.insertBookRow(tx, { ...fields, status: 'hidden' });
  await repo.replacePages(
    tx,
    row.id,
    pages.map((p, i) => ({ ...p, bookId: row.id, index: i + 1 })),
  );
  return { before, after: await bookSnapshot(tx, row) };
}

export async function setBookPublished(tx: Db, id: number, published: boolean) {
  const before = await repo.lockBook(tx, id);
  if (!before) throw noBook();
  const after = await repo.updateBookRow(tx, id, { status: published ? 'active' : 'hidden' });
  return { before, after };
}

export async function removeBook(tx: Db, id: number) {
  const locked = await repo.lockBook(tx, id);
  if (!locked) throw noBook();
  const before = await bookSnapshot(tx, locked);
  await repo.deleteBookRow(tx, id);
  return before;
}

export interface TextbookFields {
  outlineId: number;
  title: string;
  level: number;
  cover: string;
  pdfUrl: string;
  pageCount: number;
  sort: number;
}

const noTextbook = () => notFound('教材不存在', 'No such textbook');

export async function saveTextbook(tx: Db, id: number | undefined, f: TextbookFields) {
  const before = id ? await repo.lockTextbook(tx, id) : null;
  if (id && !before) throw noTextbook();
  try {
    return { before, after: await repo.upsertTextbookRow(tx, id, f) };
  } catch (err) {
    if (foreignKeyViolation(err) === 'textbooks_outline_id_outline_nodes_id_fk')
      throw invalid('outlineId: 大纲节点不存在', 'outlineId: no such outline node', 'outlineId');
    throw err;
  }
}

export async function removeTextbook(tx: Db, id: number) {
  const before = await repo.lockTextbook(tx, id);
  if (!before) throw noTextbook();
  await repo.deleteTextbookRow(tx, id);
  return before;
}
