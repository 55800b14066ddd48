import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submitExam, type Exam, listExamResults, viewExamResult } from '@school/contract/api/exams';
import { exams } from '../../db/schema/exams.ts';
import { createExamFixture } from './testFixture.ts';
import { eraseResultsOf } from './service.ts';

/** Submissions: scoring of each kind, refused answers, history and details of the caller. */
describe('exam results', () => {
  let f: Awaited<ReturnType<typeof createExamFixture>>;
  let unitExam: Exam;
  beforeAll(async () => {
    f = await createExamFixture();
    unitExam = (await f.chapters(f.node.U1!)).body.data.list[0]!;
  });
  afterAll(() => f.t.close());

  it('scores every kind on the server and only then shows the right answers', async () => {
    const [single, tf, multiple] = unitExam.questions;
    // The i-th option as authored (ids follow the authoring order; the app gets them shuffled).
    const opt = (q: typeof single, i: number) => [...q!.options].sort((a, b) => a.id - b.id)[i]!.id;
    const all = await f.submit({
      examId: unitExam.id,
      answers: [
        { questionId: single!.id, choice: [opt(single, 1)] },
        { questionId: tf!.id, choice: true },
        { questionId: multiple!.id, choice: [opt(multiple, 1), opt(multiple, 0)] },
      ],
    });
    expect(all.body.code).toBe(0);
    expect(submitExam.output.safeParse(all.body.data).success).toBe(true);
    expect(all.body.data).toMatchObject({ score: 100, correctCount: 3, questionCount: 3 });
    expect(all.body.data.items.map((i) => [i.correct, i.rightChoice])).toEqual([
      [true, [opt(single, 1)]],
      [true, true],
      [true, [opt(multiple, 0), opt(multiple, 1)]],
    ]);

    const wrong = await f.submit({
      examId: unitExam.id,
      answers: [
        { questionId: single!.id, choice: [opt(single, 0)] },
        { questionId: tf!.id, choice: false },
        { questionId: multiple!.id, choice: [opt(multiple, 0)] }, // a subset is wrong
      ],
    });
    expect(wrong.body.data).toMatchObject({ score: 0, correctCount: 0 });
    expect(wrong.body.data.items.map((i) => i.choice)).toEqual([
      [opt(single, 0)],
      false,
      [opt(multiple, 0)],
    ]);

    const superset = await f.submit({
      examId: unitExam.id,
      answers: [
        {
          questionId: multiple!.id,
          choice: [opt(multiple, 0), opt(multiple, 1), opt(multiple, 2)],
        },
        { questionId: single!.id, choice: [opt(single, 1)] },
      ],
    });
    // Missing answers count as wrong: 1 of 3.
    expect(superset.body.data).toMatchObject({ score: 33, correctCount: 1 });
    expect(superset.body.data.items.map((i) => [i.choice === null, i.correct])).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
  });

  it('refuses unknown questions and choices of the wrong shape with 1001', async () => {
    const [single, tf, multiple] = unitExam.questions;
    const lessonQuiz = (await f.chapters(f.node.U1A!)).body.data.list[0]!;
    const bad = [
      [{ questionId: lessonQuiz.questions[0]!.id, choice: true }, /questionId/],
      [{ questionId: 999999, choice: true }, /questionId/],
      [
        { questionId: single!.id, choice: [single!.options[0]!.id, single!.options[1]!.id] },
        /choice/,
      ],
      [{ questionId: single!.id, choice: [multiple!.options[0]!.id] }, /choice/],
      [{ questionId: single!.id, choice: true }, /choice/],
      [{ questionId: tf!.id, choice: [single!.options[0]!.id] }, /choice/],
      [{ questionId: multiple!.id, choice: [] }, /choice/],
      [{ questionId: multiple!.id, choice: false }, /choice/],
      [
        { questionId: multiple!.id, choice: [multiple!.options[0]!.id, multiple!.options[0]!.id] },
        /choice/,
      ],
      [{ questionId: tf!.id, choice: 'yes' }, /choice/],
    ] as const;
    for (const [answer, field] of bad) {
      const res = await f.submit({ examId: unitExam.id, answers: [answer] });
      expect([JSON.stringify(answer), res.body.code]).toEqual([JSON.stringify(answer), 1001]);
      expect(JSON.stringify(res.body.data)).toMatch(field);
    }
    const twice = await f.submit({
      examId: unitExam.id,
      answers: [
        { questionId: tf!.id, choice: true },
        { questionId: tf!.id, choice: false },
      ],
    });
    expect(twice.body.code).toBe(1001);
    expect((await f.submit({ examId: 999999, answers: [] })).body.code).toBe(2001);
  });

  it('history and details belong to the caller; the best score shows on the list', async () => {
    const list = await f.t.api(listExamResults, { pageSize: '2' }, { token: f.kid.token });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list.map((r) => r.score)).toEqual([33, 0]); // newest first
    const first = (
      await f.t.api(listExamResults, { page: '2', pageSize: '2' }, { token: f.kid.token })
    ).body.data.list[0]!;
    expect(first.score).toBe(100);

    const detail = await f.t.api(viewExamResult, { id: String(first.id) }, { token: f.kid.token });
    expect(detail.body.data.items).toHaveLength(3);
    expect(detail.body.data.items[0]!.question.options.map((o) => o.text).sort()).toEqual([
      'A cat',
      'A dog',
      'A fish',
    ]);

    const theirs = await f.t.api(
      viewExamResult,
      { id: String(first.id) },
      { token: f.other.token },
    );
    expect(theirs.body.code).toBe(2001);
    const theirList = await f.t.api(listExamResults, undefined, { token: f.other.token });
    expect(theirList.body.data.total).toBe(0);

    const exam = (await f.chapters(f.node.U1!)).body.data.list[0]!;
    expect(exam).toMatchObject({ bestScore: 100, attempts: 3 });
    expect((await f.chapters(f.node.U1!, f.other.token)).body.data.list[0]).toMatchObject({
      bestScore: null,
      attempts: 0,
    });
  });

  it('keeps the history when the exam is removed later', async () => {
    await f.t.database.db.delete(exams).where(eq(exams.id, unitExam.id));
    const list = await f.t.api(listExamResults, undefined, { token: f.kid.token });
    expect(list.body.data.list[0]).toMatchObject({
      examId: null,
      examTitle: 'Unit 1 test',
      score: 33,
    });
    const detail = await f.t.api(
      viewExamResult,
      { id: String(list.body.data.list[0]!.id) },
      { token: f.kid.token },
    );
    expect(detail.body.data.items).toHaveLength(3);
  });

  it('account deletion erases the child’s results', async () => {
    await eraseResultsOf(f.t.database.db, f.kid.id);
    const list = await f.t.api(listExamResults, undefined, { token: f.kid.token });
    expect(list.body.data.total).toBe(0);
  });
});

describe('option order', () => {
  let f: Awaited<ReturnType<typeof createExamFixture>>;
  beforeAll(async () => {
    f = await createExamFixture();
  });
  afterAll(() => f.t.close());

  it('shuffles the options for every attempt, keeps them within one, and scores by the option chosen', async () => {
    const rightSlots = new Set<number>();
    let previous = '';
    for (let attempt = 0; attempt < 8; attempt++) {
      const exam = (await f.chapters(f.node.U1!)).body.data.list[0]!;
      // Reopened before submitting: the same order.
      const again = (await f.chapters(f.node.U1!)).body.data.list[0]!;
      expect(again.questions.map((q) => q.options.map((o) => o.id))).toEqual(
        exam.questions.map((q) => q.options.map((o) => o.id)),
      );
      expect(JSON.stringify(exam)).not.toMatch(
        /isRight|is_right|"trueFalse"|true_false|rightChoice/,
      );
      const [single, tf, multiple] = exam.questions;
      const cat = single!.options.find((o) => o.text === 'A cat')!;
      rightSlots.add(single!.options.indexOf(cat));
      const order = exam.questions.map((q) => q.options.map((o) => o.id).join()).join('|');
      if (attempt > 0) expect(order === previous && attempt > 3 ? 'stuck' : 'ok').toBe('ok');
      previous = order;
      const pics = multiple!.options.filter((o) => o.image !== '/static/c.svg').map((o) => o.id);
      const res = await f.submit({
        examId: exam.id,
        answers: [
          { questionId: single!.id, choice: [cat.id] },
          { questionId: tf!.id, choice: true },
          { questionId: multiple!.id, choice: pics },
        ],
      });
      expect(res.body.data.score).toBe(100);
      // The history shows the options as this attempt showed them.
      expect(res.body.data.items.map((i) => i.question.options.map((o) => o.id))).toEqual(
        exam.questions.map((q) => q.options.map((o) => o.id)),
      );
    }
    // Over 8 attempts the right answer of a 3-option question sits in more than one place.
    expect(rightSlots.size).toBeGreaterThan(1);
  });
});
