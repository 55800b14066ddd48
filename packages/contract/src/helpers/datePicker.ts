/**
 * The birth-date picker (seed §5: "Date picker range is about 150 years either side of the current
 * year"; seed §3: userInfo.birth defaults to 2019-02-18).
 */
import { formatCalendarDate } from './calendarDate.ts';

/** The store's default birth date (seed §3). */
export const DEFAULT_BIRTH = '2019-02-18';
/** Years either side of the current year the picker offers. */
export const BIRTH_PICKER_YEARS = 150;

export interface PickerRange {
  /** 1 January of (current year - 150), 00:00 local time */
  min: Date;
  /** 31 December of (current year + 150), 00:00 local time */
  max: Date;
}

/**
 * Whole calendar years, so the range does not depend on today's day: from 1 January of
 * year - 150 to 31 December of year + 150, as local-time midnights (the picker runs on the device
 * and compares days, not instants). The year is the device's local year. Built with setFullYear so
 * no year is ever read as 19xx. Throws RangeError for an invalid `now`.
 */
export function birthPickerRange(now: Date = new Date()): PickerRange {
  const year = now.getFullYear();
  if (Number.isNaN(year)) throw new RangeError('Invalid Date');
  const min = new Date(0);
  min.setFullYear(year - BIRTH_PICKER_YEARS, 0, 1);
  min.setHours(0, 0, 0, 0);
  const max = new Date(0);
  max.setFullYear(year + BIRTH_PICKER_YEARS, 11, 31);
  max.setHours(0, 0, 0, 0);
  return { min, max };
}

/** The same range as `YYYY-MM-DD` strings, for `<input type="date" min max>` and for validation. */
export function birthPickerBounds(now: Date = new Date()): { min: string; max: string } {
  const { min, max } = birthPickerRange(now);
  return {
    min: formatCalendarDate({ year: min.getFullYear(), month: 1, day: 1 }),
    max: formatCalendarDate({ year: max.getFullYear(), month: 12, day: 31 }),
  };
}
