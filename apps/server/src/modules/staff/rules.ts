import {
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from '@school/contract/rules/admin/staff';

/**
 * Whether a staff session still stands (docs/design/console.md §7): not revoked, within 12 h of sign-in,
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

/**
 * Guessing the second factor (issue 25): each ticket allows 5 tries, but a new password sign-in
 * gives a new ticket, so wrong codes are also counted per member across tickets. 10 wrong second
 * factors (TOTP or SMS code) within a rolling hour lock the member's second factor: the sign-in
 * refuses even the right code until an owner unlocks it in the staff list, or 24 hours have
 * passed. Only someone who knows the password reaches the second factor, so a lock means the
 * password is out: the member is told by SMS, the owner sees it in the staff list and the audit log.
 */
export const STAFF_FACTOR_MAX_WRONG = 10;
export const STAFF_FACTOR_WINDOW_MS = 3600_000;
export const STAFF_FACTOR_LOCK_MS = 24 * 3600_000;

/** The member's second factor is locked at `now`. */
export const factorLocked = (m: { factorLockedUntil: Date | null }, now: Date) =>
  m.factorLockedUntil !== null && now.getTime() < m.factorLockedUntil.getTime();

/**
 * One more wrong second factor: the failures of the last hour with this one, and the end of the
 * lock when this one is the 10th (the count then starts over).
 */
export function countWrongFactor(
  failedAt: readonly number[],
  now: Date,
): { failedAt: number[]; lockedUntil: Date | null } {
  const t = now.getTime();
  const recent = [...failedAt.filter((at) => t - at < STAFF_FACTOR_WINDOW_MS), t];
  if (recent.length < STAFF_FACTOR_MAX_WRONG) return { failedAt: recent, lockedUntil: null };
  return { failedAt: [], lockedUntil: new Date(t + STAFF_FACTOR_LOCK_MS) };
}
