/**
 * Calendar dates as the API and the store carry them: `YYYY-MM-DD` strings with no time and no zone
 * (a birth date, a lesson day in the school's zone). Several helpers need to validate them, so the
 * parsing lives here once instead of a regex per file that each lets `2019-02-30` through.
 */

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of the proleptic Gregorian calendar (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Gregorian leap years: every 4th, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Parses a strict `YYYY-MM-DD` (four-digit year, zero-padded month and day) and checks that the day
 * exists. Returns null rather than throwing because callers (zodiac, forms) treat a bad date as "no value".
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const m = YMD.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Formats a calendar date as `YYYY-MM-DD` (years below 1000 are zero-padded to four digits). */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Milliseconds of midnight UTC of that calendar date. Used for zone-free day arithmetic; built with
 * setUTCFullYear because Date.UTC maps years 0..99 to 1900..1999.
 */
export function calendarDateToUtcMs({ year, month, day }: CalendarDate): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}
