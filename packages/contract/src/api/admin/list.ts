import { z } from 'zod';

/**
 * The one shape of every console list (DESIGN.md §7: lists page, sort and filter on the server; no
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

export function adminListOutput<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().min(0) });
}
