import {
  editSurvey,
  listBanners,
  listFaqs,
  listHighlightVideos,
  listNotices,
  viewSchool,
} from '@school/contract/api/content';
import type { FeedbackType, HomeBootContent } from '@school/contract/api/content';
import type { OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bootContent } from '../../lib/bootContent.ts';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { applyMainColour } from '../../lib/school.ts';
import { setSchoolZone } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';

export type Banner = OutputOf<typeof listBanners>['list'][number];
export type School = OutputOf<typeof viewSchool>;

type BannerList = OutputOf<typeof listBanners>;
type NoticeList = OutputOf<typeof listNotices>;

/**
 * The first home banner index.html came with (lib/bootContent.ts), shown until adv/list answers:
 * the first render is then the prerendered home shell's (one slide, its picture inlined by the
 * server when small), so it hydrates, and nothing flashes. When the answer comes, the other slides
 * join, and the browser keeps the picture on screen until the same one by its address has loaded.
 * Worked out once: a placeholder that changed on every render would render again.
 */
const bootBanners = fromBoot((boot): BannerList | undefined => {
  const first = boot.banners.list[0];
  if (!first) return undefined;
  const image = boot.bannerImageData ?? first.image;
  return { list: [{ ...first, image }], total: 1, page: 1, pageSize: 1 };
});

/** The latest notice's title from index.html, in notice/list's shape, until the call answers. */
const bootLatestNotice = fromBoot((boot): NoticeList => {
  const n = boot.latestNotice;
  const list = n ? [{ ...n, content: '', publishedAt: '' }] : [];
  return { list, total: list.length, page: 1, pageSize: 1 };
});

function fromBoot<T>(make: (boot: HomeBootContent) => T): () => T | undefined {
  let last: { boot: HomeBootContent | null; value: T | undefined } | undefined;
  return () => {
    const boot = bootContent();
    if (last?.boot !== boot) last = { boot, value: boot ? make(boot) : undefined };
    return last.value;
  };
}

export function useBanners(position: 'home' | 'mall' | 'course' = 'home') {
  return useQuery({
    queryKey: ['content', 'banners', position],
    queryFn: ({ signal }) => request(listBanners, { position }, { signal }),
    select: (d) => d.list,
    placeholderData: position === 'home' ? bootBanners() : undefined,
    meta: { silent: true },
  });
}

export function useLatestNotice() {
  return useQuery({
    queryKey: ['content', 'notices', 'latest'],
    queryFn: ({ signal }) => request(listNotices, { page: 1, pageSize: 1 }, { signal }),
    select: (d) => d.list[0] ?? null,
    placeholderData: bootLatestNotice(),
    meta: { silent: true },
  });
}

export function useNotices() {
  const q = useInfiniteQuery({
    queryKey: ['content', 'notices', 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listNotices, { page: pageParam, pageSize: 10 }, { signal }),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
  return { ...q, items: flattenPages(q.data?.pages) };
}

export function useFaqs() {
  return useQuery({
    queryKey: ['content', 'faqs'],
    queryFn: ({ signal }) => request(listFaqs, {}, { signal }),
    select: (d) => d.list,
    meta: { silent: true },
  });
}

/** The school (aboutUss/view), kept in the store as `companyInfo` (its webviewHosts included). */
export function useSchool() {
  const set = useDataStore((s) => s.set);
  const q = useQuery({
    queryKey: ['content', 'school'],
    queryFn: ({ signal }) => request(viewSchool, {}, { signal }),
    meta: { silent: true },
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (!q.data) return;
    set({ companyInfo: { ...q.data } });
    // The brand as the server has it now (index.html's block may be up to 30 s old).
    setSchoolZone(q.data.timeZone);
    applyMainColour(q.data.mainColor);
  }, [q.data, set]);
  return q;
}

export function useHighlightVideos() {
  const q = useInfiniteQuery({
    queryKey: ['content', 'videos'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listHighlightVideos, { page: pageParam, pageSize: 10 }, { signal }),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
  return { ...q, items: flattenPages(q.data?.pages) };
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (answers: { type: FeedbackType; content: string; contact: string }) =>
      request(editSurvey, { kind: 'feedback', answers }),
  });
}
