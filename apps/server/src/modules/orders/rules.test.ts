import { describe, expect, it } from 'vitest';
import { cancelOutcome, orderAmount, orderExpiry, orderNumber, payProblem } from './rules.ts';

const NOW = new Date('2026-11-23T02:00:00Z');
const pending = (minutesLeft: number) => ({
  status: 'pending',
  expiresAt: new Date(NOW.getTime() + minutesLeft * 60_000),
});

describe('order rules', () => {
  it('the amount is the unit price times the quantity, in whole fen', () => {
    expect(orderAmount(120_000, 3)).toBe(360_000);
    expect(() => orderAmount(100, 0)).toThrow(RangeError);
    expect(() => orderAmount(100, 11)).toThrow(RangeError);
    expect(() => orderAmount(1.5, 1)).toThrow(RangeError);
  });

  it('an order waits 30 minutes for its payment', () => {
    expect(orderExpiry(NOW).toISOString()).toBe('2026-11-23T02:30:00.000Z');
  });

  it('order numbers are the school-time date and time plus 6 random digits', () => {
    expect(orderNumber(NOW, 'Asia/Shanghai', () => 42)).toBe('20261123100000000042');
    expect(orderNumber(NOW, 'UTC', () => 999_999)).toBe('20261123020000999999');
  });

  it('a pending order is payable until it expires; then it counts as closed', () => {
    expect(payProblem(pending(1), NOW)).toBeNull();
    expect(payProblem(pending(0), NOW)).toBe('closed');
    expect(payProblem({ status: 'paid', expiresAt: NOW }, NOW)).toBe('paid');
    expect(payProblem({ status: 'cancelled', expiresAt: NOW }, NOW)).toBe('cancelled');
  });

  it('cancelling: pending -> cancel; again -> no change; paid 2002; closed 2004', () => {
    expect(cancelOutcome(pending(10), NOW)).toBe('cancel');
    expect(cancelOutcome({ status: 'cancelled', expiresAt: NOW }, NOW)).toBe('already');
    expect(cancelOutcome({ status: 'paid', expiresAt: NOW }, NOW)).toBe('paid');
    expect(cancelOutcome({ status: 'closed', expiresAt: NOW }, NOW)).toBe('closed');
    expect(cancelOutcome(pending(-1), NOW)).toBe('closed');
  });
});
