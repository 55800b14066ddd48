import type { OutputOf } from '@school/contract/endpoint';
import type { OutlineNodeOut } from '@school/contract/api/outline';
import type {
  Choice,
  Exam,
  ExamQuestion,
  ExamResult,
  listExamResults,
} from '@school/contract/api/exams';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { listOutlineTree } from '../outline/service.ts';
import { choiceProblem, isRight, rightChoiceOf, scoreOf, type KeyedQuestion } from './rules.ts';
import * as repo from './repository.ts';
import { shuffled } from './shuffle.ts';

const examNotFound = () => notFound('测验不存在', 'No such exam');

/**
 * The question as the child sees it: fields picked one by one, so the key (`true_false`,
 * `is_right`) cannot slip into a reply before submission. The options come in the order of this
 * attempt (`shuffled`): authors tend to put the right answer first, and a child would learn that.
 */
function publicQuestion(q: repo.QuestionRow, attemptSeed: string): ExamQuestion {
  return {
    id: q.id,
    kind: q.kind,
    prompt: { text: q.promptText, image: q.promptImage, audio: q.promptAudio },
    options: shuffled(q.options, `${attemptSeed}:${q.id}`).map((o) => ({
      id: o.id,
      text: o.text,
      image: o.image,
    })),
  };
}

/** The seed of a child's next attempt at an exam: it changes with every submission. */
const attemptSeed = (userId: number, examId: number, attempts: number) =>
  `${userId}:${examId}:${attempts}`;

function keyed(q: repo.QuestionRow): KeyedQuestion {
  return {
    id: q.id,
    kind: q.kind,
    optionIds: q.options.map((o) => o.id),
    rightOptionIds: q.options.filter((o) => o.isRight).map((o) => o.id),
    trueFalse: q.trueFalse,
  };
}

/** Visible outline nodes in tree order (status 2 and everything under it left out). */
async function visibleOutline(db: Db): Promise<OutlineNodeOut[]> {
  const out: OutlineNodeOut[] = [];
  const walk = (nodes: OutlineNodeOut[]) =>
    nodes.forEach((n) => {
      out.push(n);
      walk(n.children);
    });
  walk((await listOutlineTree(db)).list);
  return out;
}

/** Exams with their questions (no keys) and the caller's best score and attempts. */
async function withQuestions(db: Db, userId: number, rows: repo.ExamRow[]): Promise<Exam[]> {
  const ids = rows.map((e) => e.id);
  const [questions, stats] = await Promise.all([
    repo.questionsOf(db, ids),
    repo.statsOf(db, userId, ids),
  ]);
  return rows.map((e) => {
    const s = stats.find((x) => x.examId === e.id);
    // One order per child, exam and attempt: reopening the exam mid-attempt shows the same order,
    // each submission starts a new one. Answers name option ids, so scoring follows any order.
    const seed = attemptSeed(userId, e.id, s?.attempts ?? 0);
    const qs = questions.filter((q) => q.examId === e.id).map((q) => publicQuestion(q, seed));
    return {
      id: e.id,
      kind: e.kind,
      title: e.title,
      outlineId: e.outlineId,
      level: e.level,
      questionCount: qs.length,
      bestScore: s?.best ?? null,
      attempts: s?.attempts ?? 0,
      questions: qs,
    };
  });
}

/** `questionUnitExam/chapterlist`: the unit tests of a visible node and its visible subtree. */
export async function listUnitExams(ctx: AppContext, userId: number, outlineId: number) {
  const nodes = await visibleOutline(ctx.db);
  const at = nodes.findIndex((n) => n.id === outlineId);
  if (at === -1) throw notFound('大纲节点不存在', 'No such outline node');
  // The subtree of a node is the run after it in tree order until the next node of its level.
  const subtree = [nodes[at]!];
  for (const n of nodes.slice(at + 1)) {
    if (n.level <= nodes[at]!.level) break;
    subtree.push(n);
  }
  const order = new Map(subtree.map((n, i) => [n.id, i]));
  const rows = (await repo.unitExamsOf(ctx.db, [...order.keys()])).sort(
    (a, b) => order.get(a.outlineId!)! - order.get(b.outlineId!)! || a.sort - b.sort || a.id - b.id,
  );
  const list = await withQuestions(ctx.db, userId, rows);
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/** `questionUnitExam/CourseExamp`: the course exam of a level, or null. */
export async function viewCourseExam(ctx: AppContext, userId: number, level: number) {
  const row = await repo.courseExamOf(ctx.db, level);
  return row ? (await withQuestions(ctx.db, userId, [row]))[0]! : null;
}

/** An active exam the app may show: a unit test only while its outline node is visible. */
async function visibleExam(db: Db, id: number) {
  const row = await repo.findActiveExam(db, id);
  if (!row) throw examNotFound();
  if (row.kind === 'unit' && !(await visibleOutline(db)).some((n) => n.id === row.outlineId))
    throw examNotFound();
  return row;
}

/** `questionUnitExam/view` */
export async function viewExam(ctx: AppContext, userId: number, id: number) {
  return (await withQuestions(ctx.db, userId, [await visibleExam(ctx.db, id)]))[0]!;
}

function resultOut(r: NonNullable<Awaited<ReturnType<typeof repo.findResult>>>): ExamResult {
  return {
    id: r.id,
    examId: r.examId,
    examKind: r.examKind,
    examTitle: r.examTitle,
    score: r.score,
    correctCount: r.correctCount,
    questionCount: r.questionCount,
    submittedAt: r.submittedAt.toISOString(),
    items: r.items,
  };
}

/**
 * `questionExamResult/edit`: checks every answer against its question (unknown or repeated
 * questions, or a choice of the wrong shape: 1001 naming the answer), scores on the server
 * (missing answers are wrong) and stores the result with a snapshot of the questions.
 */
export async function submitExam(
  ctx: AppContext,
  userId: number,
  input: { examId: number; answers: { questionId: number; choice: Choice }[] },
): Promise<ExamResult> {
  const exam = await visibleExam(ctx.db, input.examId);
  const questions = await repo.questionsOf(ctx.db, [exam.id]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<number, Choice>();
  for (const [i, a] of input.answers.entries()) {
    const q = byId.get(a.questionId);
    const field = `answers.${i}`;
    if (!q)
      throw invalid(
        `参数错误 ${field}.questionId: 不是该测验的题目`,
        `Invalid input ${field}.questionId: not a question of this exam`,
      );
    if (chosen.has(a.questionId))
      throw invalid(
        `参数错误 ${field}.questionId: 重复作答`,
        `Invalid input ${field}.questionId: answered twice`,
      );
    const problem = choiceProblem(keyed(q), a.choice);
    if (problem)
      throw invalid(
        `参数错误 ${field}.choice: ${problem}`,
        `Invalid input ${field}.choice: ${problem}`,
      );
    chosen.set(a.questionId, a.choice);
  }
  // The history shows the options in the order this attempt showed them.
  const [stats] = await repo.statsOf(ctx.db, userId, [exam.id]);
  const seed = attemptSeed(userId, exam.id, stats?.attempts ?? 0);
  const items = questions.map((q) => {
    const k = keyed(q);
    const choice = chosen.get(q.id);
    return {
      question: publicQuestion(q, seed),
      choice: choice ?? null,
      rightChoice: rightChoiceOf(k),
      correct: isRight(k, choice),
    };
  });
  const correctCount = items.filter((i) => i.correct).length;
  // Each question weighs its points (1 unless the school set more).
  const points = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = questions.reduce((sum, q, i) => sum + (items[i]!.correct ? q.points : 0), 0);
  const row = await repo.insertResult(ctx.db, {
    userId,
    examId: exam.id,
    examKind: exam.kind,
    examTitle: exam.title,
    score: scoreOf(earned, points),
    correctCount,
    questionCount: items.length,
    items,
    submittedAt: ctx.clock.now(),
  });
  return resultOut(row);
}

/** `questionExamResult/list`: the caller's results, newest first. */
export async function listResults(
  ctx: AppContext,
  userId: number,
  input: PageQuery & { examId?: number },
): Promise<OutputOf<typeof listExamResults>> {
  const { rows, total } = await repo.pageResults(
    ctx.db,
    userId,
    input.examId,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  const list = rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() }));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

/** `questionExamResult/view`: one of the caller's results; anyone else's is 2001. */
export async function viewResult(ctx: AppContext, userId: number, id: number) {
  const row = await repo.findResult(ctx.db, userId, id);
  if (!row) throw notFound('测验记录不存在', 'No such result');
  return resultOut(row);
}

/** Account deletion erases the child's exam history (a learning record of a person). */
export async function eraseResultsOf(db: Db, userId: number) {
  await repo.deleteResultsOf(db, userId);
}
