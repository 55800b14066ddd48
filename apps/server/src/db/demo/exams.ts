import { count } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { exams } from '../schema/exams.ts';
import { createExams, type ExamInput, type QuestionInput } from '../../modules/exams/authoring.ts';
import { listOutlineTree } from '../../modules/outline/service.ts';
import {
  audioPath,
  courseQuestions,
  picturePath,
  unitQuestions,
  type BankQuestion,
} from './examBank.ts';

/**
 * The demo unit tests (one per visible unit of the outline, five questions mixing kinds, with
 * picture and audio prompts) and a course exam per visible level. Loaded only while there are
 * no exams, after the outline.
 */

function toQuestion(q: BankQuestion): QuestionInput {
  return {
    kind: q.kind,
    prompt: {
      ...(q.text ? { text: q.text } : {}),
      ...(q.picture ? { image: picturePath(q.picture) } : {}),
      ...(q.say ? { audio: audioPath(q.say) } : {}),
    },
    ...(q.kind === 'truefalse'
      ? { trueFalse: q.trueFalse === true }
      : {
          options: (q.options ?? []).map((o) => ({
            ...(o.text ? { text: o.text } : {}),
            ...(o.picture ? { image: picturePath(o.picture) } : {}),
            right: o.right === true,
          })),
        }),
  };
}

export async function loadDemoExams(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    const [have] = await tx.select({ n: count() }).from(exams);
    if ((have?.n ?? 0) > 0) return;
    const { list: levels } = await listOutlineTree(tx);
    const all: ExamInput[] = levels.flatMap((level, li) => {
      const levelNo = level.sort || li + 1;
      return [
        ...level.children.map((unit, ui): ExamInput => ({
          kind: 'unit',
          outlineId: unit.id,
          title: `${unit.name} 单元测验`,
          questions: unitQuestions(levelNo, unit.sort || ui + 1).map(toQuestion),
        })),
        {
          kind: 'course',
          level: levelNo,
          title: `${level.name} 结业测评`,
          questions: courseQuestions(levelNo).map(toQuestion),
        },
      ];
    });
    await createExams(tx, all);
  });
}
