import { z } from 'zod';

/**
 * The one shape of every console list (docs/design/console.md §7: lists page, sort and filter on the server; no
 * list loads everything). Input: 1-based `page`, `pageSize` up to 100, an optional `sort` key from
 * the list's own allowed keys and `order`; the list's filters beside them. Output: the page's rows
 * and the total. The console's table and its export both page through this.
 */
export const ADMIN_PAGE_SIZE_MAX = 100;

export function adminListInput<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortKeys: S,
  filters: F,
) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
    sort: z.enum(sortKeys).optional(),
    order: z.enum(['ascend', 'descend']).optional(),
    ...filters,
  });
}

/**
 * The lists over tables that grow with the school (orders, families, lessons, the audit log) stop
 * counting at 10,000: `more` is then true and `total` is 10,000 ("10,000+"; filters narrow it).
 */
export const ADMIN_COUNT_CAP = 10_000;

export function adminListOutput<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    more: z
      .boolean()
      .optional()
      .describe(`true when more than ${ADMIN_COUNT_CAP} rows match: total then stops there`),
  });
}
