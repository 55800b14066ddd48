import type { Choice, QuestionKind } from '@school/contract/api/exams';

/** A question with its answer key, as only the server sees it. */
export interface KeyedQuestion {
  id: number;
  kind: QuestionKind;
  optionIds: number[];
  rightOptionIds: number[];
  trueFalse: boolean | null;
}

/**
 * Why a choice does not fit its question, or null when it does: single takes exactly one of the
 * question's option ids, multiple one or more distinct ones, truefalse a boolean.
 */
export function choiceProblem(q: KeyedQuestion, choice: Choice): string | null {
  if (q.kind === 'truefalse')
    return typeof choice === 'boolean' ? null : 'must be true or false for a true/false question';
  if (!Array.isArray(choice)) return 'must be a list of option ids';
  if (q.kind === 'single' && choice.length !== 1) return 'must name exactly one option';
  if (choice.length === 0) return 'must name at least one option';
  if (new Set(choice).size !== choice.length) return 'must not name an option twice';
  if (choice.some((id) => !q.optionIds.includes(id))) return 'names an option of another question';
  return null;
}

/** The right choice: the right option ids in the question's order, or the true/false value. */
export function rightChoiceOf(q: KeyedQuestion): Choice {
  return q.kind === 'truefalse' ? q.trueFalse === true : [...q.rightOptionIds];
}

/**
 * Whether a (well-formed) choice is right. Missing is wrong; multiple must be the exact set of
 * right options (no partial credit: a child either found them all or not).
 */
export function isRight(q: KeyedQuestion, choice: Choice | undefined): boolean {
  if (choice === undefined) return false;
  if (q.kind === 'truefalse') return choice === (q.trueFalse === true);
  if (!Array.isArray(choice)) return false;
  const right = new Set(q.rightOptionIds);
  return choice.length === right.size && choice.every((id) => right.has(id));
}

/** 0-100, rounded; an exam without questions scores 0. */
export function scoreOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * correct) / total);
}
