import {
  changeOrderBillStatus,
  editOrderReview,
  listOrderBills,
  listOrders,
  listPayGateways,
  payOrder,
  payOrderAlipay,
  payOrderWechat,
  viewOrder,
} from '@school/contract/api/mall';
import type { Gateway, OrderStatus } from '@school/contract/api/mall';
import type { OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { isApiError, request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { payScene } from './rules.ts';

export type Order = OutputOf<typeof viewOrder>;
export type Bill = OutputOf<typeof listOrderBills>['list'][number];
export type PayStart = OutputOf<typeof payOrder>;

export const orderKeys = {
  all: ['orders'] as const,
  list: (status: OrderStatus | 'all', token: string) => ['orders', 'list', status, token] as const,
  view: (id: number, token: string) => ['orders', 'view', id, token] as const,
  bills: (id: number, token: string) => ['orders', 'bills', id, token] as const,
};

/** The caller's orders, newest first, all or of one status, page by page. */
export function useOrders(status: OrderStatus | 'all') {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: orderKeys.list(status, token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listOrders,
        { page: pageParam, pageSize: 10, ...(status === 'all' ? {} : { status }) },
        { signal },
      ),
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    staleTime: 0,
    meta: { silent: true },
  });
  return { ...query, orders: flattenPages(query.data?.pages) };
}

/** One of the caller's orders; `poll` asks again every `poll` ms (the result page). */
export function useOrder(id: number | undefined, poll?: number | false) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: orderKeys.view(id ?? 0, token),
    queryFn: ({ signal }) => request(viewOrder, { id: id ?? 0 }, { signal }),
    enabled: id !== undefined && Boolean(token),
    staleTime: 0,
    refetchInterval: poll ?? false,
    refetchIntervalInBackground: true,
    meta: { silent: true },
  });
}

/** The payment attempts of an order, newest first. */
export function useBills(id: number | undefined, poll?: number | false) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: orderKeys.bills(id ?? 0, token),
    queryFn: ({ signal }) =>
      request(listOrderBills, { orderId: id ?? 0, page: 1, pageSize: 20 }, { signal }),
    enabled: id !== undefined && Boolean(token),
    staleTime: 0,
    refetchInterval: poll ?? false,
    refetchIntervalInBackground: true,
    select: (data) => data.list,
    meta: { silent: true },
  });
}

/** Cancels an unpaid order (errors, e.g. 2002 already paid, go to the catalogue). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      request(changeOrderBillStatus, { orderId, status: 'cancelled' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * Starts a payment: a bill and the gateway's page address. Failures are handled by the caller
 * (`meta.handles`): Alipay answers 2004 when it is not set up, and the screen says so.
 */
export function usePayOrder() {
  return useMutation({
    mutationFn: ({ orderId, gateway }: { orderId: number; gateway: Gateway }) =>
      gateway === 'wechat'
        ? request(payOrderWechat, { orderId, scene: payScene(navigator.userAgent) })
        : request(gateway === 'alipay' ? payOrderAlipay : payOrder, { orderId }),
    meta: { handles: (error: unknown) => isApiError(error) && error.code === 2004 },
  });
}

/** The payment methods the school offers, its preferred one first. */
export function usePayGateways() {
  return useQuery({
    queryKey: ['payGateways'],
    queryFn: ({ signal }) => request(listPayGateways, {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Reviews a paid order, once. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; stars: number; content: string }) =>
      request(editOrderReview, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
