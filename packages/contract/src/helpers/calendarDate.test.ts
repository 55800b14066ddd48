import { describe, expect, it } from 'vitest';
import {
  calendarDateToUtcMs,
  daysInMonth,
  formatCalendarDate,
  isLeapYear,
  parseCalendarDate,
} from './calendarDate.ts';

describe('parseCalendarDate', () => {
  it('parses a valid date', () => {
    expect(parseCalendarDate('2019-02-18')).toEqual({ year: 2019, month: 2, day: 18 });
  });

  it('rejects days that do not exist', () => {
    expect(parseCalendarDate('2019-02-29')).toBeNull();
    expect(parseCalendarDate('2019-02-30')).toBeNull();
    expect(parseCalendarDate('2019-04-31')).toBeNull();
    expect(parseCalendarDate('2019-13-01')).toBeNull();
    expect(parseCalendarDate('2019-00-10')).toBeNull();
    expect(parseCalendarDate('2019-01-00')).toBeNull();
    expect(parseCalendarDate('1900-02-29')).toBeNull();
  });

  it('accepts leap days of leap years', () => {
    expect(parseCalendarDate('2020-02-29')).toEqual({ year: 2020, month: 2, day: 29 });
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('rejects anything but strict YYYY-MM-DD', () => {
    for (const bad of [
      '2019-2-18',
      '19-02-18',
      '2019/02/18',
      ' 2019-02-18',
      '2019-02-18T00:00',
      '',
      'abc',
    ]) {
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
  });
});

describe('daysInMonth / isLeapYear', () => {
  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('applies the century rule', () => {
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
  });
});

describe('formatCalendarDate / calendarDateToUtcMs', () => {
  it('zero-pads', () => {
    expect(formatCalendarDate({ year: 2019, month: 2, day: 8 })).toBe('2019-02-08');
    expect(formatCalendarDate({ year: 50, month: 1, day: 1 })).toBe('0050-01-01');
  });

  it('gives midnight UTC, also for two-digit years', () => {
    expect(calendarDateToUtcMs({ year: 1970, month: 1, day: 2 })).toBe(86_400_000);
    expect(new Date(calendarDateToUtcMs({ year: 50, month: 3, day: 1 })).getUTCFullYear()).toBe(50);
  });
});
