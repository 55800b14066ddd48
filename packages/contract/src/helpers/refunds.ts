/**
 * What a refund of an order may be (docs/design/money.md §8), written once for the server (which decides)
 * and the console (which shows it before asking).
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
 * Credits that leave with `amount` fen (issue 25): the credits that money bought, rounded down (a
 * partial credit stays with the family, the school's gift: a refund of ¥0.01 takes none), at most
 * the unused ones. Counted over the order's refunds so far (`refunded`), so refunds split into
 * small parts take the credits one whole refund would: the credits bought by all the money
 * refunded, minus those bought by what was refunded before.
 */
export function creditsForAmount(amount: number, b: RefundBasis) {
  if (b.paid <= 0 || b.granted <= 0 || amount <= 0) return 0;
  const bought = (fen: number) => Math.floor((fen * b.granted) / b.paid);
  const count = bought(b.refunded + amount) - bought(b.refunded);
  return Math.max(0, Math.min(b.unused, count));
}
