import type { ProductKind } from '@school/contract/api/mall';
import type { OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { mallCalls } from './calls.ts';

type Out<K extends keyof typeof mallCalls> = OutputOf<
  NonNullable<(typeof mallCalls)[K]['endpoint']>
>;
export type Product = Out<'products'>['list'][number];
export type ProductDetail = Out<'product'>;
export type ProductReview = Out<'reviews'>['list'][number];
export type Banner = Out<'banners'>['list'][number];
export type NewOrder = Out<'create'>;

export const mallKeys = {
  products: (kind: ProductKind) => ['mall', 'products', kind] as const,
  product: (id: number) => ['mall', 'product', id] as const,
  reviews: (id: number) => ['mall', 'reviews', id] as const,
  banners: ['mall', 'banners'] as const,
};

const PAGE_SIZE = 20;

/** Products of one kind on sale, in the school's order, page by page. */
export function useProducts(kind: ProductKind) {
  const query = useInfiniteQuery({
    queryKey: mallKeys.products(kind),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(mallCalls.products, { kind, page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    staleTime: 60_000,
    meta: { silent: true },
  });
  return { ...query, products: flattenPages(query.data?.pages) };
}

/** One product with its description (also when off sale). */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: mallKeys.product(id ?? 0),
    queryFn: ({ signal }) => request(mallCalls.product, { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

/** The newest reviews of a product (a preview on the detail page). */
export function useProductReviews(id: number | undefined, pageSize = 3) {
  return useQuery({
    queryKey: [...mallKeys.reviews(id ?? 0), pageSize],
    queryFn: ({ signal }) =>
      request(mallCalls.reviews, { productId: id ?? 0, page: 1, pageSize }, { signal }),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

/** The mall's banners; a failure just shows none. */
export function useMallBanners() {
  return useQuery({
    queryKey: mallKeys.banners,
    queryFn: ({ signal }) => request(mallCalls.banners, { position: 'mall' }, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.list,
    meta: { silent: true },
  });
}

/** Orders a product; the server prices it. Errors go to the catalogue (2004 off sale). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: number; quantity: number }) =>
      request(mallCalls.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
