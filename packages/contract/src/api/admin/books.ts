import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { biText } from './bilingual.ts';

/** Picture books and textbooks in the console (docs/design/school-texts.md §9), texts in Chinese and English. */

const tags = ['console'];
const saved = z.object({ id: z.number().int() });
const byId = z.strictObject({ id: bodyId('id') });
const asset = z.string().trim().min(1).max(500);
const sortNo = z.number().int().min(-10_000).max(10_000).default(0);
export const bookLevel = z.coerce
  .number({ error: 'level must be a number' })
  .int('level must be a whole number')
  .min(1, 'level must be 1 to 20')
  .max(20, 'level must be 1 to 20');

export const adminBookPage = z.object({
  image: z.string(),
  text: biText(1000, false),
  audio: z.string().nullable(),
  audioDurationMs: z.number().int().min(0),
});

export const adminBookRow = z.object({
  id: z.number().int(),
  title: biText(100),
  summary: biText(500, false),
  cover: z.string(),
  level: z.number().int(),
  sort: z.number().int(),
  published: z.boolean(),
  pageCount: z.number().int(),
});
export type AdminBookRow = z.infer<typeof adminBookRow>;

export const listAdminBooks = endpoint(
  'GET',
  `${ADMIN}/learning/book/list`,
  staff('content.read'),
  {
    input: adminListInput(['sort', 'level', 'id'] as const, {
      level: bookLevel.optional(),
      published: z.enum(['yes', 'no']).optional(),
      q: z.string().trim().max(40).optional().describe('part of the Chinese or English title'),
    }),
    output: adminListOutput(adminBookRow),
    summary: 'Picture books, published or not',
    tags,
  },
);

export const adminBook = adminBookRow.extend({ pages: z.array(adminBookPage) });
export type AdminBook = z.infer<typeof adminBook>;

export const viewAdminBook = endpoint('GET', `${ADMIN}/learning/book/view`, staff('content.read'), {
  input: z.object({ id }),
  output: adminBook,
  summary: 'One picture book with its pages in order',
  tags,
});

/** Creates (as a draft) or replaces a book with all of its pages, in the order sent. */
export const saveAdminBook = endpoint(
  'POST',
  `${ADMIN}/learning/book/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      title: biText(100),
      summary: biText(500, false),
      cover: asset,
      level: bookLevel,
      sort: sortNo,
      pages: z
        .array(
          z.strictObject({
            image: asset,
            text: biText(1000, false),
            audio: asset.nullable().default(null),
            audioDurationMs: z.number().int().min(0).max(3_600_000).default(0),
          }),
        )
        .min(1, 'a book needs at least one page')
        .max(200),
    }),
    output: saved,
    summary:
      'Create (as a draft) or replace a picture book and its pages, numbered in the order sent',
    tags,
  },
);

/** Families see a book only while it is published. */
export const publishAdminBook = endpoint(
  'POST',
  `${ADMIN}/learning/book/publish`,
  staff('content.edit'),
  {
    input: z.strictObject({ id: bodyId('id'), published: z.boolean() }),
    output: z.null(),
    summary: 'Publish a picture book to families, or take it back',
    tags,
  },
);

export const deleteAdminBook = endpoint(
  'POST',
  `${ADMIN}/learning/book/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a picture book',
    tags,
  },
);

export const adminTextbook = z.object({
  id: z.number().int(),
  outlineId: z.number().int().nullable(),
  title: biText(100),
  level: z.number().int(),
  cover: z.string(),
  pdfUrl: z.string(),
  pageCount: z.number().int(),
  sort: z.number().int(),
});
export type AdminTextbook = z.infer<typeof adminTextbook>;

export const listAdminTextbooks = endpoint(
  'GET',
  `${ADMIN}/learning/textbook/list`,
  staff('content.read'),
  {
    input: adminListInput(['sort', 'id'] as const, { outlineId: id.optional() }),
    output: adminListOutput(adminTextbook),
    summary: 'Textbooks (PDF), of one outline node or all',
    tags,
  },
);

export const saveAdminTextbook = endpoint(
  'POST',
  `${ADMIN}/learning/textbook/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      outlineId: bodyId('outlineId'),
      title: biText(100),
      level: bookLevel,
      cover: asset,
      pdfUrl: asset,
      pageCount: z.number().int().min(1).max(2000),
      sort: sortNo,
    }),
    output: saved,
    summary: 'Create or replace a textbook of an outline node',
    tags,
  },
);

export const deleteAdminTextbook = endpoint(
  'POST',
  `${ADMIN}/learning/textbook/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a textbook',
    tags,
  },
);
