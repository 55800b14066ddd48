import type { OutputOf } from '@school/contract/endpoint';
import type { feedbackAnswers } from '@school/contract/api/content';
import {
  preferenceAnswers,
  type editSurvey as editSurveyEndpoint,
  type PreferenceAnswers,
  type viewPreference as viewPreferenceEndpoint,
} from '@school/contract/api/content';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { tagOptions } from './dict.ts';
import * as repo from './repository.ts';

type SurveyInput =
  | { kind: 'preference'; answers: PreferenceAnswers }
  | { kind: 'feedback'; answers: z.output<typeof feedbackAnswers> };

/** Every chosen value must be one of the dictData options of its field (1001 names the field). */
async function checkPreference(ctx: AppContext, a: PreferenceAnswers) {
  for (const [field, group] of [
    ['teacherStyle', 'style'],
    ['focusSkill', 'focus'],
  ] as const) {
    const allowed = new Set((await tagOptions(ctx, group)).map((o) => o.value));
    const unknown = a[field].filter((v) => !allowed.has(v));
    if (unknown.length > 0)
      throw invalid(
        `参数错误 answers.${field}: 不是可选项 ${unknown.join(', ')}`,
        `Invalid input answers.${field}: not an option: ${unknown.join(', ')}`,
      );
  }
  return {
    ...a,
    teacherStyle: [...new Set(a.teacherStyle)],
    focusSkill: [...new Set(a.focusSkill)],
  };
}

/**
 * `questionSurvey/edit`: the class preference replaces the caller's previous one (one row per
 * user); a feedback message is stored as a new row for the school to read.
 */
export async function editSurvey(
  ctx: AppContext,
  userId: number,
  input: SurveyInput,
): Promise<OutputOf<typeof editSurveyEndpoint>> {
  const now = ctx.clock.now();
  if (input.kind === 'preference') {
    const answers = await checkPreference(ctx, input.answers);
    const row = await repo.upsertPreference(ctx.db, userId, answers, now);
    // teacher/list keeps each family's preference (teachers/service.ts viewerExtras).
    await ctx.publicCache.invalidateKey('viewers', String(userId));
    return { id: row.id, kind: 'preference', answers, updatedAt: row.updatedAt.toISOString() };
  }
  // The contract's schema has checked the feedback type.
  const row = await repo.insertFeedback(ctx.db, userId, input.answers, now);
  return {
    id: row.id,
    kind: 'feedback',
    answers: input.answers,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `questionSurvey/view`: the caller's class preference, or null. */
export async function viewPreference(
  ctx: AppContext,
  userId: number,
): Promise<OutputOf<typeof viewPreferenceEndpoint>> {
  const row = await repo.findPreference(ctx.db, userId);
  if (!row) return null;
  // Stored answers were valid when saved; parsing fills fields added to the form since.
  const answers = preferenceAnswers.parse(row.answers);
  return { id: row.id, kind: 'preference', answers, updatedAt: row.updatedAt.toISOString() };
}

/** Account deletion erases the family's preference and feedback (they may hold contact details). */
export async function eraseSurveysOf(db: Db, userId: number) {
  await repo.deleteSurveysOf(db, userId);
}

/**
 * The user's class preference for ranking teachers (`teacher/list`): the teacher sex wanted
 * (0 any) and the style and focus tags chosen, or null without a saved preference.
 */
export async function teacherPreferenceOf(
  db: Db,
  userId: number,
): Promise<{ teacherSex: 0 | 1 | 2; tagIds: number[] } | null> {
  const row = await repo.findPreference(db, userId);
  if (!row) return null;
  const parsed = preferenceAnswers.safeParse(row.answers);
  if (!parsed.success) return null;
  const a = parsed.data;
  return { teacherSex: a.teacherSex, tagIds: [...new Set([...a.teacherStyle, ...a.focusSkill])] };
}
