import type { Slot } from '@school/contract/api/booking';
import { addDays, dateInZone } from '@school/contract/helpers/time';
import { MAX_SLOTS_PER_BOOKING, BOOKING_WINDOW_DAYS } from '@school/contract/rules/booking';
/** The contract’s value (its zod-free part), not a copy. */
export { MAX_SLOTS_PER_BOOKING, BOOKING_WINDOW_DAYS } from '@school/contract/rules/booking';

/** A slot the family has picked, kept in the store as `chooseTimes` until it is booked. */
export interface ChosenSlot {
  id: number;
  teacherId: number;
  teacherName: string;
  teacherAvatar: string | null;
  startAt: string;
  endAt: string;
}

export interface TeacherRef {
  id: number;
  name: string;
  avatar: string | null;
}

/** Only an open slot can be picked (booked, closed and past ones are shown but disabled). */
export const isSelectable = (slot: Pick<Slot, 'state'>) => slot.state === 'open';

export type PickRejection = 'unavailable' | 'full';

export interface PickResult {
  chosen: ChosenSlot[];
  /** Why the tap changed nothing. */
  rejected?: PickRejection;
}

const byStart = (a: ChosenSlot, b: ChosenSlot) => Date.parse(a.startAt) - Date.parse(b.startAt);

/**
 * Whether a slot clashes with one of the family's own lessons (`busy`: their start instants in
 * ms). Slots are aligned 30-minute blocks, so overlapping means starting at the same instant.
 */
export const clashes = (slot: Pick<Slot, 'startAt' | 'mine'>, busy: ReadonlySet<number>) =>
  !slot.mine && busy.has(Date.parse(slot.startAt));

/**
 * Tapping a slot: a picked slot is put back; an open one is added (slots of other days stay
 * picked, in time order) unless MAX_SLOTS_PER_BOOKING are picked already or it clashes with one of
 * the family's lessons. One booking is with one teacher, so picks of another teacher are dropped
 * when this teacher's first slot is added.
 */
export function pickSlot(
  chosen: readonly ChosenSlot[],
  slot: Slot,
  teacher: TeacherRef,
  busy: ReadonlySet<number> = new Set(),
): PickResult {
  const mine = chosen.filter((c) => c.teacherId === teacher.id);
  if (mine.some((c) => c.id === slot.id)) {
    return { chosen: mine.filter((c) => c.id !== slot.id) };
  }
  if (!isSelectable(slot) || clashes(slot, busy)) {
    return { chosen: [...chosen], rejected: 'unavailable' };
  }
  if (mine.length >= MAX_SLOTS_PER_BOOKING) return { chosen: [...chosen], rejected: 'full' };
  const picked: ChosenSlot = {
    id: slot.id,
    teacherId: teacher.id,
    teacherName: teacher.name,
    teacherAvatar: teacher.avatar,
    startAt: slot.startAt,
    endAt: slot.endAt,
  };
  return { chosen: [...mine, picked].sort(byStart) };
}

/**
 * Picks that the latest schedule shows as no longer open (taken by someone else, closed, or now
 * inside the lead time) are dropped; picks on days the schedule does not cover stay.
 */
export function reconcilePicks(
  chosen: readonly ChosenSlot[],
  slots: readonly Slot[],
): { kept: ChosenSlot[]; dropped: ChosenSlot[] } {
  const state = new Map(slots.map((s) => [s.id, s.state]));
  const kept: ChosenSlot[] = [];
  const dropped: ChosenSlot[] = [];
  for (const c of chosen) {
    const s = state.get(c.id);
    if (s === undefined || s === 'open') kept.push(c);
    else dropped.push(c);
  }
  return { kept, dropped };
}

/** The days a family can book on: today (school time zone) and the following 13 days. */
export function bookingDays(now: Date | number, timeZone?: string): string[] {
  const today = dateInZone(now, timeZone);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i));
}

/** Slots grouped by their day in the school's time zone, each day in start order. */
export function slotsByDay(slots: readonly Slot[], timeZone?: string): Map<string, Slot[]> {
  const out = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  for (const s of sorted) {
    const day = dateInZone(Date.parse(s.startAt), timeZone);
    const list = out.get(day);
    if (list) list.push(s);
    else out.set(day, [s]);
  }
  return out;
}

/** Whether a stored value is a ChosenSlot (the store is persisted, so old data may linger). */
export function isChosenSlot(value: unknown): value is ChosenSlot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.teacherId === 'number' &&
    typeof v.teacherName === 'string' &&
    (v.teacherAvatar === null || typeof v.teacherAvatar === 'string') &&
    typeof v.startAt === 'string' &&
    typeof v.endAt === 'string' &&
    !Number.isNaN(Date.parse(v.startAt))
  );
}
