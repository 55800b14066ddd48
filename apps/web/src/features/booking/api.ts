import { bookSlots, listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import type { OutputOf } from '@school/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type SchedulePage = OutputOf<typeof listSchedule>;
export type BookResult = OutputOf<typeof bookSlots>;

export const scheduleKey = (teacherId: number, from: string, to: string, token: string) =>
  ['schedule', teacherId, from, to, token] as const;

/** A teacher's 30-minute slots from `from` to `to` (inclusive days, school time zone). */
export function useSchedule(teacherId: number | undefined, from: string, to: string) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: scheduleKey(teacherId ?? 0, from, to, token),
    queryFn: ({ signal }) =>
      request(listSchedule, { teacherId: teacherId ?? 0, from, to }, { signal }),
    enabled: teacherId !== undefined,
    // Slots are taken by others all the time: always ask again when the screen opens.
    staleTime: 0,
    meta: { silent: true },
  });
}

/** A teacher's weekly plan (weekday, start, duration), for "usually teaches" hints. */
export function useSchedulePlan(teacherId: number | undefined) {
  return useQuery({
    queryKey: ['schedule', 'plan', teacherId ?? 0] as const,
    queryFn: ({ signal }) => request(listSchedulePlan, { teacherId: teacherId ?? 0 }, { signal }),
    enabled: teacherId !== undefined,
    staleTime: 10 * 60_000,
    select: (data) => data.list,
    meta: { silent: true },
  });
}

/**
 * Books the picked slots, all or nothing. 2002 (taken), 2003 (not enough credits) and 2004
 * (outside the window) are shown by the error catalogue with the server's message. Whatever the
 * outcome, what was cached about lessons, credits and slots is out of date afterwards.
 */
export function useBookSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slotIds: number[]; note?: string; courseLevel?: number | null }) =>
      request(bookSlots, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
