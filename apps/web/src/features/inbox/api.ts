import { listMyMessages } from '@school/contract/api/inbox';
import type { MyMessage } from '@school/contract/api/inbox';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type { MyMessage } from '@school/contract/api/inbox';

/** The family's messages and feedback, newest first, page by page (read fresh on each visit). */
export function useMyMessages() {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: ['myMessages', token],
    queryFn: ({ pageParam, signal }) =>
      request(listMyMessages, { page: pageParam, pageSize: 20 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    staleTime: 0,
  });
  // A message and a feedback may share an id: the key is the kind and the id.
  const seen = new Set<string>();
  const items: MyMessage[] = [];
  for (const page of query.data?.pages ?? [])
    for (const m of page.list) {
      const key = `${m.kind}:${m.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        items.push(m);
      }
    }
  return { ...query, items };
}
