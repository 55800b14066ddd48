import { z } from 'zod';

/** Every response body: `{ code, message, data }`; code 0 is success (DESIGN.md §3). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Paging query for list calls: pages are 1-based, pageSize defaults to 10, at most 100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A list reply: `data: { list, total, page, pageSize }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** Date as `YYYY-MM-DD`. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** Instant as ISO 8601 with offset. */
export const instantString = z.iso.datetime({ offset: true });
