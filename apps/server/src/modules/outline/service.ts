import type { OutlineNodeOut } from '@school/contract/api/outline';
import {
  buildOutlineTree,
  findOutlinePath,
  pruneOutline,
  type OutlineNode,
} from '@school/contract/helpers/outline';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';

type Row = Awaited<ReturnType<typeof repo.allNodes>>[number];

function toOut(n: OutlineNode<Row>, withChildren: boolean): OutlineNodeOut {
  return {
    id: n.id,
    parentId: n.parentId,
    name: n.name,
    status: n.status,
    level: n.level,
    sort: n.sort,
    cover: n.cover,
    children: withChildren ? n.children.map((c) => toOut(c, true)) : [],
  };
}

/** The visible tree: built from the rows, status-2 nodes and their subtrees removed, levels set. */
async function visibleTree(db: Db) {
  return pruneOutline(buildOutlineTree(await repo.allNodes(db)));
}

/** `outline/list` */
export async function listOutlineTree(db: Db) {
  const list = (await visibleTree(db)).map((n) => toOut(n, true));
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}

/** `outline/parent/list`: root .. node, each without children; 2001 for unknown or hidden. */
export async function listOutlinePath(db: Db, id: number) {
  const path = findOutlinePath(await visibleTree(db), id);
  if (path.length === 0) throw notFound('大纲节点不存在', 'No such outline node');
  const list = path.map((n) => toOut(n, false));
  return { list, total: list.length, page: 1, pageSize: list.length };
}
