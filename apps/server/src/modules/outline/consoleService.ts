import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import * as repo from './consoleRepository.ts';
import { allNodes } from './repository.ts';

/**
 * The console's face of the outline (docs/design/school-texts.md §9): add, rename, set the status of (2 hides a node
 * and everything under it from the app) and move nodes. Rows hold the Chinese name; the caller
 * writes its English and the audit row in the same transaction.
 */

export type { NodeRow } from './consoleRepository.ts';

/** Every node, hidden ones included, flat in sibling order. */
export const everyNode = allNodes;

const noNode = (field = 'id') =>
  field === 'id'
    ? notFound('大纲节点不存在', 'No such outline node')
    : invalid(`${field}: 大纲节点不存在`, `${field}: no such outline node`, field);

export interface NodeFields {
  name: string;
  status: 1 | 2;
  cover: string | null;
}

/** Adds a node as the last child of `parentId` (null: a new root), or edits one where it is. */
export async function saveNode(
  tx: Db,
  id: number | undefined,
  parentId: number | null,
  f: NodeFields,
) {
  if (id) {
    const before = await repo.lockNode(tx, id);
    if (!before) throw noNode();
    return { before, after: await repo.updateNode(tx, id, f) };
  }
  if (parentId !== null && !(await repo.lockNode(tx, parentId))) throw noNode('parentId');
  const sort = (await repo.lastSort(tx, parentId)) + 1;
  return { before: null, after: await repo.insertNode(tx, { ...f, parentId, sort }) };
}

/**
 * Moves a node under `parentId` (null: the roots) to position `index` among its new siblings,
 * numbering them 1, 2, 3... The node and its new siblings are locked, so two moves under one
 * parent apply one after the other. A node cannot go under itself or its own descendants.
 */
export async function moveNode(tx: Db, id: number, parentId: number | null, index: number) {
  const rows = await repo.lockForMove(tx, parentId, id);
  const before = rows.find((r) => r.id === id);
  if (!before) throw noNode();
  if (parentId !== null) {
    const nodes = await allNodes(tx);
    const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
    if (!parentOf.has(parentId)) throw noNode('parentId');
    for (let at: number | null = parentId; at !== null; at = parentOf.get(at) ?? null)
      if (at === id)
        throw invalid(
          'parentId: 不能移到自己或自己的下级之下',
          'parentId: a node cannot go under itself or its descendants',
          'parentId',
        );
  }
  const siblings = rows
    .filter((r) => r.id !== id && r.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const at = Math.min(index, siblings.length);
  const order = [
    ...siblings.slice(0, at).map((s) => s.id),
    id,
    ...siblings.slice(at).map((s) => s.id),
  ];
  for (const [i, nodeId] of order.entries()) {
    const current = nodeId === id ? before : siblings.find((s) => s.id === nodeId)!;
    if (nodeId === id) await repo.updateNode(tx, id, { parentId, sort: i + 1 });
    else if (current.sort !== i + 1) await repo.updateNode(tx, nodeId, { sort: i + 1 });
  }
  return { before, after: { ...before, parentId, sort: at + 1 } };
}
