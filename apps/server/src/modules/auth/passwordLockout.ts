/**
 * The password lockout rule (docs/design/accounts.md §4.1): 5 wrong passwords within 15 minutes lock password
 * login for that phone for 15 minutes; SMS login is not affected. Pure functions over the stored
 * state, so a test can call them alone; the service applies them under a row lock.
 */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;
export const PASSWORD_LOCK_MS = 15 * 60_000;

export interface PasswordFailureState {
  /** Times (epoch ms) of the recent failed attempts, oldest first, at most 5. */
  failedAt: number[];
  lockedUntil: Date | null;
}

export type AttemptAdmission =
  { admitted: false; lockedUntil: Date } | { admitted: true; next: PasswordFailureState };

/**
 * Admits a password attempt or refuses it while the phone is locked. An admitted attempt is
 * counted as a failure up front (cleared again when the password turns out right), so parallel
 * guesses cannot slip past the limit; the attempt that makes 5 failures in 15 minutes sets the
 * lock.
 */
export function admitPasswordAttempt(
  state: PasswordFailureState | undefined,
  now: Date,
): AttemptAdmission {
  const t = now.getTime();
  if (state?.lockedUntil && state.lockedUntil.getTime() > t) {
    return { admitted: false, lockedUntil: state.lockedUntil };
  }
  const recent = (state?.failedAt ?? []).filter((at) => t - at < PASSWORD_FAILURE_WINDOW_MS);
  const failedAt = [...recent, t].slice(-PASSWORD_MAX_FAILURES);
  const lockedUntil =
    failedAt.length >= PASSWORD_MAX_FAILURES ? new Date(t + PASSWORD_LOCK_MS) : null;
  // The lock uses up the failures: once it ends, counting starts again from zero.
  return { admitted: true, next: { failedAt: lockedUntil ? [] : failedAt, lockedUntil } };
}

/** Whole minutes until the lock ends (at least 1). */
export function lockMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}
