/**
 * Wall-clock time in the school's time zone, with Intl only (no date library in the contract).
 * Schedules are published as dates and `HH:mm` in the school's zone (docs/design/booking.md §4.3) while the server and
 * the database keep instants; these helpers convert between the two no matter where the code runs
 * (a UTC server, a phone abroad).
 */
import { calendarDateToUtcMs, formatCalendarDate, parseCalendarDate } from './calendarDate.ts';

/** The school's zone unless configured otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export type ZonedPattern = 'YYYY-MM-DD' | 'HH:mm' | 'YYYY-MM-DD HH:mm';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HH_MM = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Creating a DateTimeFormat is costly; one per zone is reused. Invalid zones throw before caching. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12:false: some engines print midnight as '24' with the latter.
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function toMs(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid Date');
  return ms;
}

/**
 * Zones whose offset from UTC has not changed since a date: after it their wall clock is plain
 * arithmetic. Building the Intl formatter costs 10-30 ms the first time on a phone (ICU loads the
 * zone's data), e.g. in the render that shows the home tab's next lesson; the school's zone needs
 * none of it. Asia/Shanghai: UTC+8 without daylight saving since September 1991 (time.test.ts checks
 * the table against Intl).
 */
export const FIXED_OFFSET_ZONES: Readonly<Record<string, { offsetMs: number; sinceMs: number }>> = {
  'Asia/Shanghai': { offsetMs: 8 * HOUR_MS, sinceMs: Date.UTC(1992, 0, 1) },
  UTC: { offsetMs: 0, sinceMs: Date.UTC(1, 0, 1) },
};

/** The wall clock of an instant in a zone. Years BC come out as astronomical years (1 BC = 0). */
function wallClock(ms: number, timeZone: string): WallClock {
  const fixed = FIXED_OFFSET_ZONES[timeZone];
  if (fixed && ms >= fixed.sinceMs) {
    const d = new Date(ms + fixed.offsetMs);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  return intlWallClock(ms, timeZone);
}

/** wallClock by Intl, for any zone and instant. */
export function intlWallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(ms)) parts[p.type] = p.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in ms (Shanghai: +8 h), to the second. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = calendarDateToUtcMs(w) + w.hour * HOUR_MS + w.minute * 60_000 + w.second * 1000;
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant (Date or epoch ms) as wall-clock text in a zone: 'YYYY-MM-DD', 'HH:mm' (24-hour) or
 * 'YYYY-MM-DD HH:mm' (the default). Throws RangeError for an invalid date or an unknown zone.
 */
export function formatInZone(
  instant: Date | number,
  timeZone: string = DEFAULT_TIME_ZONE,
  pattern: ZonedPattern = 'YYYY-MM-DD HH:mm',
): string {
  const w = wallClock(toMs(instant), timeZone);
  const date = formatCalendarDate(w);
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  if (pattern === 'YYYY-MM-DD') return date;
  if (pattern === 'HH:mm') return time;
  return `${date} ${time}`;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a zone: "which day is this lesson". */
export function dateInZone(instant: Date | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(instant, timeZone, 'YYYY-MM-DD');
}

/**
 * The instant when the wall clock in `timeZone` shows `date` `time`. '24:00' is accepted as the end
 * of that day (= 00:00 of the next), matching timeSlotRanges. Around DST changes it resolves like
 * Temporal's default ('compatible'):
 * - in a gap (a time skipped when clocks go forward, e.g. 02:30 in New York on 2024-03-10) it moves
 *   forward by the gap, giving 03:30 EDT, so a slot is never silently put an hour early;
 * - in an overlap (a time shown twice when clocks go back) it takes the earlier instant.
 * Assumes at most one offset change within a day either side, true of every real zone.
 * Throws RangeError for an invalid date, time or zone.
 */
export function zonedDateTimeToInstant(
  date: string,
  time: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  const t = HH_MM.exec(time);
  if (!t) throw new RangeError(`Invalid time "${time}", expected HH:mm between 00:00 and 24:00`);
  const minutes = t[1] === undefined ? 24 * 60 : Number(t[1]) * 60 + Number(t[2]);
  // The wall clock read as if it were UTC; the answer is this minus the zone's offset at the answer.
  const local = calendarDateToUtcMs(day) + minutes * 60_000;
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  // An offset fits when the zone really has that offset at the instant it gives.
  const fits = [before, after]
    .filter((o) => offsetAt(local - o, timeZone) === o)
    .map((o) => local - o);
  // Overlap: both fit, take the earlier. Normal: one fits. Gap: none fits; the offset from before
  // the change lands past it, shifted forward by the gap's length.
  return new Date(fits.length > 0 ? Math.min(...fits) : local - before);
}

/**
 * Calendar arithmetic on a `YYYY-MM-DD`: n days later (n < 0: earlier). Zone-free, so adding 1 day
 * across a DST change is still the next date. Throws RangeError for an invalid date or a non-integer n.
 */
export function addDays(date: string, n: number): string {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  if (!Number.isInteger(n)) throw new RangeError(`Invalid day count ${n}, expected an integer`);
  const d = new Date(calendarDateToUtcMs(day) + n * DAY_MS);
  return formatCalendarDate({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
}
