import {
  createOrder,
  listOrderReviews,
  listProducts,
  viewProduct,
} from '@school/contract/api/mall';
import { listBanners } from '@school/contract/api/content';
import type { ProductKind } from '@school/contract/api/mall';
import type { OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';

export type Product = OutputOf<typeof listProducts>['list'][number];
export type ProductDetail = OutputOf<typeof viewProduct>;
export type ProductReview = OutputOf<typeof listOrderReviews>['list'][number];
export type Banner = OutputOf<typeof listBanners>['list'][number];
export type NewOrder = OutputOf<typeof createOrder>;

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
      request(listProducts, { kind, page: pageParam, pageSize: PAGE_SIZE }, { signal }),
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
    queryFn: ({ signal }) => request(viewProduct, { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

/** The newest reviews of a product (a preview on the detail page). */
export function useProductReviews(id: number | undefined, pageSize = 3) {
  return useQuery({
    queryKey: [...mallKeys.reviews(id ?? 0), pageSize],
    queryFn: ({ signal }) =>
      request(listOrderReviews, { productId: id ?? 0, page: 1, pageSize }, { signal }),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

/** The mall's banners; a failure just shows none. */
export function useMallBanners() {
  return useQuery({
    queryKey: mallKeys.banners,
    queryFn: ({ signal }) => request(listBanners, { position: 'mall' }, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.list,
    meta: { silent: true },
  });
}

/** Orders a product; the server prices it. Errors go to the catalogue (2004 off sale). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: number; quantity: number }) => request(createOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
