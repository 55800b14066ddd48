import {
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from '@school/contract/routes/admin/staff';

/**
 * Whether a staff session still stands (DESIGN.md §7): not revoked, within 12 h of sign-in,
 * used within the last 2 h, its member active and still holding the role it was opened with (a
 * role change revokes the sessions too; this makes it hold even if that write were missed).
 */
export function staffSessionStands(
  s: {
    revokedAt: Date | null;
    expiresAt: Date;
    lastUsedAt: Date;
    sessionRole: string;
    member: { status: string; role: string };
  },
  now: Date,
): boolean {
  const t = now.getTime();
  return (
    s.revokedAt === null &&
    t < s.expiresAt.getTime() &&
    t - s.lastUsedAt.getTime() <= STAFF_SESSION_IDLE_MS &&
    s.member.status === 'active' &&
    s.member.role === s.sessionRole
  );
}

/** When a session opened at `now` ends at the latest. */
export const staffSessionEnd = (now: Date) => new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);

/** `last_used_at` is written at most this often: the idle rule needs minutes, not milliseconds. */
export const STAFF_TOUCH_EVERY_MS = 60_000;

/** A sign-in ticket dies after this many wrong codes, like an SMS code. */
export const STAFF_TICKET_MAX_TRIES = 5;
