import { z } from 'zod';
import { id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import { listOf, pageQuery } from '../envelope.ts';

/**
 * Picture books (绘本, docs/design/content.md §4.7): each page an image, its text and an audio clip; the player
 * turns the page when the clip ends. Textbooks are PDFs shown by /pages/pdfviewer/index?url=...
 */

const level = z.coerce
  .number({ error: 'level must be a number' })
  .int('level must be a whole number')
  .min(1, 'level must be 1 to 20')
  .max(20, 'level must be 1 to 20');

export const bookSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  level: z.number().int(),
  summary: z.string().describe('plain text, one or two sentences'),
  pageCount: z.number().int().min(0),
});
export type BookSummary = z.infer<typeof bookSummary>;

export const bookPage = z.object({
  index: z.number().int().min(1).describe('1-based page number'),
  image: z.string(),
  text: z.string().describe('plain text read aloud on the page'),
  audio: z.string().nullable().describe('MP3 of the text'),
  audioDurationMs: z.number().int().min(0).describe('0 when there is no audio'),
});
export type BookPage = z.infer<typeof bookPage>;

export const bookDetail = bookSummary.extend({
  totalDurationMs: z.number().int().min(0),
  pages: z.array(bookPage),
});
export type BookDetail = z.infer<typeof bookDetail>;

export const listBooks = endpoint('GET', `${COURSE}/tkBooks/list`, 'public', {
  input: pageQuery.extend({
    level: level.optional(),
    keyword: z
      .string()
      .trim()
      .max(40, 'keyword must be at most 40 characters')
      .optional()
      .describe('part of the title'),
  }),
  output: listOf(bookSummary),
  summary: 'Picture books by level, then title; filter by level and title keyword',
  tags: ['books'],
});

export const viewBook = endpoint('GET', `${COURSE}/tkBooks/view`, 'public', {
  input: z.object({ id }),
  output: bookDetail,
  summary: 'One picture book with its pages (image, text, audio and its duration)',
  tags: ['books'],
});

export const textbook = z.object({
  id: z.number().int(),
  title: z.string(),
  level: z.number().int(),
  cover: z.string(),
  pdfUrl: z.string().describe('open with /pages/pdfviewer/index?url=<pdfUrl>&title=<title>'),
  pageCount: z.number().int().min(1),
});
export type Textbook = z.infer<typeof textbook>;

export const listTextbooks = endpoint('GET', `${COURSE}/textbook/list`, 'public', {
  input: z.object({ level: level.optional() }),
  output: listOf(textbook),
  summary: 'Course textbooks (PDF) by level, for /pages/pdfviewer/index (查看教材)',
  tags: ['books'],
});
