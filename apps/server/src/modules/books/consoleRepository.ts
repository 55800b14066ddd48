import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import { bookPages, books, textbooks } from '../../db/schema/books.ts';

/** The console's queries of picture books and textbooks: hidden ones included; no rules here. */

export type BookRow = typeof books.$inferSelect;
export type PageRow = typeof bookPages.$inferSelect;
export type TextbookRow = typeof textbooks.$inferSelect;

export interface BookPaging {
  limit: number;
  offset: number;
  sort: 'sort' | 'level' | 'id';
  order?: 'ascend' | 'descend';
  level?: number;
  status?: 'active' | 'hidden';
  /** Titles containing this, or whose Chinese is one of `titles` (found by their English). */
  q?: { like: string; titles: string[] };
}

const pageCount =
  sql<number>`(select count(*) from ${bookPages} p where p.book_id = ${books.id})`.mapWith(Number);

export async function pageAllBooks(db: Db, p: BookPaging) {
  const escaped = p.q ? `%${p.q.like.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  const where = and(
    p.level !== undefined ? eq(books.level, p.level) : undefined,
    p.status ? eq(books.status, p.status) : undefined,
    p.q
      ? or(
          ilike(books.title, escaped),
          p.q.titles.length ? inArray(books.title, p.q.titles) : undefined,
        )
      : undefined,
  );
  const dir = p.order === 'descend' ? desc : asc;
  const order: SQL[] =
    p.sort === 'level' ? [dir(books.level), asc(books.sort)] : [dir(books[p.sort])];
  return withTotal(
    db
      .select({ book: books, pageCount })
      .from(books)
      .where(where)
      .orderBy(...order, asc(books.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(books).where(where),
  );
}

/** A book locked for a change (concurrent saves of one book apply one after the other). */
export async function lockBook(db: Db, id: number) {
  const [b] = await db.select().from(books).where(eq(books.id, id)).for('update');
  return b ?? null;
}

export async function findBook(db: Db, id: number) {
  const [b] = await db.select().from(books).where(eq(books.id, id));
  return b ?? null;
}

export async function pagesOfBook(db: Db, id: number) {
  return db.select().from(bookPages).where(eq(bookPages.bookId, id)).orderBy(asc(bookPages.index));
}

export async function insertBookRow(db: Db, row: typeof books.$inferInsert) {
  const [b] = await db.insert(books).values(row).returning();
  return b!;
}

export async function updateBookRow(db: Db, id: number, row: Partial<typeof books.$inferInsert>) {
  const [b] = await db.update(books).set(row).where(eq(books.id, id)).returning();
  return b!;
}

export async function replacePages(db: Db, id: number, rows: (typeof bookPages.$inferInsert)[]) {
  await db.delete(bookPages).where(eq(bookPages.bookId, id));
  if (rows.length > 0) await db.insert(bookPages).values(rows);
}

export async function deleteBookRow(db: Db, id: number) {
  await db.delete(books).where(eq(books.id, id));
}

export async function pageAllTextbooks(
  db: Db,
  p: { limit: number; offset: number; sort: 'sort' | 'id'; order?: 'ascend' | 'descend' },
  outlineId?: number,
) {
  const where = outlineId !== undefined ? eq(textbooks.outlineId, outlineId) : undefined;
  const dir = p.order === 'descend' ? desc : asc;
  return withTotal(
    db
      .select()
      .from(textbooks)
      .where(where)
      .orderBy(dir(textbooks[p.sort]), asc(textbooks.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(textbooks).where(where),
  );
}

export async function lockTextbook(db: Db, id: number) {
  const [t] = await db.select().from(textbooks).where(eq(textbooks.id, id)).for('update');
  return t ?? null;
}

export async function upsertTextbookRow(
  db: Db,
  id: number | undefined,
  row: typeof textbooks.$inferInsert,
) {
  const [t] = id
    ? await db.update(textbooks).set(row).where(eq(textbooks.id, id)).returning()
    : await db.insert(textbooks).values(row).returning();
  return t!;
}

export async function deleteTextbookRow(db: Db, id: number) {
  await db.delete(textbooks).where(eq(textbooks.id, id));
}
