import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { outlineNodes } from './outline.ts';

/** A picture book (绘本). Hidden books are not listed. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    level: smallint('level').notNull(),
    summary: text('summary').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
  },
  (t) => [
    index('books_list_idx').on(t.status, t.level, t.sort),
    check('books_level_check', sql`${t.level} between 1 and 20`),
  ],
);

/** One page of a book: picture, plain text read aloud, its audio clip and the clip's length. */
export const bookPages = pgTable(
  'book_pages',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    index: smallint('index').notNull(),
    image: text('image').notNull(),
    text: text('text').notNull().default(''),
    audio: text('audio'),
    audioDurationMs: integer('audio_duration_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'book_pages_pkey', columns: [t.bookId, t.index] }),
    check('book_pages_index_check', sql`${t.index} >= 1`),
    check('book_pages_duration_check', sql`${t.audioDurationMs} >= 0`),
  ],
);

/**
 * Course textbooks as PDF files (查看教材). A textbook may belong to an outline node (the console
 * files it there); families do not see it while that node is hidden (status 2).
 */
export const textbooks = pgTable(
  'textbooks',
  {
    id: serial('id').primaryKey(),
    outlineId: integer('outline_id').references((): AnyPgColumn => outlineNodes.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    cover: text('cover').notNull(),
    pdfUrl: text('pdf_url').notNull(),
    pageCount: integer('page_count').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('textbooks_level_idx').on(t.level, t.sort),
    index('textbooks_outline_idx').on(t.outlineId),
  ],
);
