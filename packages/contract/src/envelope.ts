import { z } from 'zod';
import { parseCalendarDate } from './helpers/calendarDate.ts';

/** Every response body: `{ code, message, data }`; code 0 is success (docs/design/api.md §3). */
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

/**
 * The years a date may name. Dates are school days, birth dates (up to 150 years back) and the
 * ends of filters; past these a day's arithmetic runs out of four-digit years (9999-12-31 + 1
 * day) or names a year the database has not (year 0), and such a filter answered 500 (issue 25).
 */
export const DATE_YEAR_MIN = 1800;
export const DATE_YEAR_MAX = 2999;
const dateRule = `must be a real date YYYY-MM-DD, years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`;

/**
 * Date as `YYYY-MM-DD`: a day that exists (not 2026-02-30) in DATE_YEAR_MIN..DATE_YEAR_MAX.
 * Every date of every call, so a 1001 names the field wherever one is sent.
 */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateRule)
  .refine((s) => {
    const d = parseCalendarDate(s);
    return d !== null && d.year >= DATE_YEAR_MIN && d.year <= DATE_YEAR_MAX;
  }, dateRule);

/** Instant as ISO 8601 with offset. */
export const instantString = z.iso.datetime({ offset: true });
