import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  parseTimeOfDay,
  SLOT_MINUTES,
  SLOTS_PER_HOUR,
  timeSlotRanges,
  timeSlots,
} from './timeSlots.ts';

describe('constants', () => {
  it('are 30-minute slots, two per hour', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(SLOTS_PER_HOUR).toBe(2);
  });
});

describe('timeSlots', () => {
  it('gives two slots per hour in 30-minute steps from the start', () => {
    expect(timeSlots('09:00', 2)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(timeSlots('18:30', 1)).toEqual(['18:30', '19:00']);
  });

  it('count is twice the duration', () => {
    for (const hours of [0.5, 1, 2, 3, 8, 12]) {
      expect(timeSlots('08:00', hours)).toHaveLength(hours * 2);
    }
  });

  it('handles fractional durations', () => {
    expect(timeSlots('09:00', 1.5)).toEqual(['09:00', '09:30', '10:00']);
    expect(timeSlots('09:00', 0.5)).toEqual(['09:00']);
  });

  it('returns no slots for a zero duration', () => {
    expect(timeSlots('09:00', 0)).toEqual([]);
  });

  it('keeps an unaligned start', () => {
    expect(timeSlots('09:15', 1)).toEqual(['09:15', '09:45']);
  });

  it('may fill the day up to midnight', () => {
    expect(timeSlots('23:00', 1)).toEqual(['23:00', '23:30']);
    expect(timeSlots('00:00', 24)).toHaveLength(48);
    expect(timeSlots('00:00', 24).at(-1)).toBe('23:30');
  });

  it('rejects a block that runs past midnight', () => {
    expect(() => timeSlots('23:30', 1)).toThrow(RangeError);
    expect(() => timeSlots('23:45', 0.5)).toThrow(RangeError);
    expect(() => timeSlots('00:00', 24.5)).toThrow(RangeError);
  });

  it('rejects durations that are not whole slots', () => {
    for (const bad of [1.25, 0.1, -0.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => timeSlots('09:00', bad), String(bad)).toThrow(RangeError);
    }
  });

  it('rejects malformed start times', () => {
    for (const bad of ['9:00', '09:0', '24:00', '12:60', '09:00:00', '', 'ab:cd', ' 09:00']) {
      expect(() => timeSlots(bad, 1), bad).toThrow(RangeError);
    }
  });
});

describe('timeSlotRanges', () => {
  it('pairs each start with its end', () => {
    expect(timeSlotRanges('09:00', 1.5)).toEqual([
      { start: '09:00', end: '09:30' },
      { start: '09:30', end: '10:00' },
      { start: '10:00', end: '10:30' },
    ]);
  });

  it('ends the last slot of the day at 24:00', () => {
    expect(timeSlotRanges('23:30', 0.5)).toEqual([{ start: '23:30', end: '24:00' }]);
  });

  it('validates like timeSlots', () => {
    expect(timeSlotRanges('09:00', 0)).toEqual([]);
    expect(() => timeSlotRanges('09:00', 0.75)).toThrow(RangeError);
    expect(() => timeSlotRanges('25:00', 1)).toThrow(RangeError);
  });
});

describe('parseTimeOfDay / formatTimeOfDay', () => {
  it('convert both ways', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(570)).toBe('09:30');
    expect(formatTimeOfDay(1440)).toBe('24:00');
  });

  it('reject out-of-range values', () => {
    expect(() => formatTimeOfDay(-1)).toThrow(RangeError);
    expect(() => formatTimeOfDay(1441)).toThrow(RangeError);
    expect(() => formatTimeOfDay(1.5)).toThrow(RangeError);
  });
});
