import {
  addDays,
  dateInZone,
  DEFAULT_TIME_ZONE,
  formatInZone,
} from '@school/contract/helpers/time';
import { weekdayName } from '@school/contract/helpers/weekday';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bootContent } from './bootContent.ts';
import { GREETING_FROM } from './bootKeys.ts';

/**
 * Instants from the server shown in the school's time zone (docs/design/api.md §3), whatever zone the
 * phone is in. The zone is the server's (its TIME_ZONE, or the one the owner set in the console):
 * index.html's content block carries it from the first render, aboutUss/view after (setSchoolZone).
 * Asia/Shanghai only while neither has answered (a development server without the block).
 */
let zone: string | null = null;

function validZone(z: unknown): string | null {
  if (typeof z !== 'string' || !z) return null;
  try {
    formatInZone(0, z, 'HH:mm');
    return z;
  } catch {
    return null;
  }
}

/** The school's IANA zone now (read from the content block on first use). */
export const schoolZone = (): string =>
  (zone ??= validZone(bootContent()?.school?.timeZone) ?? DEFAULT_TIME_ZONE);

/** The zone aboutUss/view answered (a zone this browser does not know is ignored). */
export function setSchoolZone(z: unknown) {
  zone = validZone(z) ?? schoolZone();
}

const ms = (instant: string | number | Date) =>
  typeof instant === 'string'
    ? Date.parse(instant)
    : typeof instant === 'number'
      ? instant
      : instant.getTime();

/** `YYYY-MM-DD` of an instant in the school's zone. */
export const schoolDate = (instant: string | number | Date) =>
  dateInZone(ms(instant), schoolZone());
/** `HH:mm` of an instant in the school's zone. */
export const schoolTime = (instant: string | number | Date) =>
  formatInZone(ms(instant), schoolZone(), 'HH:mm');
/** The hour (0-23) in the school's zone. */
export const schoolHour = (now: number = Date.now()) => Number(schoolTime(now).slice(0, 2));

/**
 * The greeting of the school's hour: 早上好 from 05:00, 下午好 from 12:00, 晚上好 from 18:00 and
 * through the night (no 早上好 at 2 am). index.html's shell script restates it (keep them alike).
 */
export const greetingPeriod = (hour: number) =>
  hour >= GREETING_FROM.morning && hour < GREETING_FROM.afternoon
    ? 'morning'
    : hour >= GREETING_FROM.afternoon && hour < GREETING_FROM.evening
      ? 'afternoon'
      : 'evening';

/** Today in the school's zone. */
export const schoolToday = (now: number = Date.now()) => schoolDate(now);

export interface DateFormat {
  /** '6月' / 'Jun' of a `YYYY-MM-DD`. */
  month: (ymd: string) => string;
  /** '6月3日' / 'Jun 3' of a `YYYY-MM-DD`. */
  monthDay: (ymd: string) => string;
  /** '6/3' of a `YYYY-MM-DD`, where little room is left (a filter chip). */
  numericDay: (ymd: string) => string;
  /** '周二' / 'Tue' of a `YYYY-MM-DD`. */
  weekday: (ymd: string) => string;
  /** '今天' / '明天' / '周二' of a `YYYY-MM-DD`, relative to today in the school's zone. */
  relativeDay: (ymd: string) => string;
  /** '6月3日 周二 09:30-10:00' of a lesson or slot. */
  range: (startAt: string, endAt: string) => string;
  /** '6月3日 周二 09:30' of an instant. */
  dateTime: (instant: string) => string;
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Date texts in the current language (Chinese weekday names from the contract's helper). */
export function useDateFormat(): DateFormat {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  return useMemo(() => {
    const monthDay = (ymd: string) => {
      const [, m = '1', d = '1'] = ymd.split('-');
      return locale === 'en'
        ? `${MONTHS_EN[Number(m) - 1] ?? m} ${Number(d)}`
        : `${Number(m)}月${Number(d)}日`;
    };
    const month = (ymd: string) => {
      const m = Number(ymd.split('-')[1] ?? '1');
      return locale === 'en' ? (MONTHS_EN[m - 1] ?? String(m)) : `${m}月`;
    };
    const weekday = (ymd: string) => weekdayName(ymd, 'short', locale);
    const relativeDay = (ymd: string) => {
      const today = schoolToday();
      if (ymd === today) return t('time.today');
      if (ymd === addDays(today, 1)) return t('time.tomorrow');
      return weekday(ymd);
    };
    const dateTime = (instant: string) => {
      const day = schoolDate(instant);
      return `${monthDay(day)} ${weekday(day)} ${schoolTime(instant)}`;
    };
    const range = (startAt: string, endAt: string) => `${dateTime(startAt)}-${schoolTime(endAt)}`;
    const numericDay = (ymd: string) => {
      const [, m = '1', d = '1'] = ymd.split('-');
      return `${Number(m)}/${Number(d)}`;
    };
    return { month, monthDay, numericDay, weekday, relativeDay, range, dateTime };
  }, [t, locale]);
}
