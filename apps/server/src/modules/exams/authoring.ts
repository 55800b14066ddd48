import type { QuestionKind } from '@school/contract/api/exams';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import * as repo from './repository.ts';

/** Storing exams (demo data now, an admin later): every question must have a sound key. */

export interface QuestionInput {
  kind: QuestionKind;
  prompt: { text?: string; image?: string; audio?: string };
  /** single / multiple: the options, `right` marking the key. */
  options?: { text?: string; image?: string; right?: boolean }[];
  /** truefalse: the key. */
  trueFalse?: boolean;
}

export type ExamInput = { title: string; sort?: number; questions: QuestionInput[] } & (
  { kind: 'unit'; outlineId: number } | { kind: 'course'; level: number }
);

/** Why a question cannot be stored, or null. */
export function questionProblem(q: QuestionInput): string | null {
  if (!q.prompt.text && !q.prompt.image && !q.prompt.audio) return 'a question needs a prompt';
  const options = q.options ?? [];
  if (options.some((o) => !o.text && !o.image)) return 'an option needs a text or a picture';
  const right = options.filter((o) => o.right).length;
  switch (q.kind) {
    case 'truefalse':
      if (options.length > 0) return 'a true/false question has no options';
      return typeof q.trueFalse === 'boolean' ? null : 'a true/false question needs its answer';
    case 'single':
      if (options.length < 2) return 'a choice question needs two options or more';
      return right === 1 ? null : 'a single-choice question has exactly one right option';
    case 'multiple':
      if (options.length < 2) return 'a choice question needs two options or more';
      return right >= 1 ? null : 'a multiple-choice question has at least one right option';
  }
}

export async function createExam(db: Db, input: ExamInput) {
  const [exam] = await createExams(db, [input]);
  return exam!;
}

/**
 * Stores several exams in three statements (exams, questions, options) instead of two per
 * question: the demo's 40 exams load in a fraction of the time on the embedded database. Rows
 * are inserted in the order given, so ids come out as one by one would give them.
 */
export async function createExams(db: Db, inputs: ExamInput[]) {
  for (const input of inputs)
    for (const [i, q] of input.questions.entries()) {
      const problem = questionProblem(q);
      if (problem) throw invalid(`题目 ${i + 1} 无效：${problem}`, `Question ${i + 1}: ${problem}`);
    }
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await repo.insertExams(
      tx,
      inputs.map((input) => ({
        kind: input.kind,
        title: input.title,
        sort: input.sort ?? 0,
        outlineId: input.kind === 'unit' ? input.outlineId : null,
        level: input.kind === 'course' ? input.level : null,
      })),
    );
    // A serial numbers the rows of one INSERT in the order of its VALUES.
    const exams = inserted.sort((a, b) => a.id - b.id);
    if (exams.some((e, i) => e.title !== inputs[i]!.title))
      throw new Error('createExams: inserted exams do not match the input order');
    const questionRows = exams.flatMap((exam, e) =>
      inputs[e]!.questions.map((q, i) => ({
        examId: exam.id,
        kind: q.kind,
        promptText: q.prompt.text ?? null,
        promptImage: q.prompt.image ?? null,
        promptAudio: q.prompt.audio ?? null,
        trueFalse: q.kind === 'truefalse' ? q.trueFalse! : null,
        sort: i + 1,
      })),
    );
    if (questionRows.length === 0) return exams;
    const questions = await repo.insertQuestions(tx, questionRows);
    const questionId = new Map(questions.map((q) => [`${q.examId}:${q.sort}`, q.id]));
    await repo.insertOptions(
      tx,
      exams.flatMap((exam, e) =>
        inputs[e]!.questions.flatMap((q, i) =>
          (q.options ?? []).map((o, j) => ({
            questionId: questionId.get(`${exam.id}:${i + 1}`)!,
            text: o.text ?? null,
            image: o.image ?? null,
            isRight: o.right === true,
            sort: j + 1,
          })),
        ),
      ),
    );
    return exams;
  });
}
