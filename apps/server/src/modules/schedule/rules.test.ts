import { describe, expect, it } from 'vitest';
import { formatInZone } from '@school/contract/helpers/time';
import { TestClock } from '../../clock.ts';
import { slotStartsFromPlans, slotState, bookableRange } from './rules.ts';

const H = 3600_000;
const D = 24 * H;
const SH = 'Asia/Shanghai';

describe('schedule rules', () => {
  // Monday 2026-11-23 10:00 in Shanghai.
  const clock = new TestClock(new Date('2026-11-23T02:00:00Z'));

  it('a plan gives one 30-minute slot per half hour on its weekday, for 14 days', () => {
    const plans = [{ teacherId: 7, weekday: 2, start: '09:00', durationMinutes: 60 }];
    const slots = slotStartsFromPlans(plans, '2026-11-23', 14, SH, clock.now());
    expect(slots.map((s) => formatInZone(s.startAt, SH))).toEqual([
      '2026-11-24 09:00',
      '2026-11-24 09:30',
      '2026-12-01 09:00',
      '2026-12-01 09:30',
    ]);
    expect(slots.every((s) => s.teacherId === 7)).toBe(true);
  });

  it('slots that have begun are not opened', () => {
    const plans = [{ teacherId: 1, weekday: 1, start: '09:00', durationMinutes: 120 }];
    const slots = slotStartsFromPlans(plans, '2026-11-23', 1, SH, clock.now());
    // 10:00 has begun at 10:00; 10:30 and later remain.
    expect(slots.map((s) => formatInZone(s.startAt, SH, 'HH:mm'))).toEqual(['10:30']);
  });

  it('wall-clock times hold across a DST change in the school zone', () => {
    const ny = 'America/New_York';
    const plans = [{ teacherId: 1, weekday: 0, start: '09:00', durationMinutes: 30 }];
    const now = new Date('2026-10-20T00:00:00Z');
    const slots = slotStartsFromPlans(plans, '2026-10-20', 14, ny, now);
    expect(slots.map((s) => s.startAt.toISOString())).toEqual([
      '2026-10-25T13:00:00.000Z', // EDT
      '2026-11-01T14:00:00.000Z', // EST
    ]);
  });

  it('a zone whose offset is not on a half hour gives no slots (they could not be aligned)', () => {
    const plans = [{ teacherId: 1, weekday: 2, start: '09:00', durationMinutes: 60 }];
    expect(slotStartsFromPlans(plans, '2026-11-23', 7, 'Asia/Kathmandu', clock.now())).toEqual([]);
  });

  it('slot state: booked > closed > past (lead time) > beyond window (closed) > open', () => {
    const now = clock.now();
    const slot = (ms: number, status: 'open' | 'closed' = 'open') => ({
      startAt: new Date(now.getTime() + ms),
      status,
    });
    expect(slotState(slot(D), true, now)).toBe('booked');
    expect(slotState(slot(-D), true, now)).toBe('booked');
    expect(slotState(slot(D, 'closed'), false, now)).toBe('closed');
    expect(slotState(slot(2 * H - 1), false, now)).toBe('past');
    expect(slotState(slot(2 * H), false, now)).toBe('open');
    expect(slotState(slot(14 * D), false, now)).toBe('open');
    expect(slotState(slot(14 * D + 1), false, now)).toBe('closed');
    const r = bookableRange(now);
    expect(r.to.getTime() - r.from.getTime()).toBe(14 * D - 2 * H);
  });
});
