import { creditsFor, packLevels } from '@school/contract/helpers/courseLevels';
import { useDataStore } from '../../lib/store.ts';
import type { viewCredits } from '@school/contract/api/credits';
import type { OutputOf } from '@school/contract/endpoint';

/**
 * The course level of the lessons being booked (docs/design/credits.md §4.2): a course pack's
 * credits book lessons of its level only, a card's any lesson. The confirm screen offers a choice
 * only to a family that holds pack credits; the pick is kept in the store as `chooseCourseLevel`
 * (a level, 0 for card credits, null for "not picked yet") beside `chooseTimes`.
 */

type Grant = OutputOf<typeof viewCredits>['grants'][number];

export interface LevelOption {
  /** The level the lessons are booked for; null: no level, card credits only. */
  level: number | null;
  /** Credits that can pay for it: the level's packs and the cards. */
  credits: number;
}

const usable = (grants: readonly Grant[]) => grants.filter((g) => !g.expired && g.remaining > 0);

/** One option per level of the family's packs, then card credits if any; none without packs. */
export function levelOptions(grants: readonly Grant[]): LevelOption[] {
  const live = usable(grants);
  const levels = packLevels(live);
  if (levels.length === 0) return [];
  const options: LevelOption[] = levels.map((level) => ({
    level,
    credits: creditsFor(live, level),
  }));
  const cards = creditsFor(live, null);
  if (cards > 0) options.push({ level: null, credits: cards });
  return options;
}

/** Before the family picks: the level of the pack that expires first (its credits lapse first). */
function defaultOption(grants: readonly Grant[], options: LevelOption[]): LevelOption | undefined {
  const first = usable(grants)
    .filter((g) => g.courseLevel !== null)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))[0];
  return options.find((o) => o.level === first?.courseLevel) ?? options[0];
}

const toStored = (level: number | null) => level ?? 0;
const fromStored = (stored: number) => (stored === 0 ? null : stored);

/**
 * The options and the one in effect (the family's pick if still offered, else the default), and
 * how to pick. `chosen` is undefined when the family holds no pack credits: no level to choose.
 */
export function useCourseLevel(grants: readonly Grant[] | undefined) {
  const stored = useDataStore((s) => s.chooseCourseLevel);
  const options = grants ? levelOptions(grants) : [];
  const picked = stored === null ? undefined : options.find((o) => o.level === fromStored(stored));
  const chosen = picked ?? (grants ? defaultOption(grants, options) : undefined);
  const choose = (level: number | null) =>
    useDataStore.getState().set({ chooseCourseLevel: toStored(level) });
  return { options, chosen, choose };
}
