import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  DEFAULT_TIME_ZONE,
  FIXED_OFFSET_ZONES,
  formatInZone,
  intlWallClock,
  zonedDateTimeToInstant,
} from './time.ts';

const NY = 'America/New_York';
const iso = (d: Date) => d.toISOString();

describe('formatInZone', () => {
  const instant = new Date('2024-01-01T16:05:00Z');

  it('defaults to Asia/Shanghai and YYYY-MM-DD HH:mm', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Shanghai');
    expect(formatInZone(instant)).toBe('2024-01-02 00:05');
  });

  it('supports each pattern', () => {
    expect(formatInZone(instant, 'Asia/Shanghai', 'YYYY-MM-DD')).toBe('2024-01-02');
    expect(formatInZone(instant, 'Asia/Shanghai', 'HH:mm')).toBe('00:05');
    expect(formatInZone(instant, 'Asia/Shanghai', 'YYYY-MM-DD HH:mm')).toBe('2024-01-02 00:05');
    expect(formatInZone(instant, NY, 'YYYY-MM-DD HH:mm')).toBe('2024-01-01 11:05');
    expect(formatInZone(instant, 'UTC')).toBe('2024-01-01 16:05');
  });

  it('writes midnight as 00:00 and pads everything', () => {
    expect(formatInZone(Date.UTC(2024, 2, 4, 16, 0), 'Asia/Shanghai')).toBe('2024-03-05 00:00');
    expect(formatInZone(Date.UTC(2024, 0, 1, 1, 2), 'UTC', 'HH:mm')).toBe('01:02');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatInZone(0, 'UTC')).toBe('1970-01-01 00:00');
    expect(formatInZone(0, 'Asia/Shanghai')).toBe('1970-01-01 08:00');
  });

  it('follows DST', () => {
    expect(formatInZone(new Date('2024-01-15T14:00:00Z'), NY, 'HH:mm')).toBe('09:00');
    expect(formatInZone(new Date('2024-07-15T13:00:00Z'), NY, 'HH:mm')).toBe('09:00');
  });

  it('rejects invalid dates and unknown zones', () => {
    expect(() => formatInZone(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatInZone(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatInZone(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('dateInZone', () => {
  it('gives the calendar day in the zone', () => {
    const instant = new Date('2024-01-01T20:00:00Z');
    expect(dateInZone(instant)).toBe('2024-01-02');
    expect(dateInZone(instant, 'Asia/Shanghai')).toBe('2024-01-02');
    expect(dateInZone(instant, NY)).toBe('2024-01-01');
    expect(dateInZone(new Date('2024-01-01T15:59:59Z'))).toBe('2024-01-01');
    expect(dateInZone(new Date('2024-01-01T16:00:00Z'))).toBe('2024-01-02');
  });
});

describe('zonedDateTimeToInstant', () => {
  it('converts Shanghai wall time (UTC+8, no DST), by default', () => {
    expect(iso(zonedDateTimeToInstant('2024-03-01', '09:00'))).toBe('2024-03-01T01:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-03-01', '00:00', 'Asia/Shanghai'))).toBe(
      '2024-02-29T16:00:00.000Z',
    );
    expect(iso(zonedDateTimeToInstant('2024-07-01', '23:30', 'Asia/Shanghai'))).toBe(
      '2024-07-01T15:30:00.000Z',
    );
  });

  it('uses the offset in force on that date in New York', () => {
    expect(iso(zonedDateTimeToInstant('2024-01-15', '09:00', NY))).toBe('2024-01-15T14:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-07-15', '09:00', NY))).toBe('2024-07-15T13:00:00.000Z');
  });

  it('handles the spring-forward day (2024-03-10, 02:00 -> 03:00)', () => {
    expect(iso(zonedDateTimeToInstant('2024-03-10', '01:30', NY))).toBe('2024-03-10T06:30:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-03-10', '03:00', NY))).toBe('2024-03-10T07:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-03-10', '09:00', NY))).toBe('2024-03-10T13:00:00.000Z');
    // The day before and after still use their own offsets.
    expect(iso(zonedDateTimeToInstant('2024-03-09', '23:30', NY))).toBe('2024-03-10T04:30:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-03-11', '00:00', NY))).toBe('2024-03-11T04:00:00.000Z');
  });

  it('moves a time in the gap forward by the gap', () => {
    const skipped = zonedDateTimeToInstant('2024-03-10', '02:30', NY);
    expect(iso(skipped)).toBe('2024-03-10T07:30:00.000Z');
    expect(formatInZone(skipped, NY)).toBe('2024-03-10 03:30');
    expect(formatInZone(zonedDateTimeToInstant('2024-03-10', '02:00', NY), NY)).toBe(
      '2024-03-10 03:00',
    );
  });

  it('takes the earlier instant in the fall-back overlap (2024-11-03, 02:00 -> 01:00)', () => {
    expect(iso(zonedDateTimeToInstant('2024-11-03', '00:30', NY))).toBe('2024-11-03T04:30:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-11-03', '01:00', NY))).toBe('2024-11-03T05:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-11-03', '01:30', NY))).toBe('2024-11-03T05:30:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-11-03', '02:00', NY))).toBe('2024-11-03T07:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2024-11-03', '09:00', NY))).toBe('2024-11-03T14:00:00.000Z');
  });

  it('round-trips every half hour around both New York changes except the skipped hour', () => {
    for (const date of [
      '2024-03-09',
      '2024-03-10',
      '2024-03-11',
      '2024-11-02',
      '2024-11-03',
      '2024-11-04',
    ]) {
      for (let m = 0; m < 24 * 60; m += 30) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        if (date === '2024-03-10' && time.startsWith('02:')) continue;
        expect(formatInZone(zonedDateTimeToInstant(date, time, NY), NY), `${date} ${time}`).toBe(
          `${date} ${time}`,
        );
      }
    }
  });

  it('handles southern-hemisphere and half-hour shifts', () => {
    // Sydney goes back 03:00 -> 02:00 on 2024-04-07: 02:30 happens twice, the earlier is AEDT (+11).
    expect(iso(zonedDateTimeToInstant('2024-04-07', '02:30', 'Australia/Sydney'))).toBe(
      '2024-04-06T15:30:00.000Z',
    );
    // Lord Howe moves forward only 30 minutes (02:00 -> 02:30) on 2024-10-06.
    const lh = zonedDateTimeToInstant('2024-10-06', '02:15', 'Australia/Lord_Howe');
    expect(formatInZone(lh, 'Australia/Lord_Howe')).toBe('2024-10-06 02:45');
    // India is UTC+5:30.
    expect(iso(zonedDateTimeToInstant('2024-01-01', '00:00', 'Asia/Kolkata'))).toBe(
      '2023-12-31T18:30:00.000Z',
    );
  });

  it('survives a whole skipped day (Samoa, 2011-12-30)', () => {
    const t = zonedDateTimeToInstant('2011-12-30', '12:00', 'Pacific/Apia');
    expect(formatInZone(t, 'Pacific/Apia')).toBe('2011-12-31 12:00');
  });

  it('round-trips historical offsets with seconds', () => {
    const t = zonedDateTimeToInstant('1900-06-01', '12:00', 'Asia/Shanghai');
    expect(formatInZone(t, 'Asia/Shanghai')).toBe('1900-06-01 12:00');
  });

  it('reads 24:00 as the end of the day', () => {
    expect(iso(zonedDateTimeToInstant('2024-03-01', '24:00'))).toBe('2024-03-01T16:00:00.000Z');
    expect(zonedDateTimeToInstant('2024-12-31', '24:00', NY).getTime()).toBe(
      zonedDateTimeToInstant('2025-01-01', '00:00', NY).getTime(),
    );
  });

  it('rejects invalid input', () => {
    expect(() => zonedDateTimeToInstant('2024-02-30', '09:00')).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2024-2-3', '09:00')).toThrow(RangeError);
    for (const bad of ['9:00', '24:30', '25:00', '12:60', '09:00:00', '']) {
      expect(() => zonedDateTimeToInstant('2024-03-01', bad), bad).toThrow(RangeError);
    }
    expect(() => zonedDateTimeToInstant('2024-03-01', '09:00', 'Nowhere/City')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds and subtracts calendar days', () => {
    expect(addDays('2024-03-01', 0)).toBe('2024-03-01');
    expect(addDays('2024-03-01', 1)).toBe('2024-03-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('2024-03-01', 14)).toBe('2024-03-15');
  });

  it('is not confused by DST days', () => {
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(addDays('2024-11-03', 1)).toBe('2024-11-04');
    expect(addDays('2024-11-04', -1)).toBe('2024-11-03');
  });

  it('rejects invalid input', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2024-03-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('2024-03-01', Number.NaN)).toThrow(RangeError);
  });
});

describe('zones with a fixed offset', () => {
  it('agree with Intl from their start date to 2100', () => {
    for (const [zone, { sinceMs }] of Object.entries(FIXED_OFFSET_ZONES)) {
      const from = Math.max(sinceMs, Date.UTC(1992, 0, 1));
      // A step that is not a whole number of hours or days, so every hour of the day comes up.
      for (let ms = from; ms < Date.UTC(2100, 0, 1); ms += 6 * 86_400_000 + 3_700_123) {
        const w = intlWallClock(ms, zone);
        const p = (n: number) => String(n).padStart(2, '0');
        const expected = `${w.year}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}`;
        expect(formatInZone(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toBe(expected);
      }
    }
  });

  it('still follow the old rules before that date (Shanghai had daylight saving until 1991)', () => {
    expect(formatInZone(new Date('1988-07-01T12:00:00Z'), 'Asia/Shanghai')).toBe(
      '1988-07-01 21:00',
    );
    expect(formatInZone(new Date('1988-12-01T12:00:00Z'), 'Asia/Shanghai')).toBe(
      '1988-12-01 20:00',
    );
  });
});
