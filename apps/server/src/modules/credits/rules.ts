/** Credit rules (docs/design/credits.md §4.2), pure so tests can call them alone. */
import { defaultLessonLevel, paysFor } from '@school/contract/helpers/courseLevels';

const DAY_MS = 24 * 3600 * 1000;

export interface GrantBalance {
  id: number;
  remaining: number;
  expiresAt: Date;
  /** A course pack's level: it pays only for lessons of that level. Null: a card or a gift. */
  courseLevel: number | null;
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

/** Credits usable now for a lesson of `level` (null: no level named, so cards and gifts only). */
export const usableFor = (grants: readonly GrantBalance[], now: Date, level: number | null) =>
  grants.filter((g) => isUsable(g, now) && paysFor(g, level)).reduce((n, g) => n + g.remaining, 0);

/**
 * The course level of the lessons of a booking: the one the family named (null: none), or, when
 * the request named nothing, the level of the family's usable packs if they are all of one level.
 */
export function lessonLevel(
  requested: number | null | undefined,
  grants: readonly GrantBalance[],
  now: Date,
): number | null {
  if (requested !== undefined) return requested;
  return defaultLessonLevel(grants.filter((g) => isUsable(g, now)));
}

/**
 * Which grant pays for each of `count` lessons of `level`: always the usable grant that can pay
 * for that level (a card or gift for any, a pack for its own) and expires first (ties: the older
 * grant), so credits about to lapse are used before the others. Returns one grant id per lesson,
 * or null when those credits are not enough for all of them (all or nothing).
 */
export function allocateCredits(
  grants: readonly GrantBalance[],
  count: number,
  now: Date,
  level: number | null,
): number[] | null {
  const order = grants
    .filter((g) => isUsable(g, now) && paysFor(g, level))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const out: number[] = [];
  for (const g of order) {
    for (let i = 0; i < g.remaining && out.length < count; i++) out.push(g.id);
    if (out.length === count) return out;
  }
  return count === 0 ? [] : null;
}
