import type { Lesson } from '@school/contract/api/booking';
import { useMemo } from 'react';
import { useDataStore } from '../../lib/store.ts';
import type { ChosenSlot } from './rules.ts';
import { isChosenSlot } from './rules.ts';

/**
 * `chooseTimes` and `bookSuccessList` of the store (spec §3), typed. The store is persisted, so
 * what it holds is checked on the way out rather than trusted.
 */
export function useChooseTimes(): ChosenSlot[] {
  const raw = useDataStore((s) => s.chooseTimes);
  return useMemo(() => raw.filter(isChosenSlot), [raw]);
}

export const setChooseTimes = (chosen: readonly ChosenSlot[]) =>
  useDataStore.getState().set({ chooseTimes: [...chosen] });

export const readChooseTimes = (): ChosenSlot[] =>
  useDataStore.getState().chooseTimes.filter(isChosenSlot);

const isLesson = (v: unknown): v is Lesson =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Lesson).id === 'number' &&
  typeof (v as Lesson).startAt === 'string' &&
  typeof (v as Lesson).teacher === 'object';

/** The lessons of the last successful booking (shown on the success page). */
export function useBookSuccessList(): Lesson[] {
  const raw = useDataStore((s) => s.bookSuccessList);
  return useMemo(() => raw.filter(isLesson), [raw]);
}
