import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import { writeSchoolTexts } from '../i18n/service.ts';

export interface Pair {
  zh: string;
  en: string;
}

export interface TeacherChange<R> {
  result: R;
  action: string;
  teacherId: number;
  before?: unknown;
  after?: unknown;
  /** Accounts whose sessions the change ended: every copy forgets them after the commit. */
  endedUsers?: number[];
}

/**
 * One console change of a teacher: the change, the English of its texts and the audit row
 * (entity `teacher`) in one transaction; a refusal thrown inside leaves nothing, audit included.
 * After the commit every copy drops the public teacher reads (teacher/list, a teacher's page and
 * schedule: decision 0017) and re-reads the English; what families see changes at once.
 */
export async function auditedTeacherChange<R>(
  ctx: AppContext,
  actor: StaffActor,
  texts: readonly Pair[],
  work: (tx: Db) => Promise<TeacherChange<R>>,
): Promise<R> {
  const out = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const change = await work(tx);
    await writeSchoolTexts(tx, texts);
    await audit({
      action: change.action,
      entity: 'teacher',
      entityId: change.teacherId,
      before: change.before,
      after: change.after,
    });
    return change;
  });
  await ctx.publicCache.invalidate('teachers');
  if (texts.length > 0) await ctx.schoolTexts.changed();
  for (const userId of out.endedUsers ?? []) await ctx.sessions.forgetUser(userId);
  return out.result;
}
