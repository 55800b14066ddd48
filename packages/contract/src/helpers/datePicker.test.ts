import { describe, expect, it } from 'vitest';
import {
  BIRTH_PICKER_YEARS,
  birthPickerBounds,
  birthPickerRange,
  DEFAULT_BIRTH,
} from './datePicker.ts';

describe('constants', () => {
  it('match the seed', () => {
    expect(DEFAULT_BIRTH).toBe('2019-02-18');
    expect(BIRTH_PICKER_YEARS).toBe(150);
  });
});

describe('birthPickerRange', () => {
  it('spans 1 January of year-150 to 31 December of year+150, local midnight', () => {
    const { min, max } = birthPickerRange(new Date(2024, 5, 15, 13, 45));
    expect([
      min.getFullYear(),
      min.getMonth(),
      min.getDate(),
      min.getHours(),
      min.getMinutes(),
    ]).toEqual([1874, 0, 1, 0, 0]);
    expect([
      max.getFullYear(),
      max.getMonth(),
      max.getDate(),
      max.getHours(),
      max.getMinutes(),
    ]).toEqual([2174, 11, 31, 0, 0]);
    expect(
      min.getSeconds() + min.getMilliseconds() + max.getSeconds() + max.getMilliseconds(),
    ).toBe(0);
  });

  it('depends only on the year, also on the first and last day of it', () => {
    const a = birthPickerRange(new Date(2025, 0, 1, 0, 0, 0));
    const b = birthPickerRange(new Date(2025, 11, 31, 23, 59, 59));
    expect(a).toEqual(b);
    expect(a.min.getFullYear()).toBe(1875);
    expect(a.max.getFullYear()).toBe(2175);
  });

  it('defaults to now', () => {
    const year = new Date().getFullYear();
    const { min, max } = birthPickerRange();
    expect(min.getFullYear()).toBe(year - 150);
    expect(max.getFullYear()).toBe(year + 150);
  });

  it('contains the default birth date', () => {
    const { min, max } = birthPickerRange(new Date(2024, 0, 1));
    const [y, m, d] = DEFAULT_BIRTH.split('-').map(Number) as [number, number, number];
    const birth = new Date(y, m - 1, d);
    expect(birth >= min && birth <= max).toBe(true);
  });

  it('does not map early years to the 1900s', () => {
    const { min } = birthPickerRange(new Date(2100, 0, 1));
    expect(min.getFullYear()).toBe(1950);
    const early = birthPickerRange(new Date(200, 0, 1));
    expect(early.min.getFullYear()).toBe(50);
  });

  it('rejects an invalid date', () => {
    expect(() => birthPickerRange(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('birthPickerBounds', () => {
  it('gives YYYY-MM-DD strings', () => {
    expect(birthPickerBounds(new Date(2024, 5, 15))).toEqual({
      min: '1874-01-01',
      max: '2174-12-31',
    });
  });
});
