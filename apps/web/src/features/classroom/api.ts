import { listLiveRooms } from '@school/contract/api/booking';
import { enterClassroom } from '@school/contract/api/classroom';
import type { ClassroomTicket } from '@school/contract/api/classroom';
import type { OutputOf } from '@school/contract/endpoint';
import { withQuery } from '@school/contract/helpers/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { go, redirectTo } from '../../lib/navigation.ts';
import { isApiError, request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { keepTicket } from './ticketCache.ts';

export type ClassroomEntry = OutputOf<typeof listLiveRooms>['list'][number];

/** The caller's classroom entries (lessons not yet ended), soonest first. */
export function useLiveRooms() {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: ['liveRooms', token],
    queryFn: ({ signal }) => request(listLiveRooms, { pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    select: (data) => data.list,
    meta: { silent: true },
    // The entries open on their own as time passes: ask again every minute.
    refetchInterval: 60_000,
  });
}

/** Where a ticket leads: the built-in classroom or the hosted classroom page. */
export const classroomPath = (ticket: Pick<ClassroomTicket, 'provider' | 'lessonId'>) =>
  withQuery(ticket.provider === 'hosted' ? '/pages/live/liveWeb' : '/pages/live/live', {
    lessonId: ticket.lessonId,
  });

/** A server refusal the entry screen shows itself (not the end of the session, not the network). */
const isRefusal = (e: unknown) =>
  isApiError(e) && !e.transport && ![1002, 1003, 3005].includes(e.code);

/**
 * liveRoom/enter, then the classroom of the ticket's provider. A refusal (outside the window, not
 * the caller's lesson) stays on the screen with the server's message (`refusal`).
 */
export function useEnterClassroom() {
  return useMutation({
    mutationFn: (lessonId: number) => request(enterClassroom, { lessonId }),
    meta: { handles: isRefusal },
    onSuccess: (ticket) => {
      keepTicket(ticket);
      go(redirectTo(classroomPath(ticket)));
    },
  });
}

export const refusalMessage = (e: unknown): string | null =>
  isRefusal(e) && isApiError(e) ? e.message || null : null;
