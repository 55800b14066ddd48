/**
 * The rules of refunds (docs/design/money.md §8) as pure functions: what may be refunded and how many credits
 * leave with it (in the contract: the console shows them too), the refund's number and when an
 * unanswered gateway is asked again.
 */

export { creditsForAmount, refundLimits, type RefundBasis } from '@school/contract/helpers/refunds';

/** The idempotency key the gateway knows (out_request_no / out_refund_no: <= 64, [A-Za-z0-9]). */
export const refundNumber = (orderNo: string, n: number) =>
  `${orderNo}R${String(n).padStart(2, '0')}`;

/** An unanswered refund is asked again after 30 s, 1, 2, 4 ... minutes, at most hourly. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
