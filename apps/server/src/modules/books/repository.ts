import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookPages, books, textbooks } from '../../db/schema/books.ts';

/** Queries of picture books and textbooks; no rules here. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const pageCount =
  sql<number>`(select count(*) from ${bookPages} p where p.book_id = ${books.id})`.mapWith(Number);

/**
 * A book matches a search word in its title, its description or the text of any of its pages
 * ("cat" finds "Kitty and the Ball": "A little cat…"). The school has hundreds of books, not
 * millions: a scan of the active ones is cheap.
 */
function matchesKeyword(keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return or(
    ilike(books.title, like),
    ilike(books.summary, like),
    sql`exists (select 1 from ${bookPages} p where p.book_id = ${books.id} and p.text ilike ${like})`,
  );
}

export interface BookFilter {
  level?: number;
  keyword?: string;
}

export async function pageBooks(db: Db, f: BookFilter, limit: number, offset: number) {
  return db
    .select({
      id: books.id,
      title: books.title,
      cover: books.cover,
      level: books.level,
      summary: books.summary,
      pageCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(books)
    .where(
      and(
        eq(books.status, 'active'),
        f.level !== undefined ? eq(books.level, f.level) : undefined,
        f.keyword ? matchesKeyword(f.keyword) : undefined,
      ),
    )
    .orderBy(asc(books.level), asc(books.sort), asc(books.title), asc(books.id))
    .limit(limit)
    .offset(offset);
}

export async function countBooks(db: Db, f: BookFilter) {
  const rows = await pageBooks(db, f, 1, 0);
  return rows[0]?.total ?? 0;
}

export async function findActiveBook(db: Db, id: number) {
  const [b] = await db
    .select({
      id: books.id,
      title: books.title,
      cover: books.cover,
      level: books.level,
      summary: books.summary,
    })
    .from(books)
    .where(and(eq(books.id, id), eq(books.status, 'active')));
  return b ?? null;
}

export async function pagesOf(db: Db, bookId: number) {
  return db
    .select()
    .from(bookPages)
    .where(eq(bookPages.bookId, bookId))
    .orderBy(asc(bookPages.index));
}

export async function activeLevels(db: Db) {
  const rows = await db
    .selectDistinct({ level: books.level })
    .from(books)
    .where(eq(books.status, 'active'))
    .orderBy(asc(books.level));
  return rows.map((r) => r.level);
}

export async function insertBook(db: Db, row: typeof books.$inferInsert) {
  const [b] = await db.insert(books).values(row).returning();
  return b!;
}

export async function insertPages(db: Db, rows: (typeof bookPages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookPages).values(rows);
}

export async function textbooksOf(db: Db, level?: number) {
  return db
    .select()
    .from(textbooks)
    .where(level !== undefined ? eq(textbooks.level, level) : undefined)
    .orderBy(asc(textbooks.level), asc(textbooks.sort), asc(textbooks.id));
}

export async function insertTextbook(db: Db, row: typeof textbooks.$inferInsert) {
  const [t] = await db.insert(textbooks).values(row).returning();
  return t!;
}
