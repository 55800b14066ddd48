import * as mall from '@school/contract/api/mall';
import { describe, expect, it } from 'vitest';
import { clampQuantity, kindParam, ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN } from './rules.ts';

describe('mall rules', () => {
  it('clamps to the quantities the contract accepts', () => {
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
