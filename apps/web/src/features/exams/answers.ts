import type { Choice, ExamQuestion } from '@school/contract/api/exams';

export type Answers = Record<number, Choice>;

/** The answers after tapping option `optionId` (or true/false) on `question`. */
export function choose(answers: Answers, question: ExamQuestion, value: number | boolean): Answers {
  if (question.kind === 'truefalse') {
    return typeof value === 'boolean' ? { ...answers, [question.id]: value } : answers;
  }
  if (typeof value !== 'number') return answers;
  if (question.kind === 'single') return { ...answers, [question.id]: [value] };
  const current = answers[question.id];
  const list = Array.isArray(current) ? current : [];
  const next = list.includes(value)
    ? list.filter((v) => v !== value)
    : [...list, value].sort((a, b) => a - b);
  const copy = { ...answers };
  if (next.length === 0) delete copy[question.id];
  else copy[question.id] = next;
  return copy;
}

export function isAnswered(answers: Answers, questionId: number): boolean {
  const a = answers[questionId];
  return typeof a === 'boolean' || (Array.isArray(a) && a.length > 0);
}

export function isChosen(answers: Answers, questionId: number, value: number | boolean): boolean {
  const a = answers[questionId];
  return Array.isArray(a) ? typeof value === 'number' && a.includes(value) : a === value;
}

/** The body of questionExamResult/edit: every answered question, in the exam's order. */
export function submitPayload(
  examId: number,
  questions: readonly ExamQuestion[],
  answers: Answers,
) {
  return {
    examId,
    answers: questions
      .filter((q) => isAnswered(answers, q.id))
      .map((q) => ({ questionId: q.id, choice: answers[q.id] as Choice })),
  };
}
