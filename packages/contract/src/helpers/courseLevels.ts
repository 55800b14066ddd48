/**
 * Which credits pay for which lesson (docs/design/credits.md §4.2): a lesson-count card (or a
 * gift) pays for a lesson of any course level; a course pack only for a lesson of its own level.
 * A lesson booked without a level can be paid only by a card or a gift. Shared by the server's
 * rules and the booking screen, so both count the same credits.
 */

export interface LevelledCredit {
  /** The pack's course level; null for cards and gifts. */
  courseLevel: number | null;
  remaining: number;
}

/** Can this grant pay for a lesson of `level` (null: no level named)? */
export const paysFor = (grant: Pick<LevelledCredit, 'courseLevel'>, level: number | null) =>
  grant.courseLevel === null || grant.courseLevel === level;

/** The credits of `usable` grants that can pay for a lesson of `level`. */
export const creditsFor = (usable: readonly LevelledCredit[], level: number | null) =>
  usable.filter((g) => paysFor(g, level)).reduce((n, g) => n + Math.max(0, g.remaining), 0);

/** The course levels of the usable packs that still have credits, lowest first. */
export const packLevels = (usable: readonly LevelledCredit[]): number[] =>
  [
    ...new Set(
      usable.filter((g) => g.remaining > 0 && g.courseLevel !== null).map((g) => g.courseLevel!),
    ),
  ].sort((a, b) => a - b);

/**
 * The level of a lesson booked without naming one: the level of the family's packs when all of
 * them are of one level (a family that bought only a Level 2 pack books Level 2 lessons); else
 * none, and card credits pay.
 */
export function defaultLessonLevel(usable: readonly LevelledCredit[]): number | null {
  const levels = packLevels(usable);
  return levels.length === 1 ? levels[0]! : null;
}
