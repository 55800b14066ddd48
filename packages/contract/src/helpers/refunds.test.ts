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
  it('takes the credits the money bought, rounded up, at most the unused ones', () => {
    expect(creditsForAmount(60_000, { ...basis, unused: 10 })).toBe(5);
    expect(creditsForAmount(1, basis)).toBe(1);
    expect(creditsForAmount(100_000, basis)).toBe(7);
  });
});
