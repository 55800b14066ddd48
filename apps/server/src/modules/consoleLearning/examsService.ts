import type { z } from 'zod';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/exams';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as exams from '../exams/consoleService.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { paging, savedAudit } from './audited.ts';

/**
 * Exams and their question bank in the console (docs/design/assessment.md §4.6, docs/design/school-texts.md §9). Texts travel as `{ zh, en }`;
 * answer keys leave the server only here, to staff holding `content.read`.
 */

type Body<E extends { input: z.ZodType }> = z.output<E['input']>;
type Counted = NonNullable<Awaited<ReturnType<typeof exams.findExamCounted>>>;

const rowOut = (r: Counted, pair: (zh: string) => { zh: string; en: string }) => ({
  id: r.exam.id,
  kind: r.exam.kind,
  title: pair(r.exam.title),
  outlineId: r.exam.outlineId,
  level: r.exam.level,
  sort: r.exam.sort,
  active: r.exam.status === 'active',
  questionCount: r.questionCount,
  resultCount: r.resultCount,
});

export async function listExams(
  ctx: AppContext,
  i: Body<typeof api.listAdminExams>,
): Promise<OutputOf<typeof api.listAdminExams>> {
  const { rows, total } = await exams.pageAllExams(ctx.db, {
    ...paging(i),
    sort: i.sort ?? 'sort',
    order: i.order,
    kind: i.kind,
    outlineId: i.outlineId,
    level: i.level,
  });
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.exam.title),
  );
  return { list: rows.map((r) => rowOut(r, pair)), total };
}

export async function viewExam(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof api.viewAdminExam>> {
  const found = await exams.findExamCounted(ctx.db, id);
  if (!found) throw notFound('测验不存在', 'No such exam');
  const questions = await exams.questionsWithKeys(ctx.db, [id]);
  const pair = await pairsFor(ctx.db, [
    found.exam.title,
    ...questions.flatMap((q) => [q.promptText ?? '', ...q.options.map((o) => o.text ?? '')]),
  ]);
  return {
    ...rowOut(found, pair),
    questions: questions.map((q) => ({
      kind: q.kind,
      prompt: { text: pair(q.promptText), image: q.promptImage, audio: q.promptAudio },
      options: q.options.map((o) => ({ text: pair(o.text), image: o.image, right: o.isRight })),
      trueFalse: q.trueFalse,
      points: q.points,
    })),
  };
}

export async function saveExam(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminExam>,
) {
  const texts = [
    i.title,
    ...i.questions.flatMap((q) => [q.prompt.text, ...q.options.map((o) => o.text)]),
  ].filter((p) => p.zh);
  return audited(ctx, actor, texts, async (tx) =>
    savedAudit(
      'exam',
      await exams.saveExam(tx, i.id, {
        kind: i.kind,
        outlineId: i.outlineId,
        level: i.level,
        title: i.title.zh,
        sort: i.sort,
        active: i.active,
        questions: i.questions.map((q) => ({
          kind: q.kind,
          prompt: {
            text: q.prompt.text.zh || undefined,
            image: q.prompt.image ?? undefined,
            audio: q.prompt.audio ?? undefined,
          },
          options: q.options.map((o) => ({
            text: o.text.zh || undefined,
            image: o.image ?? undefined,
            right: o.right,
          })),
          trueFalse: q.trueFalse ?? undefined,
          points: q.points,
        })),
      }),
    ),
  );
}

export async function removeExam(ctx: AppContext, actor: StaffActor, id: number) {
  return audited(ctx, actor, [], async (tx) => ({
    result: null,
    audit: {
      action: 'exam.delete',
      entity: 'exam',
      entityId: id,
      before: await exams.removeExam(tx, id),
    },
  }));
}
