import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/pgErrors.ts';
import { questionProblem, type QuestionInput } from './authoring.ts';
import * as edit from './consoleRepository.ts';
import * as repo from './repository.ts';

/**
 * The console's face of the exams module (docs/design/assessment.md §4.6, docs/design/school-texts.md §9): every exam with its answer keys, and
 * saving one with its questions. A result already taken is a snapshot of what was asked
 * (`exam_results.items`), so replacing the questions never changes it. Rows hold the Chinese;
 * the caller writes the English and the audit row in the same transaction.
 */

export type { ExamPaging, ExamRow } from './consoleRepository.ts';
export const pageAllExams = edit.pageAllExams;
export const findExamCounted = edit.findExamCounted;
/** The questions of some exams with their options and keys, in order. */
export const questionsWithKeys = repo.questionsOf;

const noExam = () => notFound('测验不存在', 'No such exam');

export interface ExamQuestionFields extends QuestionInput {
  points: number;
}

export interface ExamFields {
  kind: 'unit' | 'course';
  outlineId: number | null;
  level: number | null;
  title: string;
  sort: number;
  active: boolean;
  questions: ExamQuestionFields[];
}

/** An exam as the audit log keeps it: the row and its questions with their keys. */
async function snapshot(db: Db, exam: edit.ExamRow) {
  return { ...exam, questions: await repo.questionsOf(db, [exam.id]) };
}

function check(f: ExamFields) {
  if (f.kind === 'unit' && f.outlineId === null)
    throw invalid(
      'outlineId: 单元测验需要大纲节点',
      'outlineId: a unit test needs its outline node',
      'outlineId',
    );
  if (f.kind === 'course' && f.level === null)
    throw invalid('level: 结业测评需要级别', 'level: a course exam needs its level', 'level');
  for (const [i, q] of f.questions.entries()) {
    const problem = questionProblem(q);
    if (problem)
      throw invalid(
        `questions.${i}: 题目 ${i + 1} 无效（${problem}）`,
        `questions.${i}: question ${i + 1}: ${problem}`,
        `questions.${i}`,
      );
  }
}

/**
 * Creates an exam or replaces one's fields and all of its questions, in the order given.
 * `tx` must be a transaction. One course exam per level (2002); a unit test's node must exist.
 */
export async function saveExam(tx: Db, id: number | undefined, f: ExamFields) {
  check(f);
  const row = {
    kind: f.kind,
    outlineId: f.kind === 'unit' ? f.outlineId : null,
    level: f.kind === 'course' ? f.level : null,
    title: f.title,
    sort: f.sort,
    status: f.active ? ('active' as const) : ('hidden' as const),
  };
  let before = null;
  let exam: edit.ExamRow;
  try {
    if (id) {
      const locked = await edit.lockExam(tx, id);
      if (!locked) throw noExam();
      before = await snapshot(tx, locked);
      exam = await edit.updateExamRow(tx, id, row);
      await edit.deleteQuestionsOf(tx, id);
    } else exam = await edit.insertExamRow(tx, row);
  } catch (err) {
    if (uniqueViolation(err) === 'exams_course_level_key')
      throw conflict('该级别已有结业测评', 'This level already has a course exam');
    if (foreignKeyViolation(err) === 'exams_outline_id_outline_nodes_id_fk')
      throw invalid('outlineId: 大纲节点不存在', 'outlineId: no such outline node', 'outlineId');
    throw err;
  }
  if (f.questions.length > 0) {
    const questions = await repo.insertQuestions(
      tx,
      f.questions.map((q, i) => ({
        examId: exam.id,
        kind: q.kind,
        promptText: q.prompt.text || null,
        promptImage: q.prompt.image || null,
        promptAudio: q.prompt.audio || null,
        trueFalse: q.kind === 'truefalse' ? q.trueFalse! : null,
        points: q.points,
        sort: i + 1,
      })),
    );
    const idOf = new Map(questions.map((q) => [q.sort, q.id]));
    await repo.insertOptions(
      tx,
      f.questions.flatMap((q, i) =>
        (q.options ?? []).map((o, j) => ({
          questionId: idOf.get(i + 1)!,
          text: o.text || null,
          image: o.image || null,
          isRight: o.right === true,
          sort: j + 1,
        })),
      ),
    );
  }
  return { before, after: await snapshot(tx, exam) };
}

/** Removes an exam; results already taken stay (their `examId` becomes null). */
export async function removeExam(tx: Db, id: number) {
  const locked = await edit.lockExam(tx, id);
  if (!locked) throw noExam();
  const before = await snapshot(tx, locked);
  await edit.deleteExamRow(tx, id);
  return before;
}
