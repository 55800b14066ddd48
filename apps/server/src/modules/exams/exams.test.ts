import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  listUnitExams,
  viewCourseExam,
  viewExam,
  type Exam,
  submitExam,
} from '@school/contract/api/exams';
import { exams } from '../../db/schema/exams.ts';
import { createExamFixture } from './testFixture.ts';

/** Field names that would give the answer away before submission. */
const KEY_FIELD = /answer|correct|isright|right|key|truefalse|solution/i;

function keyFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyFields(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(KEY_FIELD.test(k) ? [`${path}.${k}`] : []),
      ...keyFields(v, `${path}.${k}`),
    ]);
  return [];
}

/** Listing and showing exams: no answer key leaves the server before a submission. */
describe('exams before submission', () => {
  let f: Awaited<ReturnType<typeof createExamFixture>>;
  let unitExam: Exam;
  beforeAll(async () => {
    f = await createExamFixture();
  });
  afterAll(() => f.t.close());

  it('the key-field walk finds keys at any depth', () => {
    expect(keyFields({ list: [{ questions: [{ options: [{ isRight: true }] }] }] })).toEqual([
      '$.list[0].questions[0].options[0].isRight',
    ]);
    expect(keyFields({ a: { correctOptionIds: [1] }, answer: 2 })).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    expect((await f.t.api(listUnitExams, { outlineId: '1' })).body.code).toBe(1002);
    expect((await f.t.api(viewCourseExam, { level: '1' })).body.code).toBe(1002);
    expect((await f.t.api(submitExam, { examId: 1, answers: [] })).body.code).toBe(1002);
  });

  it('chapterlist: the unit tests of a node and its subtree, in outline order, hidden ones left out', async () => {
    const res = await f.chapters(f.node.L1!);
    expect(res.body.code).toBe(0);
    expect(res.body.data.list.map((e) => e.title)).toEqual(['Unit 1 test', 'Lesson quiz']);
    unitExam = res.body.data.list[0]!;
    expect(unitExam).toMatchObject({
      kind: 'unit',
      questionCount: 3,
      bestScore: null,
      attempts: 0,
    });
    expect(unitExam.questions.map((q) => q.kind)).toEqual(['single', 'truefalse', 'multiple']);
    expect(unitExam.questions[0]!.prompt.image).toMatch(/cat\.svg$/);
    expect(unitExam.questions[2]!.prompt.audio).toMatch(/banana\.mp3$/);
    expect(unitExam.questions[1]!.options).toEqual([]);
    expect((await f.chapters(f.node.U1A!)).body.data.list.map((e) => e.title)).toEqual([
      'Lesson quiz',
    ]);
    expect((await f.chapters(f.node.U2!)).body.code).toBe(2001);
    expect((await f.chapters(99999)).body.code).toBe(2001);
  });

  it('no answer key before submission: payloads match the contract and carry no key field', async () => {
    const hidden = (
      await f.t.database.db.select().from(exams).where(eq(exams.title, 'Hidden unit test'))
    )[0]!;
    const payloads: [string, unknown, { safeParse(v: unknown): { success: boolean } }][] = [
      ['chapterlist', (await f.chapters(f.node.L1!)).body.data, listUnitExams.output],
      [
        'CourseExamp',
        (await f.t.api(viewCourseExam, { level: '1' }, { token: f.kid.token })).body.data,
        viewCourseExam.output,
      ],
      [
        'view',
        (await f.t.api(viewExam, { id: String(unitExam.id) }, { token: f.kid.token })).body.data,
        viewExam.output,
      ],
    ];
    for (const [name, data, schema] of payloads) {
      expect(data, name).not.toBeNull();
      expect(schema.safeParse(data).success, name).toBe(true);
      expect(keyFields(data), name).toEqual([]);
      // The contract's own shape of a question has no key field either.
      const question = JSON.stringify(data);
      expect(question, name).not.toMatch(/"(isRight|is_right|trueFalse|true_false)"/);
    }
    const view = (id: number) => f.t.api(viewExam, { id: String(id) }, { token: f.kid.token });
    expect((await view(hidden.id)).body.code).toBe(2001);
    expect((await view(99999)).body.code).toBe(2001);
    const none = await f.t.api(viewCourseExam, { level: '7' }, { token: f.kid.token });
    expect(none.body).toMatchObject({ code: 0, data: null });
  });
});
