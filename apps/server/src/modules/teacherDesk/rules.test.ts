import { describe, expect, it } from 'vitest';
import { ageOn, reportProblem } from './rules.ts';

const MIN = 60_000;
const start = new Date('2026-11-23T11:00:00Z');
const lesson = (status: 'booked' | 'in_class' | 'finished' | 'student_absent', met = false) => ({
  status,
  met,
  startAt: start,
  endAt: new Date(start.getTime() + 30 * MIN),
});
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);

describe('reportProblem', () => {
  it('opens the report at the start of a booked lesson', () => {
    expect(reportProblem(lesson('booked'), at(-5))).toBe('not_started');
    expect(reportProblem(lesson('booked'), at(0))).toBeNull();
  });

  it('opens it early once teacher and child have met in the classroom', () => {
    expect(reportProblem(lesson('in_class'), at(-5))).toBeNull();
    // Before the start a lesson is about to start, never in class: having met is what opens it.
    expect(reportProblem(lesson('booked', true), at(-5))).toBeNull();
  });

  it('closes it 7 days after the end, and never opens it for an absent student', () => {
    expect(reportProblem(lesson('finished'), at(30 + 7 * 24 * 60))).toBeNull();
    expect(reportProblem(lesson('finished'), at(31 + 7 * 24 * 60))).toBe('window_closed');
    expect(reportProblem(lesson('student_absent'), at(10))).toBe('not_held');
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2019-02-18', '2026-02-17')).toBe(6);
    expect(ageOn('2019-02-18', '2026-02-18')).toBe(7);
    expect(ageOn('not a date', '2026-02-18')).toBeNull();
  });
});
