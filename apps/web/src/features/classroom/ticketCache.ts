import type { ClassroomTicket } from '@school/contract/api/classroom';

/**
 * The ticket the entry page got from liveRoom/enter, handed to the classroom page it opens (so the
 * classroom does not ask again at once). Kept in memory only; a stale one is not handed out.
 */
let kept: ClassroomTicket | null = null;

export function keepTicket(ticket: ClassroomTicket) {
  kept = ticket;
}

export function takeTicket(lessonId: number, minLifeMs = 30_000): ClassroomTicket | undefined {
  const t = kept;
  kept = null;
  if (!t || t.lessonId !== lessonId) return undefined;
  return Date.parse(t.expiresAt) - Date.now() > minLifeMs ? t : undefined;
}
