import { listLedger, viewCredits } from '@school/contract/api/credits';
import type { OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type CreditSummary = OutputOf<typeof viewCredits>;
export type LedgerEntry = OutputOf<typeof listLedger>['list'][number];

export const creditKeys = {
  all: ['credits'] as const,
  view: (token: string) => ['credits', 'view', token] as const,
  ledger: (token: string) => ['credits', 'ledger', token] as const,
};

/** Balance, credits used and granted, and the grants; the grants are kept as `myKeBao`. */
export function useCredits(enabled = true) {
  const token = useDataStore((s) => s.token);
  const query = useQuery({
    queryKey: creditKeys.view(token),
    queryFn: ({ signal }) => request(viewCredits, {}, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 0,
    meta: { silent: true },
  });
  useEffect(() => {
    if (query.data) useDataStore.getState().set({ myKeBao: query.data.grants });
  }, [query.data]);
  return query;
}

/** The ledger, newest first, page by page. */
export function useLedger() {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: creditKeys.ledger(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listLedger, { page: pageParam, pageSize: 20 }, { signal }),
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    meta: { silent: true },
  });
  return { ...query, entries: flattenPages(query.data?.pages) };
}

/** Share of credits used, 0..1, for the progress bar (used against used + left). */
export function usedShare(summary: Pick<CreditSummary, 'used' | 'balance'>): number {
  const whole = summary.used + summary.balance;
  return whole <= 0 ? 0 : Math.min(1, Math.max(0, summary.used / whole));
}
