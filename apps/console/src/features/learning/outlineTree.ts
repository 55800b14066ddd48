import type { AdminOutlineNode } from '@school/contract/api/admin/outline';

/** Helpers over the console's outline tree (pure, so the drop arithmetic can be tested). */

export function findNode(
  nodes: AdminOutlineNode[],
  id: number,
): { node: AdminOutlineNode; siblings: AdminOutlineNode[] } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes };
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return null;
}

/**
 * Where a drop of antd's Tree puts the dragged node: on a node (`toGap` false) makes it that
 * node's first child; in the gap before or after a node (`after`) puts it beside that node. The
 * index counts the new siblings without the dragged node, as the server's move does.
 */
export function dropTarget(
  tree: AdminOutlineNode[],
  dragged: number,
  onto: number,
  toGap: boolean,
  after: boolean,
): { parentId: number | null; index: number } | null {
  const target = findNode(tree, onto);
  if (!target) return null;
  if (!toGap) return { parentId: onto, index: 0 };
  const others = target.siblings.filter((n) => n.id !== dragged);
  const at = others.findIndex((n) => n.id === onto);
  return { parentId: target.node.parentId, index: at + (after ? 1 : 0) };
}

/** Every node in tree order with its depth (for a select of nodes). */
export function flatten(
  nodes: AdminOutlineNode[],
  depth = 0,
): { node: AdminOutlineNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** A tag's fill dark enough for its white text to pass WCAG AA (antd's "green" tag does not). */
export const PUBLISHED_GREEN = '#237804';
