import { listBooks, listTextbooks, viewBook } from '@school/contract/api/books';
import type { BookDetail, BookPage, BookSummary, Textbook } from '@school/contract/api/books';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';

export type { BookDetail, BookPage, BookSummary, Textbook };

export function useBookList(level: number | undefined, keyword: string) {
  const q = useInfiniteQuery({
    queryKey: ['books', 'list', level ?? 0, keyword],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listBooks,
        { page: pageParam, pageSize: 10, level, keyword: keyword || undefined },
        { signal },
      ),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
  return { ...q, items: flattenPages(q.data?.pages) };
}

export function useBook(id: number | undefined) {
  return useQuery({
    queryKey: ['books', 'view', id],
    queryFn: ({ signal }) => request(viewBook, { id: id as number }, { signal }),
    enabled: id !== undefined && id > 0,
    meta: { silent: true },
  });
}

/** The course textbooks (PDF) of every level, for 查看教材. */
export function useTextbooks() {
  return useQuery({
    queryKey: ['books', 'textbooks'],
    queryFn: ({ signal }) => request(listTextbooks, {}, { signal }),
    meta: { silent: true },
  });
}
