/**
 * Durations for people (seed §9: "Time spans show as days, hours, minutes or seconds (largest whole
 * unit)"): a countdown to the next lesson, "paid 3 hours ago". One unit only, floored, because the
 * seed shows the largest whole unit and not "1 day 2 hours".
 */

export type SpanLocale = 'zh' | 'en';

export interface TimeSpanParts {
  days: number;
  /** 0..23 */
  hours: number;
  /** 0..59 */
  minutes: number;
  /** 0..59 */
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Clamps what a clock difference can produce: a negative span (the moment has passed) counts as 0.
 * NaN and ±Infinity are refused with RangeError: they only come from a bad date upstream, and
 * showing "0 seconds" for them would hide that bug.
 */
function clamp(ms: number): number {
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid time span ${ms} ms`);
  return Math.max(0, ms);
}

/** Whole days, hours, minutes and seconds of a span, for countdowns (`1:02:03` style displays). */
export function splitTimeSpan(ms: number): TimeSpanParts {
  const total = Math.floor(clamp(ms) / SECOND);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

const UNITS = [
  { ms: DAY, zh: '天', en: ['day', 'days'] },
  { ms: HOUR, zh: '小时', en: ['hour', 'hours'] },
  { ms: MINUTE, zh: '分钟', en: ['minute', 'minutes'] },
  { ms: SECOND, zh: '秒', en: ['second', 'seconds'] },
] as const;

/**
 * The span in its largest whole unit, floored: 90061000 ms -> '1天' / '1 day'; 3 h 59 min -> '3小时';
 * 59 s -> '59秒'; under one second or negative -> '0秒' / '0 seconds'. Chinese by default (the app's
 * language); English pluralises ('1 day', '2 days', '0 seconds').
 */
export function formatTimeSpan(ms: number, locale: SpanLocale = 'zh'): string {
  const span = clamp(ms);
  const unit = UNITS.find((u) => span >= u.ms) ?? UNITS[3];
  const n = Math.floor(span / unit.ms);
  return locale === 'zh' ? `${n}${unit.zh}` : `${n} ${unit.en[n === 1 ? 0 : 1]}`;
}
