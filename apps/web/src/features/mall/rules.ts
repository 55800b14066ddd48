import type { ORDER_QUANTITY_MAX as ContractMax, ProductKind } from '@school/contract/api/mall';

/** Restated from the contract (rules.test.ts compares): importing it would download zod. */
export const ORDER_QUANTITY_MIN = 1;
export const ORDER_QUANTITY_MAX: typeof ContractMax = 10;
export const PRODUCT_KINDS: readonly ProductKind[] = ['card', 'pack'];

/** A quantity the server accepts: a whole number from 1 to 10 (anything else is pulled inside). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return ORDER_QUANTITY_MIN;
  return Math.min(ORDER_QUANTITY_MAX, Math.max(ORDER_QUANTITY_MIN, Math.trunc(n)));
}

/** The kind named by a page parameter (`?type=card`), card by default. */
export const kindParam = (value: string | undefined): ProductKind =>
  value === 'pack' ? 'pack' : 'card';
