import { describe, expect, it } from 'vitest';
import { formatTimeSpan, splitTimeSpan } from './timeSpan.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatTimeSpan', () => {
  it('shows days when at least one whole day', () => {
    expect(formatTimeSpan(90_061_000)).toBe('1天');
    expect(formatTimeSpan(90_061_000, 'en')).toBe('1 day');
    expect(formatTimeSpan(D)).toBe('1天');
    expect(formatTimeSpan(2 * D + 23 * H + 59 * M, 'en')).toBe('2 days');
    expect(formatTimeSpan(400 * D)).toBe('400天');
  });

  it('shows hours just below a day', () => {
    expect(formatTimeSpan(D - 1)).toBe('23小时');
    expect(formatTimeSpan(3 * H + 59 * M)).toBe('3小时');
    expect(formatTimeSpan(3 * H + 59 * M, 'en')).toBe('3 hours');
    expect(formatTimeSpan(H, 'en')).toBe('1 hour');
  });

  it('shows minutes just below an hour', () => {
    expect(formatTimeSpan(H - 1)).toBe('59分钟');
    expect(formatTimeSpan(M)).toBe('1分钟');
    expect(formatTimeSpan(M, 'en')).toBe('1 minute');
    expect(formatTimeSpan(5 * M + 59 * S, 'en')).toBe('5 minutes');
  });

  it('shows seconds below a minute', () => {
    expect(formatTimeSpan(59 * S)).toBe('59秒');
    expect(formatTimeSpan(M - 1)).toBe('59秒');
    expect(formatTimeSpan(S, 'en')).toBe('1 second');
    expect(formatTimeSpan(59 * S, 'en')).toBe('59 seconds');
  });

  it('shows 0 seconds below one second and for negative spans', () => {
    expect(formatTimeSpan(0)).toBe('0秒');
    expect(formatTimeSpan(999)).toBe('0秒');
    expect(formatTimeSpan(-5 * H)).toBe('0秒');
    expect(formatTimeSpan(-1, 'en')).toBe('0 seconds');
  });

  it('defaults to Chinese', () => {
    expect(formatTimeSpan(2 * H)).toBe(formatTimeSpan(2 * H, 'zh'));
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatTimeSpan(Number.NaN)).toThrow(RangeError);
    expect(() => formatTimeSpan(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatTimeSpan(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('splitTimeSpan', () => {
  it('splits into whole units with remainders', () => {
    expect(splitTimeSpan(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitTimeSpan(2 * D + 3 * H + 4 * M + 5 * S + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitTimeSpan(D - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('gives zeros for small and negative spans', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitTimeSpan(0)).toEqual(zero);
    expect(splitTimeSpan(999)).toEqual(zero);
    expect(splitTimeSpan(-90_061_000)).toEqual(zero);
  });

  it('refuses NaN', () => {
    expect(() => splitTimeSpan(Number.NaN)).toThrow(RangeError);
  });
});
