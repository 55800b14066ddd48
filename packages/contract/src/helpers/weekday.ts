/**
 * Weekday names (seed §9: "Weekday names in Chinese (short and long)"), with English for the i18n
 * build. Indexed like Date#getDay(): 0 is Sunday, because that is what both Date and the schedule
 * plan's weekday use, and the Chinese week tables in the seed also start at 日.
 */
import { calendarDateToUtcMs, parseCalendarDate } from './calendarDate.ts';

export type WeekdayStyle = 'short' | 'long';
export type WeekdayLocale = 'zh' | 'en';

/** The bare day characters, for compact calendar headers. */
export const WEEKDAY_CHARS_ZH = ['日', '一', '二', '三', '四', '五', '六'] as const;
export const WEEKDAY_SHORT_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
export const WEEKDAY_LONG_ZH = [
  '星期日',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;
export const WEEKDAY_SHORT_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_LONG_EN = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const NAMES: Record<WeekdayLocale, Record<WeekdayStyle, readonly string[]>> = {
  zh: { short: WEEKDAY_SHORT_ZH, long: WEEKDAY_LONG_ZH },
  en: { short: WEEKDAY_SHORT_EN, long: WEEKDAY_LONG_EN },
};

/**
 * The weekday (0 = Sunday) of a calendar date `YYYY-MM-DD`, computed on the date itself so that the
 * runtime's time zone cannot shift it. Throws RangeError for an invalid date.
 */
export function weekdayOfDate(ymd: string): number {
  const date = parseCalendarDate(ymd);
  if (!date) throw new RangeError(`Invalid date "${ymd}", expected YYYY-MM-DD`);
  return new Date(calendarDateToUtcMs(date)).getUTCDay();
}

/**
 * Name of a weekday given as
 * - a day index 0..6 (0 = Sunday), e.g. from a schedule plan;
 * - a `YYYY-MM-DD` calendar date (preferred for a lesson day: take it from dateInZone in the school's
 *   zone, so a server in UTC and a phone in Beijing agree);
 * - a Date, read in the runtime's local zone (what a device shows its user).
 * Throws RangeError for an index outside 0..6, an invalid date string or an invalid Date.
 */
export function weekdayName(
  day: Date | number | string,
  style: WeekdayStyle = 'short',
  locale: WeekdayLocale = 'zh',
): string {
  let index: number;
  if (typeof day === 'string') index = weekdayOfDate(day);
  else if (day instanceof Date) {
    index = day.getDay();
    if (Number.isNaN(index)) throw new RangeError('Invalid Date');
  } else index = day;
  const name = NAMES[locale][style][index];
  if (!Number.isInteger(index) || name === undefined) {
    throw new RangeError(`Invalid weekday index ${index}, expected 0 (Sunday) to 6 (Saturday)`);
  }
  return name;
}
