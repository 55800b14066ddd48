import type { ExamQuestion } from '@school/contract/api/exams';
import { describe, expect, it } from 'vitest';
import { choose, isAnswered, submitPayload } from './answers.ts';

const prompt = { text: 'Q', image: null, audio: null };
const opts = (...ids: number[]) => ids.map((id) => ({ id, text: `o${id}`, image: null }));
const single: ExamQuestion = { id: 1, kind: 'single', prompt, options: opts(11, 12, 13) };
const multiple: ExamQuestion = { id: 2, kind: 'multiple', prompt, options: opts(21, 22, 23) };
const tf: ExamQuestion = { id: 3, kind: 'truefalse', prompt, options: [] };

describe('answer selection', () => {
  it('single keeps one option', () => {
    let a = choose({}, single, 11);
    a = choose(a, single, 13);
    expect(a[1]).toEqual([13]);
  });
  it('multiple toggles options, sorted', () => {
    let a = choose({}, multiple, 23);
    a = choose(a, multiple, 21);
    expect(a[2]).toEqual([21, 23]);
    a = choose(a, multiple, 23);
    expect(a[2]).toEqual([21]);
    a = choose(a, multiple, 21);
    expect(isAnswered(a, 2)).toBe(false);
  });
  it('true/false takes a boolean', () => {
    expect(choose({}, tf, false)[3]).toBe(false);
    expect(choose({}, tf, 5)[3]).toBeUndefined();
  });
  it('submits every answered question in order', () => {
    let a = choose({}, tf, true);
    a = choose(a, single, 12);
    expect(submitPayload(9, [single, multiple, tf], a)).toEqual({
      examId: 9,
      answers: [
        { questionId: 1, choice: [12] },
        { questionId: 3, choice: true },
      ],
    });
  });
});
