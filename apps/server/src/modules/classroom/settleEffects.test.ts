import { describe, expect, it } from 'vitest';
import { correctionEffects, settleEffects } from './rules.ts';

/** The settle rules as counts, and a correction as their difference (docs/design/booking.md §4.3, docs/design/console.md §7). */
describe('settle effects', () => {
  it('finished counts for the teacher; teacher absent gives the credit back and one more', () => {
    expect(settleEffects('finished')).toEqual({
      teacherFinished: 1,
      creditBack: 0,
      compensation: 0,
    });
    expect(settleEffects('student_absent')).toEqual({
      teacherFinished: 0,
      creditBack: 0,
      compensation: 0,
    });
    expect(settleEffects('teacher_absent')).toEqual({
      teacherFinished: 0,
      creditBack: 1,
      compensation: 1,
    });
  });

  it('a correction undoes what was settled and applies the new outcome', () => {
    expect(correctionEffects('teacher_absent', 'finished')).toEqual({
      teacherFinished: 1,
      creditBack: -1,
      compensation: -1,
    });
    expect(correctionEffects('finished', 'student_absent')).toEqual({
      teacherFinished: -1,
      creditBack: 0,
      compensation: 0,
    });
    // There and back again changes nothing.
    for (const a of ['finished', 'student_absent', 'teacher_absent'] as const)
      for (const b of ['finished', 'student_absent', 'teacher_absent'] as const) {
        const there = correctionEffects(a, b);
        const back = correctionEffects(b, a);
        expect(there.creditBack + back.creditBack).toBe(0);
        expect(there.compensation + back.compensation).toBe(0);
        expect(there.teacherFinished + back.teacherFinished).toBe(0);
      }
  });
});
