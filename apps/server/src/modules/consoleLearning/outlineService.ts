import type { z } from 'zod';
import type { AdminOutlineNode } from '@school/contract/api/admin/outline';
import type * as api from '@school/contract/api/admin/outline';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as outline from '../outline/consoleService.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { savedAudit } from './audited.ts';

/** The course outline in the console (docs/design/school-texts.md §9): the whole tree, names as `{ zh, en }`. */

type Body<E extends { input: z.ZodType }> = z.output<E['input']>;

export async function viewTree(ctx: AppContext): Promise<{ list: AdminOutlineNode[] }> {
  const rows = await outline.everyNode(ctx.db);
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.name),
  );
  const nodes = new Map<number, AdminOutlineNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        name: pair(r.name),
        status: r.status,
        sort: r.sort,
        cover: r.cover,
        children: [],
      },
    ]),
  );
  const list: AdminOutlineNode[] = [];
  // Rows come in sibling order (sort, id), so each parent's children stay in order.
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    (parent ? parent.children : list).push(n);
  }
  return { list };
}

export async function saveNode(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.saveAdminOutlineNode>,
) {
  return audited(ctx, actor, [i.name], async (tx) =>
    savedAudit(
      'outlineNode',
      await outline.saveNode(tx, i.id, i.parentId, {
        name: i.name.zh,
        status: i.status,
        cover: i.cover,
      }),
    ),
  );
}

export async function moveNode(
  ctx: AppContext,
  actor: StaffActor,
  i: Body<typeof api.moveAdminOutlineNode>,
) {
  return audited(ctx, actor, [], async (tx) => {
    const { before, after } = await outline.moveNode(tx, i.id, i.parentId, i.index);
    return {
      result: null,
      audit: {
        action: 'outlineNode.move',
        entity: 'outlineNode',
        entityId: i.id,
        before: { parentId: before.parentId, sort: before.sort },
        after: { parentId: after.parentId, sort: after.sort },
      },
    };
  });
}
