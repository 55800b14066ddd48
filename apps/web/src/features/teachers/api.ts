import {
  editCollection,
  listCollections,
  listTeacherReviews,
  listTeacherTags,
  listTeachers,
  sendTeacherMessage,
  viewTeacher,
} from '@school/contract/api/teachers';
import type { OutputOf } from '@school/contract/endpoint';
import type { InfiniteData } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type TeacherPage = OutputOf<typeof listTeachers>;
export type Teacher = TeacherPage['list'][number];
export type TeacherDetail = OutputOf<typeof viewTeacher>;
export type TeacherTag = OutputOf<typeof listTeacherTags>['list'][number];
export type TeacherReview = OutputOf<typeof listTeacherReviews>['list'][number];

/** Filters of the teacher list (all optional; empty means every teacher). */
export interface TeacherFilters {
  keyword?: string;
  tagId?: number;
  sex?: 1 | 2;
  nationality?: string;
  /** Has a bookable slot on this day (`YYYY-MM-DD`, school time zone). */
  freeDate?: string;
}

const PAGE_SIZE = 10;

/** Query keys; the token is part of them because `collected` depends on who asks. */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: (filters: TeacherFilters, token: string) => ['teachers', 'list', filters, token] as const,
  view: (id: number, token: string) => ['teachers', 'view', id, token] as const,
  tags: ['teachers', 'tags'] as const,
  reviews: (teacherId: number, pageSize: number) =>
    ['teachers', 'reviews', teacherId, pageSize] as const,
  collections: (token: string) => ['teachers', 'collections', token] as const,
};

/** Teachers page by page; with `favouritesFirst`, the caller's favourites come first. */
export function useTeacherList(
  filters: TeacherFilters,
  { enabled = true, favouritesFirst = true }: { enabled?: boolean; favouritesFirst?: boolean } = {},
) {
  const token = useDataStore((s) => s.token);
  const sortFavourites = favouritesFirst && Boolean(token);
  const query = useInfiniteQuery({
    queryKey: [...teacherKeys.list(filters, token), sortFavourites],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listTeachers,
        {
          ...filters,
          page: pageParam,
          pageSize: PAGE_SIZE,
          favouritesFirst: sortFavourites ? 'true' : undefined,
        },
        { signal },
      ),
    getNextPageParam: nextPage,
    enabled,
    meta: { silent: true },
  });
  return { ...query, teachers: flattenPages(query.data?.pages) };
}

export function useTeacher(id: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: teacherKeys.view(id ?? 0, token),
    queryFn: ({ signal }) => request(viewTeacher, { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

export function useTeacherTags() {
  return useQuery({
    queryKey: teacherKeys.tags,
    queryFn: ({ signal }) => request(listTeacherTags, {}, { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.list,
  });
}

/** Reviews of a teacher, newest first; `pageSize` 3 gives the profile's preview. */
export function useTeacherReviews(teacherId: number | undefined, pageSize = PAGE_SIZE) {
  const query = useInfiniteQuery({
    queryKey: teacherKeys.reviews(teacherId ?? 0, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listTeacherReviews,
        { teacherId: teacherId ?? 0, page: pageParam, pageSize },
        { signal },
      ),
    getNextPageParam: nextPage,
    enabled: teacherId !== undefined,
    meta: { silent: true },
  });
  return {
    ...query,
    reviews: flattenPages(query.data?.pages),
    total: query.data?.pages[0]?.total ?? 0,
  };
}

/** The caller's favourite teachers. */
export function useCollections() {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: teacherKeys.collections(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listCollections, { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    meta: { silent: true },
  });
  return { ...query, teachers: flattenPages(query.data?.pages) };
}

type Cached = TeacherDetail | InfiniteData<TeacherPage> | undefined;

/** Sets `collected` of one teacher wherever the cache holds it (lists and profiles). */
function patchCollected(data: Cached, teacherId: number, collected: boolean): Cached {
  if (!data) return data;
  if ('pages' in data) {
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        list: p.list.map((t) => (t.id === teacherId ? { ...t, collected } : t)),
      })),
    };
  }
  return data.id === teacherId ? { ...data, collected } : data;
}

/** Adds a teacher to, or removes one from, the favourites; every screen showing it follows. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { teacherId: number; collected: boolean }) =>
      request(editCollection, input),
    onSuccess: ({ teacherId, collected }) => {
      for (const key of [
        ['teachers', 'list'],
        ['teachers', 'view'],
      ]) {
        queryClient.setQueriesData<Cached>({ queryKey: key }, (d) =>
          patchCollected(d, teacherId, collected),
        );
      }
      if (!collected) {
        // Gone from the favourites list at once; the list's order is fixed on its next fetch.
        queryClient.setQueriesData<InfiniteData<TeacherPage>>(
          { queryKey: ['teachers', 'collections'] },
          (d) =>
            d && {
              ...d,
              pages: d.pages.map((p) => ({
                ...p,
                list: p.list.filter((t) => t.id !== teacherId),
                total: Math.max(0, p.total - (p.list.some((t) => t.id === teacherId) ? 1 : 0)),
              })),
            },
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: ['teachers', 'collections'] });
      }
    },
  });
}

export function useSendMessage() {
  return useMutation({
    mutationFn: (input: { teacherId: number; content: string }) =>
      request(sendTeacherMessage, input),
  });
}
