import * as content from '@school/contract/api/content';
import * as mall from '@school/contract/api/mall';
import type { Endpoint } from '@school/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { mallCalls } from './calls.ts';
import {
  clampQuantity,
  kindParam,
  ORDER_QUANTITY_MAX,
  ORDER_QUANTITY_MIN,
  PRODUCT_KINDS,
} from './rules.ts';

const pairs: [string, { method: string; path: string }, Endpoint][] = [
  ['products', mallCalls.products, mall.listProducts],
  ['product', mallCalls.product, mall.viewProduct],
  ['reviews', mallCalls.reviews, mall.listOrderReviews],
  ['banners', mallCalls.banners, content.listBanners],
  ['create', mallCalls.create, mall.createOrder],
];

describe('mall calls', () => {
  it.each(pairs)('%s has the method and path of the contract endpoint', (_n, call, endpoint) => {
    expect(call).toEqual({ method: endpoint.method, path: endpoint.path });
  });
});

describe('mall rules', () => {
  it('restates the contract', () => {
    expect(ORDER_QUANTITY_MAX).toBe(mall.ORDER_QUANTITY_MAX);
    expect(PRODUCT_KINDS).toEqual(mall.PRODUCT_KINDS);
    expect(
      mall.createOrder.input.safeParse({ productId: 1, quantity: ORDER_QUANTITY_MIN }).success,
    ).toBe(true);
    expect(
      mall.createOrder.input.safeParse({ productId: 1, quantity: ORDER_QUANTITY_MIN - 1 }).success,
    ).toBe(false);
    expect(
      mall.createOrder.input.safeParse({ productId: 1, quantity: ORDER_QUANTITY_MAX + 1 }).success,
    ).toBe(false);
  });

  it.each([
    [1, 1],
    [5, 5],
    [10, 10],
    [0, 1],
    [-3, 1],
    [11, 10],
    [99, 10],
    [2.7, 2],
    [Number.NaN, 1],
  ])('quantity %s is kept as %s', (n, kept) => {
    expect(clampQuantity(n)).toBe(kept);
  });

  it('reads the kind of a list page', () => {
    expect(kindParam('pack')).toBe('pack');
    expect(kindParam('card')).toBe('card');
    expect(kindParam(undefined)).toBe('card');
    expect(kindParam('x')).toBe('card');
  });
});
