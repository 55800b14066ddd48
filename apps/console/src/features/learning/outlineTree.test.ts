import { describe, expect, it } from 'vitest';
import type { AdminOutlineNode } from '@school/contract/api/admin/outline';
import { dropTarget } from './outlineTree.ts';

const node = (id: number, parentId: number | null, children: AdminOutlineNode[] = []) => ({
  id,
  parentId,
  name: { zh: `n${id}`, en: '' },
  status: 1,
  sort: id,
  cover: null,
  children,
});
const tree = [node(1, null, [node(11, 1), node(12, 1), node(13, 1)]), node(2, null)];

describe('dropTarget', () => {
  it('a drop on a node makes the dragged node its first child', () => {
    expect(dropTarget(tree, 13, 2, false, false)).toEqual({ parentId: 2, index: 0 });
  });
  it('a drop after a sibling counts the siblings without the dragged node', () => {
    // 11 dragged below 12: siblings without 11 are [12, 13]; after 12 is index 1.
    expect(dropTarget(tree, 11, 12, true, true)).toEqual({ parentId: 1, index: 1 });
    // 13 dragged above 11: first.
    expect(dropTarget(tree, 13, 11, true, false)).toEqual({ parentId: 1, index: 0 });
  });
  it('a drop beside a root moves to the roots', () => {
    expect(dropTarget(tree, 12, 2, true, true)).toEqual({ parentId: null, index: 2 });
  });
});
