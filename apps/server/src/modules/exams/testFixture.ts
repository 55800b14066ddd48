import { createTestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { outlineNodes } from '../../db/schema/outline.ts';
import { createExam } from './authoring.ts';
import { listUnitExams, submitExam } from '@school/contract/api/exams';

/**
 * The exams of the exam tests: an outline L1 > U1 > U1A plus a hidden U2, a unit test of three
 * questions (single with a picture prompt, truefalse, multiple with an audio prompt and picture
 * options) on U1, a quiz on U1A, one on the hidden U2, a course exam of level 1; two students.
 */
export async function createExamFixture() {
  const node: Record<string, number> = {};
  const t = await createTestApp();
  const db = t.database.db;
  const add = async (key: string, parent: string | null, status = 1, sort = 0) => {
    const [row] = await db
      .insert(outlineNodes)
      .values({ name: key, parentId: parent ? node[parent]! : null, status, sort })
      .returning();
    node[key] = row!.id;
  };
  await add('L1', null, 1, 1);
  await add('U1', 'L1', 1, 1);
  await add('U1A', 'U1', 1, 1);
  await add('U2', 'L1', 2, 2); // hidden
  await createExam(db, {
    kind: 'unit',
    outlineId: node.U1A!,
    title: 'Lesson quiz',
    questions: [{ kind: 'truefalse', prompt: { text: 'A cat can fly.' }, trueFalse: false }],
  });
  await createExam(db, {
    kind: 'unit',
    outlineId: node.U1!,
    title: 'Unit 1 test',
    questions: [
      {
        kind: 'single',
        prompt: { text: 'What is it?', image: '/static/demo/exams/pictures/cat.svg' },
        options: [{ text: 'A dog' }, { text: 'A cat', right: true }, { text: 'A fish' }],
      },
      {
        kind: 'truefalse',
        prompt: { image: '/static/demo/exams/pictures/red.svg' },
        trueFalse: true,
      },
      {
        kind: 'multiple',
        prompt: { text: 'Which are fruits?', audio: '/static/demo/exams/audio/banana.mp3' },
        options: [
          { image: '/static/a.svg', right: true },
          { image: '/static/b.svg', right: true },
          { image: '/static/c.svg' },
        ],
      },
    ],
  });
  await createExam(db, {
    kind: 'unit',
    outlineId: node.U2!,
    title: 'Hidden unit test',
    questions: [{ kind: 'truefalse', prompt: { text: 'x' }, trueFalse: true }],
  });
  await createExam(db, {
    kind: 'course',
    level: 1,
    title: 'Level 1 exam',
    questions: [{ kind: 'truefalse', prompt: { text: 'Hello means 你好.' }, trueFalse: true }],
  });
  const kid = await createStudent(db, t.clock.now());
  const other = await createStudent(db, t.clock.now());
  const chapters = (outlineId: number, token = kid.token) =>
    t.api(listUnitExams, { outlineId: String(outlineId) }, { token });
  const submit = (body: unknown, token = kid.token) => t.api(submitExam, body as never, { token }); // bad answers too
  return { t, kid, other, node, chapters, submit };
}
