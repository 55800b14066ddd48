/** Paging of list calls (`data: { list, total, page, pageSize }`, pages 1-based). */
export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The next page to ask for, or undefined after the last one (TanStack Query's getNextPageParam). */
export function nextPage(last: Pick<ListPage<unknown>, 'page' | 'pageSize' | 'total' | 'list'>) {
  if (last.list.length === 0) return undefined;
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** Every item of the loaded pages, in order, without duplicates by id (rows can shift between pages). */
export function flattenPages<T extends { id: number }>(
  pages: readonly ListPage<T>[] | undefined,
): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
