import type * as api from '@school/contract/api/admin/brand';
import type { OutputOf } from '@school/contract/endpoint';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { countConsents } from '../auth/consentService.ts';
import {
  discardDraft,
  legalVersions,
  publishLegal as publishVersion,
  readDraft,
  saveDraft,
  type LegalKind,
} from '../content/brandService.ts';
import { auditedTextChange as audited, pairsFor, type Pair } from '../i18n/service.ts';
import { discardDraftFor } from './brandService.ts';

/**
 * The user agreement and the children's privacy policy in the console. Publishing adds a version
 * (never rewrites one a guardian accepted): every guardian is asked to accept it at the next visit
 * (auth/consentService.ts). The content role saves a draft; only the owner publishes.
 */

const rich = (p: Pair): Pair => ({
  zh: sanitizeRichText(p.zh),
  en: p.en.trim() ? sanitizeRichText(p.en) : '',
});

export async function viewLegal(
  ctx: AppContext,
  kind: LegalKind,
  actor: StaffActor,
): Promise<OutputOf<typeof api.viewAdminLegal>> {
  const [versions, draft] = await Promise.all([
    legalVersions(ctx.db, kind),
    readDraft(ctx.db, kind),
  ]);
  const current = versions[0];
  const pair = await pairsFor(ctx.db, current ? [current.title, current.content] : []);
  return {
    current: current
      ? {
          version: current.version,
          title: pair(current.title),
          content: pair(current.content),
          publishedAt: current.publishedAt.toISOString(),
        }
      : null,
    versions: versions.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
    })),
    draft: draft
      ? {
          value: draft.value as api.LegalText,
          savedBy: draft.savedBy,
          savedAt: draft.savedAt.toISOString(),
          mine: draft.savedByStaffId === actor.staffId,
        }
      : null,
    accepted: current ? await countConsents(ctx.db, kind, current.version) : 0,
  };
}

export async function saveLegalDraft(ctx: AppContext, actor: StaffActor, input: api.LegalText) {
  const value = { ...input, content: rich(input.content) };
  return audited(ctx, actor, [], async (tx) => {
    const before = await saveDraft(tx, input.kind, value, actor, ctx.clock.now());
    return {
      result: null,
      audit: {
        action: 'legal.draft',
        entity: 'legal',
        entityId: input.kind,
        before: before?.value ?? null,
        after: value,
      },
    };
  });
}

export async function publishLegal(ctx: AppContext, actor: StaffActor, input: api.LegalText) {
  const content = rich(input.content);
  const texts = [input.title, content];
  return audited(ctx, actor, texts, async (tx) => {
    const before = (await legalVersions(tx, input.kind))[0] ?? null;
    const row = await publishVersion(
      tx,
      input.kind,
      { title: input.title.zh, content: content.zh },
      ctx.clock.now(),
      ctx.config.TIME_ZONE,
    );
    await discardDraft(tx, input.kind);
    return {
      result: { version: row.version },
      audit: {
        action: 'legal.publish',
        entity: 'legal',
        entityId: `${input.kind}:${row.version}`,
        before: before ? { version: before.version, title: before.title } : null,
        after: { version: row.version, title: row.title, content: row.content },
      },
    };
  });
}

export async function discardLegalDraft(ctx: AppContext, actor: StaffActor, kind: LegalKind) {
  return audited(ctx, actor, [], async (tx) => {
    const gone = await discardDraftFor(tx, actor, kind);
    return {
      result: null,
      audit: { action: 'legal.discard', entity: 'legal', entityId: kind, before: gone.value },
    };
  });
}
