import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { staffToken } from '../staff/testing.ts';
import { callers } from './testing.ts';
import {
  submitExam,
  listUnitExams,
  viewExam,
  viewExamResult,
  viewCourseExam,
} from '@school/contract/api/exams';
import {
  moveAdminOutlineNode,
  saveAdminOutlineNode,
  viewAdminOutline,
} from '@school/contract/api/admin/outline';
import { deleteAdminExam, saveAdminExam, viewAdminExam } from '@school/contract/api/admin/exams';
import { listOutline } from '@school/contract/api/outline';

/**
 * The outline tree and exams in the console over HTTP (docs/design/assessment.md §4.6, docs/design/school-texts.md §9): nodes added, renamed in
 * both languages, moved and hidden; exams with picture, audio and true/false questions that
 * families take without the keys, scored by points; an edit never changes a result taken.
 */
describe('console outline and exams', () => {
  let t: TestApp;
  let editor: string;
  let support: string;
  let owner: string;
  let family: string;
  let c: ReturnType<typeof callers>;
  const node = { L: 0, U1: 0, U2: 0 };
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false', PUBLIC_CACHE_SECONDS: '300' });
    c = callers(t);
    editor = (await staffToken(t, 'content')).token;
    support = (await staffToken(t, 'support')).token;
    owner = (await staffToken(t, 'owner')).token;
    family = (await createStudent(t.database.db, t.clock.now())).token;
    const add = async (
      key: keyof typeof node,
      zh: string,
      en: string,
      parent?: keyof typeof node,
    ) => {
      const r = await c.post(saveAdminOutlineNode, editor, {
        name: { zh, en },
        parentId: parent ? node[parent] : null,
      });
      expect(r.body.code).toBe(0);
      node[key] = r.body.data.id;
    };
    await add('L', '一级', 'Level 1');
    await add('U1', '第一单元', 'Unit 1', 'L');
    await add('U2', '第二单元', 'Unit 2', 'L');
  });
  afterAll(() => t.close());

  const tree = async (lang: 'zh' | 'en') => (await c.family(listOutline, lang)).body.data.list;
  const childrenOf = async (lang: 'zh' | 'en') =>
    (await tree(lang)).find((n) => n.id === node.L)!.children.map((n) => n.name);

  it('families see the nodes in English, in the order dragged to, without hidden ones', async () => {
    expect(await childrenOf('en')).toEqual(['Unit 1', 'Unit 2']);
    expect(await childrenOf('zh')).toEqual(['第一单元', '第二单元']);
    const moved = await c.post(moveAdminOutlineNode, editor, {
      id: node.U2,
      parentId: node.L,
      index: 0,
    });
    expect(moved.body.code).toBe(0);
    expect(await childrenOf('en')).toEqual(['Unit 2', 'Unit 1']);

    await c.post(saveAdminOutlineNode, editor, {
      id: node.U1,
      name: { zh: '第一单元', en: 'Unit One' },
      status: 2,
    });
    expect(await childrenOf('en')).toEqual(['Unit 2']);
    // The console still shows the hidden node, with both names.
    const admin = await c.get(viewAdminOutline, support);
    const level = admin.body.data.list.find((n) => n.id === node.L)!;
    expect(level.children).toContainEqual(
      expect.objectContaining({ name: { zh: '第一单元', en: 'Unit One' }, status: 2 }),
    );
    await c.post(saveAdminOutlineNode, editor, {
      id: node.U1,
      name: { zh: '第一单元', en: 'Unit 1' },
    });
    expect(await childrenOf('en')).toEqual(['Unit 2', 'Unit 1']);
    expect(await c.auditActions(owner, 'outlineNode', node.U1!)).toEqual([
      'outlineNode.create',
      'outlineNode.edit',
      'outlineNode.edit',
    ]);
    expect(await c.auditActions(owner, 'outlineNode', node.U2!)).toEqual([
      'outlineNode.create',
      'outlineNode.move',
    ]);
  });

  it('refuses a move under its own subtree, unknown parents, and roles without content.edit', async () => {
    const loop = await c.post(moveAdminOutlineNode, editor, {
      id: node.L,
      parentId: node.U1,
      index: 0,
    });
    expect(loop.body).toMatchObject({ code: 1001, data: { field: 'parentId' } });
    const orphan = await c.post(saveAdminOutlineNode, editor, {
      name: { zh: '孤儿', en: '' },
      parentId: 999_999,
    });
    expect(orphan.body).toMatchObject({ code: 1001, data: { field: 'parentId' } });
    expect(
      (await c.post(saveAdminOutlineNode, support, { id: node.U1, name: { zh: 'x', en: '' } })).body
        .code,
    ).toBe(3003);
    expect(
      (await c.post(moveAdminOutlineNode, support, { id: node.U1, parentId: null, index: 0 })).body
        .code,
    ).toBe(3003);
  });

  const unitExam = (): InputOf<typeof saveAdminExam> => ({
    kind: 'unit',
    outlineId: node.U2,
    title: { zh: '第二单元测验', en: 'Unit 2 quiz' },
    questions: [
      {
        kind: 'single',
        prompt: {
          text: { zh: '听音频，选出苹果。', en: 'Listen and pick the apple.' },
          audio: '/uploads/content/audio/apple.mp3',
        },
        options: [
          { text: { zh: '', en: '' }, image: '/uploads/content/cover/pear.png' },
          { text: { zh: '', en: '' }, image: '/uploads/content/cover/apple.png', right: true },
        ],
      },
      {
        kind: 'multiple',
        points: 2,
        prompt: { text: { zh: '哪些是水果？', en: 'Which are fruit?' }, image: '/q.png' },
        options: [
          { text: { zh: '香蕉', en: 'Banana' }, right: true },
          { text: { zh: '汽车', en: 'Car' } },
          { text: { zh: '葡萄', en: 'Grape' }, right: true },
        ],
      },
      {
        kind: 'truefalse',
        prompt: { text: { zh: '猫会飞。', en: 'Cats can fly.' } },
        trueFalse: false,
      },
    ],
  });

  it('a unit test reaches families in English without its keys; scoring weighs points; an edit keeps the result taken', async () => {
    const saved = await c.post(saveAdminExam, editor, unitExam());
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const list = await c.family(listUnitExams, 'en', { outlineId: String(node.U2) }, family);
    const exam = list.body.data.list.find((e) => e.id === id)!;
    expect(exam.title).toBe('Unit 2 quiz');
    expect(exam.questions.map((q) => [q.kind, q.prompt.text])).toEqual([
      ['single', 'Listen and pick the apple.'],
      ['multiple', 'Which are fruit?'],
      ['truefalse', 'Cats can fly.'],
    ]);
    expect(exam.questions[0]!.prompt.audio).toBe('/uploads/content/audio/apple.mp3');
    expect(exam.questions[0]!.options.map((o) => o.image).sort()).toEqual([
      '/uploads/content/cover/apple.png',
      '/uploads/content/cover/pear.png',
    ]);
    expect(JSON.stringify(list.body.data)).not.toMatch(/"(right|isRight|trueFalse)":/);

    const [single, multiple] = exam.questions;
    const apple = single!.options.find((o) => o.image?.endsWith('apple.png'))!.id;
    const banana = multiple!.options.find((o) => o.text === 'Banana')!.id;
    const submitted = await t.api(
      submitExam,
      {
        examId: id,
        answers: [
          { questionId: single!.id, choice: [apple] },
          { questionId: multiple!.id, choice: [banana] },
          { questionId: exam.questions[2]!.id, choice: false },
        ],
      },
      { token: family },
    );
    // Right: single (1 point) and true/false (1 point); wrong: multiple (2 points): 2 of 4.
    expect(submitted.body.data).toMatchObject({ score: 50, correctCount: 2, questionCount: 3 });
    const resultId = submitted.body.data.id;

    const view = await c.get(viewAdminExam, support, { id: String(id) });
    expect(view.body.data.resultCount).toBe(1);
    expect(
      view.body.data.questions.map((q) => [
        q.kind,
        q.points,
        q.options.map((o) => o.right),
        q.trueFalse,
      ]),
    ).toEqual([
      ['single', 1, [false, true], null],
      ['multiple', 2, [true, false, true], null],
      ['truefalse', 1, [], false],
    ]);

    const edited = unitExam();
    edited.title = { zh: '第二单元测验（新）', en: 'Unit 2 quiz (new)' };
    edited.questions = [edited.questions[2]!];
    expect((await c.post(saveAdminExam, editor, { ...edited, id })).body.code).toBe(0);
    const after = await c.family(viewExam, 'en', { id: String(id) }, family);
    expect(after.body.data).toMatchObject({ title: 'Unit 2 quiz (new)', questionCount: 1 });
    const result = await c.family(viewExamResult, 'zh', { id: String(resultId) }, family);
    expect(result.body.data).toMatchObject({
      examTitle: '第二单元测验',
      score: 50,
      questionCount: 3,
    });
    expect(result.body.data.items.map((i) => i.question.prompt.text)).toEqual([
      '听音频，选出苹果。',
      '哪些是水果？',
      '猫会飞。',
    ]);

    expect((await c.post(deleteAdminExam, editor, { id })).body.code).toBe(0);
    const kept = await c.family(viewExamResult, 'zh', { id: String(resultId) }, family);
    expect(kept.body.data).toMatchObject({ examId: null, score: 50 });
    expect(await c.auditActions(owner, 'exam', id)).toEqual([
      'exam.create',
      'exam.edit',
      'exam.delete',
    ]);
  });

  it('one course exam per level (2002); unsound questions refused with the question named; 3003 without content.edit', async () => {
    const course: InputOf<typeof saveAdminExam> = {
      kind: 'course',
      level: 3,
      title: { zh: '三级结业测评', en: 'Level 3 final' },
      questions: [
        { kind: 'truefalse', prompt: { text: { zh: '对吗？', en: 'Right?' } }, trueFalse: true },
      ],
    };
    const first = await c.post(saveAdminExam, editor, course);
    expect(first.body.code).toBe(0);
    const shown = await c.family(viewCourseExam, 'en', { level: '3' }, family);
    expect(shown.body.data!.title).toBe('Level 3 final');
    expect((await c.post(saveAdminExam, editor, course)).body.code).toBe(2002);

    const twoRight = unitExam();
    twoRight.questions[0]!.options![0]!.right = true;
    expect((await c.post(saveAdminExam, editor, twoRight)).body).toMatchObject({
      code: 1001,
      data: { field: 'questions.0' },
    });
    const noNode = await c.post(saveAdminExam, editor, { ...unitExam(), outlineId: null });
    expect(noNode.body).toMatchObject({ code: 1001, data: { field: 'outlineId' } });
    expect((await c.post(saveAdminExam, support, course)).body.code).toBe(3003);
    expect((await c.post(deleteAdminExam, support, { id: first.body.data.id })).body.code).toBe(
      3003,
    );

    // Hidden: families no longer get it.
    await c.post(saveAdminExam, editor, { ...course, id: first.body.data.id, active: false });
    const hidden = await c.family(viewCourseExam, 'en', { level: '3' }, family);
    expect(hidden.body.data).toBeNull();
  });
});
