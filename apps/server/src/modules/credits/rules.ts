/** Credit rules (DESIGN.md §4 "Lesson credits"), pure so tests can call them alone. */

const DAY_MS = 24 * 3600 * 1000;

export interface GrantBalance {
  id: number;
  remaining: number;
  expiresAt: Date;
}

/** A grant can pay for a lesson while it has credits left and has not expired. */
export const isUsable = (g: GrantBalance, now: Date) =>
  g.remaining > 0 && g.expiresAt.getTime() > now.getTime();

/** A grant that has expired with credits left: the expiry sweep still has to zero it. */
export const hasLapsed = (g: GrantBalance, now: Date) =>
  g.remaining > 0 && g.expiresAt.getTime() <= now.getTime();

/** The expiry of a grant given `validityDays` from `now` (payment time). */
export function grantExpiry(now: Date, validityDays: number): Date {
  if (!Number.isInteger(validityDays) || validityDays < 1)
    throw new RangeError(`validityDays must be a whole number >= 1, got ${validityDays}`);
  return new Date(now.getTime() + validityDays * DAY_MS);
}

/** Credits usable now: the sum of what usable grants have left. */
export const usableBalance = (grants: readonly GrantBalance[], now: Date) =>
  grants.filter((g) => isUsable(g, now)).reduce((n, g) => n + g.remaining, 0);

/**
 * Which grant pays for each of `count` lessons: always the usable grant that expires first (ties:
 * the older grant), so credits about to lapse are used before the others. Returns one grant id per
 * lesson, or null when the usable credits are not enough for all of them (all or nothing).
 */
export function allocateCredits(
  grants: readonly GrantBalance[],
  count: number,
  now: Date,
): number[] | null {
  const order = grants
    .filter((g) => isUsable(g, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const out: number[] = [];
  for (const g of order) {
    for (let i = 0; i < g.remaining && out.length < count; i++) out.push(g.id);
    if (out.length === count) return out;
  }
  return count === 0 ? [] : null;
}
