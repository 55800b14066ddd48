import { describe, expect, it } from 'vitest';
import { creditsForAmount, refundLimits } from './refunds.ts';

describe('refund limits', () => {
  const basis = { paid: 120_000, refunded: 0, granted: 10, unused: 7 };
  it('caps at paid x unused / granted, rounded down; the owner up to what is left', () => {
    expect(refundLimits(basis)).toEqual({ cap: 84_000, ownerMax: 120_000 });
    expect(refundLimits({ paid: 100, refunded: 0, granted: 3, unused: 1 }).cap).toBe(33);
    expect(refundLimits({ ...basis, refunded: 100_000 })).toEqual({
      cap: 20_000,
      ownerMax: 20_000,
    });
    expect(refundLimits({ ...basis, unused: 0 }).cap).toBe(0);
  });
  it('takes the credits the money bought, rounded down, at most the unused ones', () => {
    expect(creditsForAmount(60_000, { ...basis, unused: 10 })).toBe(5);
    expect(creditsForAmount(1, basis)).toBe(0);
    expect(creditsForAmount(11_999, basis)).toBe(0);
    expect(creditsForAmount(12_000, basis)).toBe(1);
    expect(creditsForAmount(17_999, basis)).toBe(1);
    expect(creditsForAmount(100_000, basis)).toBe(7);
  });
  it('counts over the refunds so far: parts take what the whole would', () => {
    // Two halves of one credit's price: the first takes none, the second completes the credit.
    expect(creditsForAmount(6_000, basis)).toBe(0);
    expect(creditsForAmount(6_000, { ...basis, refunded: 6_000 })).toBe(1);
    // Three refunds of 1 fen take nothing.
    for (const refunded of [0, 1, 2]) expect(creditsForAmount(1, { ...basis, refunded })).toBe(0);
  });
});
