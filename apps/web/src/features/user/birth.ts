import { formatCalendarDate, parseCalendarDate } from '@school/contract/helpers/calendarDate';
import { DEFAULT_BIRTH } from '@school/contract/helpers/datePicker';
import { zodiacOf } from '@school/contract/helpers/zodiac';

/** `YYYY-MM-DD` -> local midnight of that day (what the date picker works in). */
export function birthToDate(birth: string): Date {
  const d = parseCalendarDate(birth) ?? parseCalendarDate(DEFAULT_BIRTH)!;
  const date = new Date(0);
  date.setFullYear(d.year, d.month - 1, d.day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** A picked local date -> `YYYY-MM-DD`. */
export const dateToBirth = (date: Date) =>
  formatCalendarDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** The star sign of a birth date in the screen's language, or '' for no real date. */
export function zodiacLabel(birth: string, language: string): string {
  const z = zodiacOf(birth);
  if (!z) return '';
  return language === 'en' ? z.en : z.zh;
}
