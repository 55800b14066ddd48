import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/finance';
import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export {
  listReconciliationDifferences,
  listReconciliationRuns,
  listRevenueDays,
  listRevenueProducts,
  listUnusedCredits,
} from '@school/contract/api/admin/finance';

/**
 * A list's answer under the same key as ServerTable's, so a summary beside the table shares its
 * request (the sums of revenue and unused credits come with the list).
 */
export function useListData<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return useQuery({
    queryKey: ['list', endpoint.path, input],
    queryFn: ({ signal }) => request(endpoint, input, signal) as Promise<OutputOf<E>>,
    placeholderData: keepPreviousData,
  });
}

export const useDifferences = (input: InputOf<typeof api.listReconciliationDifferences>) =>
  useQuery({
    queryKey: ['list', api.listReconciliationDifferences.path, input],
    queryFn: ({ signal }) => request(api.listReconciliationDifferences, input, signal),
    placeholderData: keepPreviousData,
  });

/** After a change, every reconciliation list and the dashboard are read again. */
function useReconciliationChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list', api.listReconciliationRuns.path] }),
        client.invalidateQueries({ queryKey: ['list', api.listReconciliationDifferences.path] }),
        client.invalidateQueries({ queryKey: ['finance'] }),
      ]),
  });
}

export const useResolveDifference = () =>
  useReconciliationChange((input: { id: number; note: string }) =>
    request(api.resolveReconciliationDifference, input),
  );

export const useRerunDay = () =>
  useReconciliationChange((id: number) => request(api.rerunReconciliation, { id }));
