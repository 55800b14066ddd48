import { describe, expect, it } from 'vitest';
import { TestClock } from '../../clock.ts';
import {
  allocateCredits,
  grantExpiry,
  isUsable,
  lessonLevel,
  usableBalance,
  usableFor,
} from './rules.ts';

const D = 24 * 3600_000;

describe('credit rules', () => {
  const clock = new TestClock(new Date('2026-11-23T02:00:00Z'));
  const g = (
    id: number,
    remaining: number,
    expiresInDays: number,
    courseLevel: number | null = null,
  ) => ({
    id,
    remaining,
    expiresAt: new Date(clock.now().getTime() + expiresInDays * D),
    courseLevel,
  });

  it('credits: enough for all or none (all or nothing)', () => {
    const grants = [g(1, 2, 30), g(2, 1, 60)];
    expect(allocateCredits(grants, 3, clock.now(), null)).toHaveLength(3);
    expect(allocateCredits(grants, 4, clock.now(), null)).toBeNull();
    expect(allocateCredits([], 1, clock.now(), null)).toBeNull();
    expect(allocateCredits([], 0, clock.now(), null)).toEqual([]);
    expect(usableBalance(grants, clock.now())).toBe(3);
  });

  it('expiry order: the grant that expires first pays first; ties by the older grant', () => {
    const grants = [g(1, 5, 90), g(2, 2, 10), g(3, 1, 10), g(4, 3, 30)];
    expect(allocateCredits(grants, 4, clock.now(), null)).toEqual([2, 2, 3, 4]);
  });

  it('expired and empty grants never pay, and expire as the clock moves', () => {
    const grants = [g(1, 3, 2), g(2, 0, 1), g(3, 1, 5)];
    expect(allocateCredits(grants, 1, clock.now(), null)).toEqual([1]);
    clock.advance(2 * D); // grant 1 expires exactly now
    expect(isUsable(grants[0]!, clock.now())).toBe(false);
    expect(allocateCredits(grants, 1, clock.now(), null)).toEqual([3]);
    expect(allocateCredits(grants, 2, clock.now(), null)).toBeNull();
    expect(usableBalance(grants, clock.now())).toBe(1);
  });

  it('a pack pays only for its own level, a card for any; earliest expiry first among them', () => {
    // 1: card, 90 days; 2: Level 1 pack, 10 days; 3: Level 2 pack, 5 days; 4: card, 20 days.
    const grants = [g(1, 5, 90), g(2, 2, 10, 1), g(3, 4, 5, 2), g(4, 1, 20)];
    expect(allocateCredits(grants, 4, clock.now(), 1)).toEqual([2, 2, 4, 1]);
    expect(allocateCredits(grants, 2, clock.now(), 2)).toEqual([3, 3]);
    expect(allocateCredits(grants, 3, clock.now(), null)).toEqual([4, 1, 1]);
    expect(allocateCredits(grants, 2, clock.now(), 3)).toEqual([4, 1]);
    // Level 1 lessons: 2 pack + 6 card credits; the Level 2 pack cannot help.
    expect(usableFor(grants, clock.now(), 1)).toBe(8);
    expect(allocateCredits(grants, 9, clock.now(), 1)).toBeNull();
    expect(allocateCredits([g(5, 3, 30, 2)], 1, clock.now(), 1)).toBeNull();
  });

  it('a booking that names no level takes the only level of the usable packs', () => {
    const card = g(1, 5, 90);
    const l2 = g(2, 3, 30, 2);
    expect(lessonLevel(undefined, [card, l2], clock.now())).toBe(2);
    expect(lessonLevel(null, [card, l2], clock.now())).toBeNull();
    expect(lessonLevel(1, [card, l2], clock.now())).toBe(1);
    expect(lessonLevel(undefined, [card, l2, g(3, 1, 30, 1)], clock.now())).toBeNull();
    expect(lessonLevel(undefined, [card, g(4, 3, -1, 2)], clock.now())).toBeNull(); // expired
  });

  it('a grant expires validityDays after it is given', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    expect(grantExpiry(now, 30).toISOString()).toBe('2026-12-23T02:00:00.000Z');
    expect(() => grantExpiry(now, 0)).toThrow(RangeError);
    expect(() => grantExpiry(now, 1.5)).toThrow(RangeError);
  });
});
