import type { ProductKind } from '@school/contract/api/mall';
import { ORDER_QUANTITY_MAX } from '@school/contract/rules/mall';
/** The contract’s value (its zod-free part), not a copy. */
export { ORDER_QUANTITY_MAX, PRODUCT_KINDS } from '@school/contract/rules/mall';

export const ORDER_QUANTITY_MIN = 1;

/** A quantity the server accepts: a whole number from 1 to 10 (anything else is pulled inside). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return ORDER_QUANTITY_MIN;
  return Math.min(ORDER_QUANTITY_MAX, Math.max(ORDER_QUANTITY_MIN, Math.trunc(n)));
}

/** The kind named by a page parameter (`?type=card`), card by default. */
export const kindParam = (value: string | undefined): ProductKind =>
  value === 'pack' ? 'pack' : 'card';
