import { describe, expect, it } from 'vitest';
import { TestClock } from '../../clock.ts';
import { bookingWindowProblem, cancelOutcome, overlappingPair, overlaps } from './rules.ts';

const H = 3600_000;
const D = 24 * H;
const MIN = 60_000;

describe('booking rules', () => {
  const clock = new TestClock(new Date('2026-11-23T02:00:00Z'));
  const at = (ms: number) => new Date(clock.now().getTime() + ms);

  it('lead time: a slot must start at least 2 hours ahead', () => {
    expect(bookingWindowProblem(at(2 * H), clock.now())).toBeNull();
    expect(bookingWindowProblem(at(2 * H - 1), clock.now())).toBe('lead_time');
    expect(bookingWindowProblem(at(0), clock.now())).toBe('lead_time');
    expect(bookingWindowProblem(at(-H), clock.now())).toBe('lead_time');
    // Moving the clock turns a bookable slot into one inside the lead time.
    const slot = at(3 * H);
    expect(bookingWindowProblem(slot, clock.now())).toBeNull();
    clock.advance(H + MIN);
    expect(bookingWindowProblem(slot, clock.now())).toBe('lead_time');
  });

  it('window: a slot may start at most 14 days ahead', () => {
    clock.set('2026-11-23T02:00:00Z');
    expect(bookingWindowProblem(at(14 * D), clock.now())).toBeNull();
    expect(bookingWindowProblem(at(14 * D + 1), clock.now())).toBe('too_far');
    const slot = at(15 * D);
    expect(bookingWindowProblem(slot, clock.now())).toBe('too_far');
    clock.advance(D);
    expect(bookingWindowProblem(slot, clock.now())).toBeNull();
  });

  it('overlap: intervals that intersect, not ones that touch', () => {
    const a = { startAt: at(0), endAt: at(30 * MIN) };
    expect(overlaps(a, { startAt: at(0), endAt: at(30 * MIN) })).toBe(true);
    expect(overlaps(a, { startAt: at(15 * MIN), endAt: at(45 * MIN) })).toBe(true);
    expect(overlaps(a, { startAt: at(30 * MIN), endAt: at(60 * MIN) })).toBe(false);
    expect(overlaps(a, { startAt: at(-30 * MIN), endAt: at(0) })).toBe(false);
    const s = (m: number) => ({ id: m, startAt: at(m * MIN), endAt: at((m + 30) * MIN) });
    expect(overlappingPair([s(0), s(30), s(60)])).toBeNull();
    expect(overlappingPair([s(60), s(0), s(60)])?.map((x) => x.id)).toEqual([60, 60]);
    expect(overlappingPair([])).toBeNull();
  });

  it('cancel deadline: >= 24 h refund, < 24 h late, from the start refused', () => {
    clock.set('2026-11-23T02:00:00Z');
    const start = at(2 * D);
    expect(cancelOutcome(start, clock.now())).toBe('refund');
    clock.advance(D); // exactly 24 h before
    expect(cancelOutcome(start, clock.now())).toBe('refund');
    clock.advance(1);
    expect(cancelOutcome(start, clock.now())).toBe('late');
    clock.set(new Date(start.getTime() - 1));
    expect(cancelOutcome(start, clock.now())).toBe('late');
    clock.set(start);
    expect(cancelOutcome(start, clock.now())).toBe('started');
    clock.advance(10 * MIN);
    expect(cancelOutcome(start, clock.now())).toBe('started');
  });
});
