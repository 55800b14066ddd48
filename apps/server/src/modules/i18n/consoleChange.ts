import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import { englishOf, writeSchoolTexts } from './schoolTexts.ts';

/** A text of a console form: the Chinese stored in the row, its English in school_texts. */
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

/**
 * One console change of the school's content (texts, catalogue, learning content; decision
 * 0023): the change, the English of its texts and the audit row in one transaction (docs/design/console.md §7:
 * no change without its audit row), then every server copy re-reads the English. Drafts (the
 * brand page, agreements) pass no texts: their English is written only when the owner publishes
 * them, so a draft never shows in the families' app.
 */
export async function auditedTextChange<R>(
  ctx: AppContext,
  actor: StaffActor,
  texts: readonly Pair[],
  work: (tx: Db) => Promise<{ result: R; audit: AuditEntry }>,
): Promise<R> {
  const result = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const out = await work(tx);
    await writeSchoolTexts(tx, texts);
    await audit(out.audit);
    return out.result;
  });
  if (texts.length > 0) await ctx.schoolTexts.changed();
  return result;
}

/** Each Chinese text with its English (`''`: none written), for a page of console rows. */
export async function pairsFor(db: Db, zhs: readonly string[]) {
  const en = await englishOf(db, zhs);
  return (zh: string | null): Pair => ({ zh: zh ?? '', en: zh ? (en.get(zh) ?? '') : '' });
}
