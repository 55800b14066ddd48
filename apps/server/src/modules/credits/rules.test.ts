import { describe, expect, it } from 'vitest';
import { TestClock } from '../../clock.ts';
import { allocateCredits, grantExpiry, isUsable, usableBalance } from './rules.ts';

const D = 24 * 3600_000;

describe('credit rules', () => {
  const clock = new TestClock(new Date('2026-11-23T02:00:00Z'));
  const g = (id: number, remaining: number, expiresInDays: number) => ({
    id,
    remaining,
    expiresAt: new Date(clock.now().getTime() + expiresInDays * D),
  });

  it('credits: enough for all or none (all or nothing)', () => {
    const grants = [g(1, 2, 30), g(2, 1, 60)];
    expect(allocateCredits(grants, 3, clock.now())).toHaveLength(3);
    expect(allocateCredits(grants, 4, clock.now())).toBeNull();
    expect(allocateCredits([], 1, clock.now())).toBeNull();
    expect(allocateCredits([], 0, clock.now())).toEqual([]);
    expect(usableBalance(grants, clock.now())).toBe(3);
  });

  it('expiry order: the grant that expires first pays first; ties by the older grant', () => {
    const grants = [g(1, 5, 90), g(2, 2, 10), g(3, 1, 10), g(4, 3, 30)];
    expect(allocateCredits(grants, 4, clock.now())).toEqual([2, 2, 3, 4]);
  });

  it('expired and empty grants never pay, and expire as the clock moves', () => {
    const grants = [g(1, 3, 2), g(2, 0, 1), g(3, 1, 5)];
    expect(allocateCredits(grants, 1, clock.now())).toEqual([1]);
    clock.advance(2 * D); // grant 1 expires exactly now
    expect(isUsable(grants[0]!, clock.now())).toBe(false);
    expect(allocateCredits(grants, 1, clock.now())).toEqual([3]);
    expect(allocateCredits(grants, 2, clock.now())).toBeNull();
    expect(usableBalance(grants, clock.now())).toBe(1);
  });

  it('a grant expires validityDays after it is given', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    expect(grantExpiry(now, 30).toISOString()).toBe('2026-12-23T02:00:00.000Z');
    expect(() => grantExpiry(now, 0)).toThrow(RangeError);
    expect(() => grantExpiry(now, 1.5)).toThrow(RangeError);
  });
});
