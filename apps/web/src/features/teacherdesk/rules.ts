/** The contract’s value (its zod-free part), not a copy. */
export { REPORT_SKILLS } from '@school/contract/routes/teacherDesk';

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
