import { watchReplay } from '@school/contract/api/classroom';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

/** A recording this server keeps: the lesson lists `/api/recordings/<id>`; watching needs a link. */
const OWN_REPLAY = /^\/api\/recordings\/(\d+)$/;

/**
 * The address to play for a lesson's recording: the server's own recordings through a signed,
 * short-lived link (asked for when the page opens, renewed before it expires), anything else as
 * it is. `pending` while the link is being fetched.
 */
export function useReplaySource(recordingUrl: string | null | undefined) {
  const token = useDataStore((s) => s.token);
  const own = recordingUrl ? OWN_REPLAY.exec(recordingUrl) : null;
  const lessonId = own ? Number(own[1]) : undefined;
  const link = useQuery({
    queryKey: ['replay', lessonId, token],
    queryFn: ({ signal }) => request(watchReplay, { lessonId: lessonId ?? 0 }, { signal }),
    enabled: Boolean(token) && lessonId !== undefined,
    // A fresh link well before the old one lapses (the server's default lifetime is an hour).
    staleTime: 20 * 60_000,
    meta: { silent: true },
  });
  if (lessonId === undefined) return { src: recordingUrl ?? null, pending: false, failed: false };
  return { src: link.data?.url ?? null, pending: link.isPending, failed: link.isError };
}
