import { describe, expect, it } from 'vitest';
import {
  WEEKDAY_CHARS_ZH,
  WEEKDAY_LONG_EN,
  WEEKDAY_LONG_ZH,
  WEEKDAY_SHORT_EN,
  WEEKDAY_SHORT_ZH,
  weekdayName,
  weekdayOfDate,
} from './weekday.ts';

describe('name tables', () => {
  it('start on Sunday and match each other', () => {
    expect(WEEKDAY_CHARS_ZH.join('')).toBe('日一二三四五六');
    expect(WEEKDAY_SHORT_ZH).toEqual(WEEKDAY_CHARS_ZH.map((c) => `周${c}`));
    expect(WEEKDAY_LONG_ZH).toEqual(WEEKDAY_CHARS_ZH.map((c) => `星期${c}`));
    expect(WEEKDAY_SHORT_EN).toEqual(WEEKDAY_LONG_EN.map((n) => n.slice(0, 3)));
  });
});

describe('weekdayName', () => {
  it('names indexes in Chinese, short by default', () => {
    expect(weekdayName(0)).toBe('周日');
    expect(weekdayName(1)).toBe('周一');
    expect(weekdayName(6)).toBe('周六');
    expect(weekdayName(0, 'long')).toBe('星期日');
    expect(weekdayName(3, 'long')).toBe('星期三');
  });

  it('names indexes in English', () => {
    expect(weekdayName(0, 'short', 'en')).toBe('Sun');
    expect(weekdayName(5, 'long', 'en')).toBe('Friday');
  });

  it('names a calendar date independent of the runtime zone', () => {
    expect(weekdayName('2019-02-18')).toBe('周一');
    expect(weekdayName('2024-02-29', 'long')).toBe('星期四');
    expect(weekdayName('2000-01-01', 'long', 'en')).toBe('Saturday');
  });

  it('names a Date in local time', () => {
    expect(weekdayName(new Date(2024, 0, 7))).toBe('周日');
    expect(weekdayName(new Date(2024, 0, 8, 23, 59), 'long')).toBe('星期一');
  });

  it('rejects bad input', () => {
    for (const bad of [-1, 7, 1.5, Number.NaN])
      expect(() => weekdayName(bad), String(bad)).toThrow(RangeError);
    expect(() => weekdayName('2019-02-30')).toThrow(RangeError);
    expect(() => weekdayName('monday')).toThrow(RangeError);
    expect(() => weekdayName(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('weekdayOfDate', () => {
  it('gives getDay-style indexes over a whole week', () => {
    expect(
      [
        '2024-03-10',
        '2024-03-11',
        '2024-03-12',
        '2024-03-13',
        '2024-03-14',
        '2024-03-15',
        '2024-03-16',
      ].map(weekdayOfDate),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('works for years before 100', () => {
    // 0001-01-01 of the proleptic Gregorian calendar was a Monday.
    expect(weekdayOfDate('0001-01-01')).toBe(1);
  });
});
