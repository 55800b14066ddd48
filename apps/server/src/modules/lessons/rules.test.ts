import { describe, expect, it } from 'vitest';
import { TestClock } from '../../clock.ts';
import { canEnterClassroom, classroomOpensAt, effectiveStatus, reviewProblem } from './rules.ts';

const MIN = 60_000;
const D = 24 * 3600_000;

describe('lesson rules', () => {
  const clock = new TestClock(new Date('2026-11-23T02:00:00Z'));
  const start = new Date('2026-11-23T04:00:00Z');
  const lesson = {
    status: 'booked' as const,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * MIN),
  };

  it('a booked lesson is in class from its start and finished from its end', () => {
    expect(effectiveStatus(lesson, clock.now())).toBe('booked');
    // Both already in the room 3 minutes before the start: about to start, not in class.
    clock.set(new Date(start.getTime() - 3 * MIN));
    expect(effectiveStatus({ ...lesson, status: 'in_class' }, clock.now())).toBe('booked');
    clock.set(start);
    expect(effectiveStatus(lesson, clock.now())).toBe('in_class');
    clock.set(lesson.endAt);
    expect(effectiveStatus(lesson, clock.now())).toBe('finished');
    expect(effectiveStatus({ ...lesson, status: 'cancelled_by_student' }, clock.now())).toBe(
      'cancelled_by_student',
    );
  });

  it('the classroom opens 10 minutes before the start and closes at the end', () => {
    expect(classroomOpensAt(start).toISOString()).toBe('2026-11-23T03:50:00.000Z');
    clock.set(new Date(start.getTime() - 10 * MIN - 1));
    expect(canEnterClassroom(lesson, clock.now())).toBe(false);
    clock.advance(1);
    expect(canEnterClassroom(lesson, clock.now())).toBe(true);
    clock.set(new Date(lesson.endAt.getTime() - 1));
    expect(canEnterClassroom(lesson, clock.now())).toBe(true);
    clock.set(lesson.endAt);
    expect(canEnterClassroom(lesson, clock.now())).toBe(false);
    clock.set(start);
    expect(canEnterClassroom({ ...lesson, status: 'cancelled_by_student' }, clock.now())).toBe(
      false,
    );
  });

  it('a finished lesson can be reviewed for 7 days after its end', () => {
    clock.set(new Date(start.getTime() + 10 * MIN));
    expect(reviewProblem(lesson, clock.now())).toBe('not_finished');
    clock.set(lesson.endAt);
    expect(reviewProblem(lesson, clock.now())).toBeNull();
    clock.set(new Date(lesson.endAt.getTime() + 7 * D));
    expect(reviewProblem(lesson, clock.now())).toBeNull();
    clock.advance(1);
    expect(reviewProblem(lesson, clock.now())).toBe('window_closed');
    expect(reviewProblem({ ...lesson, status: 'cancelled_by_student' }, clock.now())).toBe(
      'not_finished',
    );
  });
});
