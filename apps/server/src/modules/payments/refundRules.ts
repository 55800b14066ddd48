/**
 * The rules of refunds (DESIGN.md §8) as pure functions: what may be refunded, how many credits
 * leave with it, the refund's number and when an unanswered gateway is asked again.
 */

export interface RefundBasis {
  /** What the payment took, in fen. */
  paid: number;
  /** Fen already refunded or being refunded (refunds not refused). */
  refunded: number;
  /** Credits the order granted. */
  granted: number;
  /** Credits of the order's grant not used (0 once expired). */
  unused: number;
}

/**
 * `cap`: the most without the owner's override, paid x unused / granted, rounded down to the fen
 * (and never more than is left). `ownerMax`: the owner may go up to what is left of the payment.
 */
export function refundLimits(b: RefundBasis) {
  const ownerMax = Math.max(0, b.paid - b.refunded);
  const byCredits = b.granted > 0 ? Math.floor((b.paid * b.unused) / b.granted) : 0;
  return { cap: Math.min(byCredits, ownerMax), ownerMax };
}

/**
 * Credits that leave with `amount` fen: the credits that money bought, rounded up (a refund never
 * leaves the family a credit it no longer paid for), at most the unused ones.
 */
export function creditsForAmount(amount: number, b: RefundBasis) {
  if (b.paid <= 0 || b.granted <= 0) return 0;
  return Math.min(b.unused, Math.ceil((amount * b.granted) / b.paid));
}

/** The idempotency key the gateway knows (out_request_no / out_refund_no: <= 64, [A-Za-z0-9]). */
export const refundNumber = (orderNo: string, n: number) =>
  `${orderNo}R${String(n).padStart(2, '0')}`;

/** An unanswered refund is asked again after 30 s, 1, 2, 4 ... minutes, at most hourly. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
