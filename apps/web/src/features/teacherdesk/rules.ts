/** The contract’s value (its zod-free part), not a copy. */
export { REPORT_SKILLS } from '@school/contract/rules/teacherDesk';

/** The report's limits as the forms explain them. */
export const REPORT_LIMITS = {
  comment: 2000,
  homework: 1000,
  words: 50,
  word: 60,
  sentences: 30,
  sentence: 300,
} as const;

/** The plan editor's choices: every half hour of the day, 30 minutes to 12 hours. */
export const PLAN_STARTS: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 ? '30' : '00'}`;
});
export const PLAN_DURATIONS: readonly number[] = Array.from({ length: 24 }, (_, i) => (i + 1) * 30);
export const MAX_PLAN_ENTRIES = 50;

export type PlanRowProblem = { kind: 'pastMidnight' } | { kind: 'overlaps'; other: number };

/**
 * The plan's problems the editor can see before saving, by row: a time past midnight, or one that
 * overlaps an earlier row of the same weekday (the server's planRules.ts says the same, and stays
 * the judge).
 */
export function planRowProblems(
  entries: readonly { weekday: number; start: string; durationMinutes: number }[],
): Record<number, PlanRowProblem> {
  const minutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  const out: Record<number, PlanRowProblem> = {};
  entries.forEach((a, i) => {
    const from = minutes(a.start);
    if (from + a.durationMinutes > 24 * 60) {
      out[i] = { kind: 'pastMidnight' };
      return;
    }
    const j = entries.findIndex(
      (b, k) =>
        k < i &&
        b.weekday === a.weekday &&
        from < minutes(b.start) + b.durationMinutes &&
        minutes(b.start) < from + a.durationMinutes,
    );
    if (j >= 0) out[i] = { kind: 'overlaps', other: j };
  });
  return out;
}
