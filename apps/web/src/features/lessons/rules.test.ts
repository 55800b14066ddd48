import { describe, expect, it } from 'vitest';
import { cancelReturnsCredit, reviewState, weekDays, weekStart } from './rules.ts';

const HOUR = 3600_000;
const NOW = Date.parse('2025-03-03T02:00:00Z');

describe('cancelReturnsCredit', () => {
  const at = (ms: number) => new Date(NOW + ms).toISOString();
  it('follows the server’s answer while 24 hours or more remain', () => {
    expect(cancelReturnsCredit({ cancelReturnsCredit: true, startAt: at(25 * HOUR) }, NOW)).toBe(
      true,
    );
    expect(cancelReturnsCredit({ cancelReturnsCredit: false, startAt: at(25 * HOUR) }, NOW)).toBe(
      false,
    );
  });
  it('says "spent" once a screen left open has crossed the 24-hour line', () => {
    expect(cancelReturnsCredit({ cancelReturnsCredit: true, startAt: at(23 * HOUR) }, NOW)).toBe(
      false,
    );
  });
});

describe('reviewState', () => {
  const base = { status: 'finished' as const, reviewed: false, canReview: true };
  const endAt = new Date(NOW - HOUR).toISOString();
  it('is open when the server allows it', () => {
    expect(reviewState({ ...base, endAt }, NOW)).toBe('open');
  });
  it('tells a reviewed lesson apart', () => {
    expect(reviewState({ ...base, reviewed: true, canReview: false, endAt }, NOW)).toBe('reviewed');
  });
  it('explains an unfinished lesson and a closed window', () => {
    expect(reviewState({ ...base, status: 'booked', canReview: false, endAt }, NOW)).toBe(
      'not_finished',
    );
    const old = new Date(NOW - 8 * 24 * HOUR).toISOString();
    expect(reviewState({ ...base, canReview: false, endAt: old }, NOW)).toBe('window_closed');
  });
});

describe('weeks', () => {
  it('run Monday to Sunday', () => {
    expect(weekStart('2025-03-02')).toBe('2025-02-24'); // a Sunday
    expect(weekStart('2025-03-03')).toBe('2025-03-03'); // a Monday
    expect(weekDays('2025-02-24')).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});
