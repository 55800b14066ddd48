import type { Slot } from '@school/contract/api/booking';
import { describe, expect, it } from 'vitest';
import { at } from '../../test/learningFixtures.ts';
import type { ChosenSlot } from './rules.ts';
import {
  bookingDays,
  isChosenSlot,
  MAX_SLOTS_PER_BOOKING,
  pickSlot,
  reconcilePicks,
  slotsByDay,
} from './rules.ts';

const emily = { id: 7, name: 'Emily', avatar: null };
const james = { id: 8, name: 'James', avatar: null };

let id = 1;
const slotAt = (day: string, hhmm: string, state: Slot['state'] = 'open', teacherId = 7): Slot => {
  const startAt = at(day, hhmm);
  return {
    id: id++,
    teacherId,
    startAt,
    endAt: new Date(Date.parse(startAt) + 1800_000).toISOString(),
    state,
    mine: false,
  };
};

describe('pickSlot', () => {
  it('adds an open slot and puts it back on a second tap', () => {
    const s = slotAt('2025-03-03', '09:30');
    const picked = pickSlot([], s, emily);
    expect(picked.rejected).toBeUndefined();
    expect(picked.chosen).toEqual([
      {
        id: s.id,
        teacherId: 7,
        teacherName: 'Emily',
        teacherAvatar: null,
        startAt: s.startAt,
        endAt: s.endAt,
      },
    ]);
    expect(pickSlot(picked.chosen, s, emily).chosen).toEqual([]);
  });

  it.each(['booked', 'closed', 'past'] as const)('refuses a %s slot', (state) => {
    const result = pickSlot([], slotAt('2025-03-03', '10:00', state), emily);
    expect(result).toEqual({ chosen: [], rejected: 'unavailable' });
  });

  it('keeps picks of other days, in time order', () => {
    let chosen: ChosenSlot[] = [];
    for (const s of [
      slotAt('2025-03-05', '18:00'),
      slotAt('2025-03-03', '09:30'),
      slotAt('2025-03-04', '12:00'),
    ]) {
      chosen = pickSlot(chosen, s, emily).chosen;
    }
    expect(chosen.map((c) => c.startAt)).toEqual([
      at('2025-03-03', '09:30'),
      at('2025-03-04', '12:00'),
      at('2025-03-05', '18:00'),
    ]);
  });

  it(`stops at ${MAX_SLOTS_PER_BOOKING} picks but still lets one be put back`, () => {
    let chosen: ChosenSlot[] = [];
    const slots = Array.from({ length: MAX_SLOTS_PER_BOOKING + 1 }, (_, i) =>
      slotAt('2025-03-03', `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    );
    for (const s of slots.slice(0, MAX_SLOTS_PER_BOOKING))
      chosen = pickSlot(chosen, s, emily).chosen;
    expect(chosen).toHaveLength(MAX_SLOTS_PER_BOOKING);
    const extra = slots[MAX_SLOTS_PER_BOOKING] as Slot;
    expect(pickSlot(chosen, extra, emily)).toEqual({ chosen, rejected: 'full' });
    expect(pickSlot(chosen, slots[0] as Slot, emily).chosen).toHaveLength(
      MAX_SLOTS_PER_BOOKING - 1,
    );
  });

  it('books with one teacher: picking another teacher’s slot replaces the earlier picks', () => {
    const first = pickSlot([], slotAt('2025-03-03', '09:30'), emily).chosen;
    const other = slotAt('2025-03-03', '10:00', 'open', 8);
    const result = pickSlot(first, other, james);
    expect(result.chosen.map((c) => c.teacherId)).toEqual([8]);
  });
});

describe('clashes', () => {
  it('refuses a slot at the start of one of the family’s own lessons', () => {
    const s = slotAt('2025-03-03', '18:00');
    const busy = new Set([Date.parse(s.startAt)]);
    expect(pickSlot([], s, emily, busy)).toEqual({ chosen: [], rejected: 'unavailable' });
    expect(pickSlot([], slotAt('2025-03-03', '18:30'), emily, busy).chosen).toHaveLength(1);
  });
});

describe('reconcilePicks', () => {
  it('lets go of picks the schedule no longer shows as open, and keeps the rest', () => {
    const a = slotAt('2025-03-03', '09:30');
    const b = slotAt('2025-03-03', '10:00');
    const c = slotAt('2025-03-20', '10:00');
    let chosen: ChosenSlot[] = [];
    for (const s of [a, b, c]) chosen = pickSlot(chosen, s, emily).chosen;
    const { kept, dropped } = reconcilePicks(chosen, [{ ...a }, { ...b, state: 'booked' }]);
    expect(kept.map((k) => k.id)).toEqual([a.id, c.id]);
    expect(dropped.map((d) => d.id)).toEqual([b.id]);
  });
});

describe('days and grouping', () => {
  it('offers 14 days from today in the school’s zone', () => {
    // 17:00 UTC on 1 March is already 01:00 on 2 March in Shanghai.
    const days = bookingDays(Date.parse('2025-03-01T17:00:00Z'), 'Asia/Shanghai');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2025-03-02');
    expect(days[13]).toBe('2025-03-15');
  });

  it('groups slots by their day in the school’s zone, each day in time order', () => {
    const late = slotAt('2025-03-03', '23:30');
    const early = slotAt('2025-03-03', '00:00');
    const next = slotAt('2025-03-04', '08:00');
    const groups = slotsByDay([next, late, early], 'Asia/Shanghai');
    expect([...groups.keys()]).toEqual(['2025-03-03', '2025-03-04']);
    expect(groups.get('2025-03-03')?.map((s) => s.id)).toEqual([early.id, late.id]);
  });

  it('checks what the persisted store holds', () => {
    const good = pickSlot([], slotAt('2025-03-03', '09:30'), emily).chosen[0];
    expect(isChosenSlot(good)).toBe(true);
    expect(isChosenSlot({ id: 1 })).toBe(false);
    expect(isChosenSlot('09:30')).toBe(false);
  });
});
