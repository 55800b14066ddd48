import * as desk from '@school/contract/api/teacherDesk';
import { describe, expect, it } from 'vitest';
import { MAX_PLAN_ENTRIES, PLAN_DURATIONS, PLAN_STARTS, REPORT_LIMITS } from './rules.ts';

describe('the teacher’s area and the contract', () => {
  it('keeps the report’s limits inside the contract’s', () => {
    const base = {
      pronunciation: 1,
      vocabulary: 1,
      grammar: 1,
      fluency: 1,
      confidence: 1,
      comment: '',
      homework: '',
      words: [],
      sentences: [],
    };
    const ok = (over: object) => desk.lessonReport.safeParse({ ...base, ...over }).success;
    expect(ok({ comment: 'x'.repeat(REPORT_LIMITS.comment) })).toBe(true);
    expect(ok({ comment: 'x'.repeat(REPORT_LIMITS.comment + 1) })).toBe(false);
    expect(ok({ homework: 'x'.repeat(REPORT_LIMITS.homework + 1) })).toBe(false);
    expect(ok({ words: Array(REPORT_LIMITS.words).fill('w') })).toBe(true);
    expect(ok({ words: Array(REPORT_LIMITS.words + 1).fill('w') })).toBe(false);
    expect(ok({ words: ['x'.repeat(REPORT_LIMITS.word + 1)] })).toBe(false);
    expect(ok({ sentences: Array(REPORT_LIMITS.sentences + 1).fill('s') })).toBe(false);
    expect(ok({ sentences: ['x'.repeat(REPORT_LIMITS.sentence + 1)] })).toBe(false);
  });

  it('offers exactly the plan entries the contract accepts', () => {
    for (const start of PLAN_STARTS)
      expect(
        desk.planEntryInput.safeParse({ weekday: 0, start, durationMinutes: 30 }).success,
      ).toBe(true);
    for (const durationMinutes of PLAN_DURATIONS)
      expect(
        desk.planEntryInput.safeParse({ weekday: 6, start: '00:00', durationMinutes }).success,
      ).toBe(true);
    expect(PLAN_STARTS).toHaveLength(48);
    expect(
      desk.planEntryInput.safeParse({ weekday: 0, start: '00:00', durationMinutes: 750 }).success,
    ).toBe(false);
    expect(PLAN_DURATIONS.at(-1)).toBe(720);
    const entry = { weekday: 0, start: '00:00', durationMinutes: 30 };
    const plan = (n: number) => desk.savePlan.input.safeParse({ entries: Array(n).fill(entry) });
    expect(plan(MAX_PLAN_ENTRIES).success).toBe(true);
    expect(plan(MAX_PLAN_ENTRIES + 1).success).toBe(false);
  });
});
