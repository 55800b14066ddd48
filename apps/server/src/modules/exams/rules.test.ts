import { describe, expect, it } from 'vitest';
import { choiceProblem, isRight, rightChoiceOf, scoreOf, type KeyedQuestion } from './rules.ts';

const single: KeyedQuestion = {
  id: 1,
  kind: 'single',
  optionIds: [11, 12, 13],
  rightOptionIds: [12],
  trueFalse: null,
};
const multiple: KeyedQuestion = {
  id: 2,
  kind: 'multiple',
  optionIds: [21, 22, 23, 24],
  rightOptionIds: [21, 23],
  trueFalse: null,
};
const tf: KeyedQuestion = {
  id: 3,
  kind: 'truefalse',
  optionIds: [],
  rightOptionIds: [],
  trueFalse: false,
};

describe('exam scoring rules', () => {
  it('single: exactly the right option', () => {
    expect(isRight(single, [12])).toBe(true);
    expect(isRight(single, [11])).toBe(false);
    expect(isRight(single, undefined)).toBe(false);
    expect(rightChoiceOf(single)).toEqual([12]);
  });

  it('truefalse: the right boolean', () => {
    expect(isRight(tf, false)).toBe(true);
    expect(isRight(tf, true)).toBe(false);
    expect(isRight(tf, undefined)).toBe(false);
    expect(rightChoiceOf(tf)).toBe(false);
  });

  it('multiple: the exact set, in any order; a subset or a superset is wrong', () => {
    expect(isRight(multiple, [21, 23])).toBe(true);
    expect(isRight(multiple, [23, 21])).toBe(true);
    expect(isRight(multiple, [21])).toBe(false);
    expect(isRight(multiple, [21, 23, 24])).toBe(false);
    expect(isRight(multiple, [22, 24])).toBe(false);
    expect(rightChoiceOf(multiple)).toEqual([21, 23]);
  });

  it('checks the shape of a choice against its question', () => {
    expect(choiceProblem(single, [12])).toBeNull();
    expect(choiceProblem(single, [11, 12])).toMatch(/exactly one/);
    expect(choiceProblem(single, [])).toMatch(/exactly one/);
    expect(choiceProblem(single, [21])).toMatch(/another question/);
    expect(choiceProblem(single, true)).toMatch(/list of option ids/);
    expect(choiceProblem(multiple, [21, 22])).toBeNull();
    expect(choiceProblem(multiple, [])).toMatch(/at least one/);
    expect(choiceProblem(multiple, [21, 21])).toMatch(/twice/);
    expect(choiceProblem(tf, true)).toBeNull();
    expect(choiceProblem(tf, [1])).toMatch(/true or false/);
  });

  it('scores 0 to 100, rounded', () => {
    expect(scoreOf(0, 3)).toBe(0);
    expect(scoreOf(1, 3)).toBe(33);
    expect(scoreOf(2, 3)).toBe(67);
    expect(scoreOf(3, 3)).toBe(100);
    expect(scoreOf(0, 0)).toBe(0);
  });
});
