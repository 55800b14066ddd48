import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/texts';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { invalid } from '../../http/errors.ts';
import { fixedDictOptions, readIntro, saveIntro } from '../content/consoleService.ts';
import { listTagsWithUse, removeTag, saveTag } from '../teachers/tagService.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { richPair } from './audited.ts';
import type { Body } from './textsService.ts';

/** The console's about us, dictionary options and teacher tags, in both languages. */

export async function viewAbout(ctx: AppContext): Promise<OutputOf<typeof api.viewAdminAbout>> {
  const intro = await readIntro(ctx.db);
  const pair = await pairsFor(ctx.db, [intro]);
  return { intro: pair(intro) };
}

export async function saveAbout(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminAbout>,
) {
  const intro = richPair(i.intro);
  return audited(ctx, actor, [intro], async (tx) => {
    const { before, after } = await saveIntro(tx, intro.zh, ctx.clock.now());
    return {
      result: null,
      audit: { action: 'about.edit', entity: 'school', entityId: 1, before, after },
    };
  });
}

export async function listDict(ctx: AppContext): Promise<OutputOf<typeof api.listAdminDict>> {
  const options = fixedDictOptions();
  const pair = await pairsFor(
    ctx.db,
    options.map((o) => o.label),
  );
  return { list: options.map((o) => ({ ...o, label: pair(o.label) })), total: options.length };
}

/** Only the English of a fixed option: its Chinese is the code's and identifies it. */
export async function saveDict(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminDict>,
) {
  const option = fixedDictOptions().find((o) => o.label === i.label.zh);
  if (!option) throw invalid('没有这个选项', 'No option has this Chinese label', 'label.zh');
  return audited(ctx, actor, [i.label], async () => ({
    result: null,
    audit: {
      action: 'dict.edit',
      entity: 'dictOption',
      entityId: `${option.type}:${option.value}`,
      after: i.label,
    },
  }));
}

export async function listTags(ctx: AppContext): Promise<OutputOf<typeof api.listAdminTags>> {
  const rows = await listTagsWithUse(ctx.db);
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.name),
  );
  const list = rows.map((t) => ({
    ...t,
    group: t.group as 'style' | 'focus',
    name: pair(t.name),
  }));
  return { list, total: list.length };
}

export async function saveTagAudited(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminTag>,
) {
  return audited(ctx, actor, [i.name], async (tx) => {
    const { before, after } = await saveTag(tx, i.id, { ...i, name: i.name.zh });
    return {
      result: { id: after.id },
      audit: {
        action: before ? 'tag.edit' : 'tag.create',
        entity: 'teacherTag',
        entityId: after.id,
        before,
        after,
      },
    };
  });
}

export async function removeTagAudited(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.deleteAdminTag>,
) {
  return audited(ctx, actor, [], async (tx) => {
    const { before, teachers } = await removeTag(tx, i.id, i.force);
    return {
      result: null,
      audit: {
        action: 'tag.delete',
        entity: 'teacherTag',
        entityId: i.id,
        before: { ...before, teachers },
      },
    };
  });
}
