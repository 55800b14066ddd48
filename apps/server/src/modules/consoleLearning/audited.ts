import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { recordAudit } from '../audit/service.ts';
import { englishOf, writeSchoolTexts } from '../i18n/service.ts';

/**
 * One console change of learning content, as consoleContent/audited.ts does for texts (decision
 * 0023): the change, the English of its texts and the audit row in one transaction, then every
 * server copy re-reads the English. (Modules reach each other only through services, so this
 * small wrapper is this module's own.)
 */

export interface Pair {
  zh: string;
  en: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function audited<R>(
  ctx: AppContext,
  actor: StaffActor,
  texts: readonly Pair[],
  work: (tx: Db) => Promise<{ result: R; audit: AuditEntry }>,
): Promise<R> {
  const result = await ctx.db.transaction(async (tx) => {
    const out = await work(tx);
    await writeSchoolTexts(tx, texts);
    await recordAudit(tx, actor, out.audit);
    return out.result;
  });
  if (texts.length > 0) await ctx.schoolTexts.changed();
  return result;
}

/** Each Chinese text with its English (`''`: none written). */
export async function pairsFor(db: Db, zhs: readonly string[]) {
  const en = await englishOf(db, zhs);
  return (zh: string | null): Pair => ({ zh: zh ?? '', en: zh ? (en.get(zh) ?? '') : '' });
}

export const paging = (i: { page: number; pageSize: number }) => ({
  limit: i.pageSize,
  offset: (i.page - 1) * i.pageSize,
});

/** The audit of a save: create when there was nothing before. */
export function savedAudit<T extends { id: number }>(
  entity: string,
  r: { before: unknown; after: T },
) {
  return {
    result: { id: r.after.id },
    audit: {
      action: `${entity}.${r.before ? 'edit' : 'create'}`,
      entity,
      entityId: r.after.id,
      before: r.before,
      after: r.after,
    },
  };
}
