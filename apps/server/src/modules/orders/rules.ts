import { randomInt } from 'node:crypto';
import { ORDER_PAY_MINUTES, ORDER_QUANTITY_MAX } from '@school/contract/api/mall';
import { formatInZone } from '@school/contract/helpers/time';

/** Order rules (docs/design/mall.md §4.5), pure so tests can call them alone. */

export const ORDER_PAY_MS = ORDER_PAY_MINUTES * 60_000;

/** A new order waits for its payment until this instant. */
export const orderExpiry = (createdAt: Date) => new Date(createdAt.getTime() + ORDER_PAY_MS);

/** The amount of an order: the server's unit price times the quantity, in fen. */
export function orderAmount(unitPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0)
    throw new RangeError(`unit price must be whole fen >= 0, got ${unitPrice}`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_QUANTITY_MAX)
    throw new RangeError(`quantity must be 1..${ORDER_QUANTITY_MAX}, got ${quantity}`);
  return unitPrice * quantity;
}

/**
 * Date and time fields of an instant in a time zone, zero-padded. Through the contract's wall
 * clock: no Intl formatter for the school's fixed-offset zone, one cached formatter for others
 * (a new formatter per call cost milliseconds each, tens on a first start).
 */
export function zonedFields(at: Date, timeZone: string) {
  const [date = '', time = ''] = formatInZone(at, timeZone, 'YYYY-MM-DD HH:mm').split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = '', minute = ''] = time.split(':');
  // Every zone's offset is whole minutes today: the wall clock's seconds are UTC's.
  const second = String(at.getUTCSeconds()).padStart(2, '0');
  return { year, month, day, hour, minute, second };
}

/**
 * A human-readable order number: the school-time date and time, then 6 random digits, e.g.
 * 20261123100512 483920 (without the space). Unique in the database; a clash is retried.
 */
export function orderNumber(at: Date, timeZone: string, random = () => randomInt(0, 1_000_000)) {
  const f = zonedFields(at, timeZone);
  const tail = String(random()).padStart(6, '0');
  return `${f.year}${f.month}${f.day}${f.hour}${f.minute}${f.second}${tail}`;
}

export type OrderState = { status: string; expiresAt: Date };

/** A pending order past its expiry is closed, whether or not the sweep has run yet. */
export const isExpired = (o: OrderState, now: Date) =>
  o.status === 'pending' && o.expiresAt.getTime() <= now.getTime();

export const isPayable = (o: OrderState, now: Date) => o.status === 'pending' && !isExpired(o, now);

/** Why an order cannot be paid now, or null when it can. */
export function payProblem(o: OrderState, now: Date): 'paid' | 'closed' | 'cancelled' | null {
  if (o.status === 'paid' || o.status === 'refunded') return 'paid';
  if (o.status === 'cancelled') return 'cancelled';
  if (o.status === 'closed' || isExpired(o, now)) return 'closed';
  return null;
}

/**
 * What cancelling does: 'cancel' a payable order; 'already' when it is cancelled (no change);
 * 'paid' (2002) or 'closed' (2004) otherwise.
 */
export function cancelOutcome(o: OrderState, now: Date): 'cancel' | 'already' | 'paid' | 'closed' {
  if (o.status === 'cancelled') return 'already';
  const problem = payProblem(o, now);
  if (problem === 'paid') return 'paid';
  if (problem === 'closed') return 'closed';
  return 'cancel';
}
