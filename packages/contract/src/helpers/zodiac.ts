/**
 * The western star sign (星座) shown on the profile (seed §9: "zodiac derived from birth date by fixed
 * ranges (ranges: not shown)"). The seed leaves the ranges out; these are the common fixed tables
 * used by Chinese apps. Fixed month-day ranges, not astronomy: the sign of a date never depends on
 * the year (a 29 February is Pisces).
 */
import { parseCalendarDate } from './calendarDate.ts';

export type ZodiacKey =
  | 'capricorn'
  | 'aquarius'
  | 'pisces'
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius';

export interface Zodiac {
  key: ZodiacKey;
  zh: string;
  en: string;
}

export interface ZodiacRange extends Zodiac {
  /** First day, `MM-DD` */
  from: string;
  /** Last day, `MM-DD` (Capricorn wraps over New Year) */
  to: string;
}

const CAPRICORN: ZodiacRange = {
  key: 'capricorn',
  zh: '摩羯座',
  en: 'Capricorn',
  from: '12-22',
  to: '01-19',
};

/**
 * Sorted by first day ('MM-DD' strings sort like dates). Capricorn, which wraps over New Year, is
 * listed by its December start, so it comes last.
 */
export const ZODIAC_RANGES: readonly ZodiacRange[] = [
  { key: 'aquarius', zh: '水瓶座', en: 'Aquarius', from: '01-20', to: '02-18' },
  { key: 'pisces', zh: '双鱼座', en: 'Pisces', from: '02-19', to: '03-20' },
  { key: 'aries', zh: '白羊座', en: 'Aries', from: '03-21', to: '04-19' },
  { key: 'taurus', zh: '金牛座', en: 'Taurus', from: '04-20', to: '05-20' },
  { key: 'gemini', zh: '双子座', en: 'Gemini', from: '05-21', to: '06-21' },
  { key: 'cancer', zh: '巨蟹座', en: 'Cancer', from: '06-22', to: '07-22' },
  { key: 'leo', zh: '狮子座', en: 'Leo', from: '07-23', to: '08-22' },
  { key: 'virgo', zh: '处女座', en: 'Virgo', from: '08-23', to: '09-22' },
  { key: 'libra', zh: '天秤座', en: 'Libra', from: '09-23', to: '10-23' },
  { key: 'scorpio', zh: '天蝎座', en: 'Scorpio', from: '10-24', to: '11-22' },
  { key: 'sagittarius', zh: '射手座', en: 'Sagittarius', from: '11-23', to: '12-21' },
  CAPRICORN,
];

/**
 * The sign of a birth date `YYYY-MM-DD`, as {key, zh, en}; null when the text is not a real date
 * (the profile then shows no sign instead of a wrong one). '2019-02-18' (the store's default birth)
 * is Aquarius 水瓶座.
 */
export function zodiacOf(birth: string): Zodiac | null {
  const date = parseCalendarDate(birth);
  if (!date) return null;
  const md = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  // The sign is the last range starting on or before the day; before 01-20 none has started this
  // year, so it is the Capricorn that began on 12-22 of the year before.
  let found = CAPRICORN;
  for (const range of ZODIAC_RANGES) if (range.from <= md) found = range;
  return { key: found.key, zh: found.zh, en: found.en };
}
