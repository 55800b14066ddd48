import { describe, expect, it } from 'vitest';
import {
  buildOutlineTree,
  findOutlinePath,
  OUTLINE_STATUS_REMOVED,
  pruneOutline,
} from './outline.ts';

interface Unit {
  id: number;
  name: string;
  status: number | string;
  children?: Unit[] | null;
}

const tree = (): Unit[] => [
  {
    id: 1,
    name: 'Level 1',
    status: 1,
    children: [
      { id: 11, name: 'Unit 1', status: 1, children: [{ id: 111, name: 'Lesson 1', status: 1 }] },
      {
        id: 12,
        name: 'Unit 2',
        status: 2,
        children: [{ id: 121, name: 'Lesson hidden', status: 1 }],
      },
      {
        id: 13,
        name: 'Unit 3',
        status: 0,
        children: [
          { id: 131, name: 'Lesson removed', status: 2 },
          { id: 132, name: 'Lesson kept', status: 1, children: null },
        ],
      },
    ],
  },
  { id: 2, name: 'Level 2 removed', status: 2, children: [{ id: 21, name: 'x', status: 1 }] },
  { id: 3, name: 'Level 3', status: 1 },
];

const ids = (nodes: { id: number | string; children: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.id, ids(n.children as typeof nodes)] : n.id));

describe('pruneOutline', () => {
  it('removes status 2 nodes with their subtrees at every depth', () => {
    expect(OUTLINE_STATUS_REMOVED).toBe(2);
    expect(ids(pruneOutline(tree()))).toEqual([
      [
        1,
        [
          [11, [111]],
          [13, [132]],
        ],
      ],
      3,
    ]);
  });

  it('sets level 1 for roots and +1 per depth', () => {
    const out = pruneOutline(tree());
    expect(out.map((n) => n.level)).toEqual([1, 1]);
    expect(out[0]?.children.map((n) => n.level)).toEqual([2, 2]);
    expect(out[0]?.children[0]?.children[0]?.level).toBe(3);
  });

  it('keeps other fields and always gives a children array', () => {
    const out = pruneOutline(tree());
    expect(out[1]).toEqual({ id: 3, name: 'Level 3', status: 1, level: 1, children: [] });
    expect(out[0]?.children[1]?.children[0]).toEqual({
      id: 132,
      name: 'Lesson kept',
      status: 1,
      level: 3,
      children: [],
    });
    // Typed: extra fields survive in the type too.
    const name: string | undefined = out[0]?.name;
    expect(name).toBe('Level 1');
  });

  it('treats the string "2" as removed too, and nothing else', () => {
    const out = pruneOutline([
      { id: 'a', status: '2' },
      { id: 'b', status: 22 },
      { id: 'c', status: null },
      { id: 'd' },
      { id: 'e', status: '02' },
    ]);
    expect(out.map((n) => n.id)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('recomputes a stale level', () => {
    expect(
      pruneOutline([{ id: 1, status: 1, level: 7, children: [{ id: 2, status: 1, level: 7 }] }]),
    ).toEqual([
      { id: 1, status: 1, level: 1, children: [{ id: 2, status: 1, level: 2, children: [] }] },
    ]);
  });

  it('does not mutate its input', () => {
    const input = tree();
    const snapshot = JSON.parse(JSON.stringify(input)) as typeof input;
    const out = pruneOutline(input);
    expect(input).toEqual(snapshot);
    expect(out[0]).not.toBe(input[0]);
    expect(input[0]).not.toHaveProperty('level');
    expect(Object.isFrozen(input)).toBe(false);
    expect(pruneOutline(Object.freeze([Object.freeze({ id: 1, status: 1 })]))).toHaveLength(1);
  });

  it('handles empty and missing lists', () => {
    expect(pruneOutline([])).toEqual([]);
    expect(pruneOutline(null)).toEqual([]);
    expect(pruneOutline(undefined)).toEqual([]);
    expect(pruneOutline([{ id: 1, status: 2 }])).toEqual([]);
  });
});

describe('findOutlinePath', () => {
  it('returns the path from root to node', () => {
    expect(findOutlinePath(tree(), 111).map((n) => n.id)).toEqual([1, 11, 111]);
    expect(findOutlinePath(tree(), 13).map((n) => n.id)).toEqual([1, 13]);
    expect(findOutlinePath(tree(), 3).map((n) => n.id)).toEqual([3]);
  });

  it('matches a string id from the route against numeric ids', () => {
    expect(findOutlinePath(tree(), '132').map((n) => n.name)).toEqual([
      'Level 1',
      'Unit 3',
      'Lesson kept',
    ]);
  });

  it('returns [] when the id is absent', () => {
    expect(findOutlinePath(tree(), 999)).toEqual([]);
    expect(findOutlinePath([], 1)).toEqual([]);
    expect(findOutlinePath(null, 1)).toEqual([]);
  });

  it('does not find what pruning removed', () => {
    const pruned = pruneOutline(tree());
    expect(findOutlinePath(pruned, 121)).toEqual([]);
    expect(findOutlinePath(pruned, 111).map((n) => n.level)).toEqual([1, 2, 3]);
  });

  it('returns the original node objects', () => {
    const input = tree();
    const path = findOutlinePath(input, 11);
    expect(path[0]).toBe(input[0]);
  });
});

describe('buildOutlineTree', () => {
  it('nests rows by parentId, sorted by sort then id, with levels', () => {
    const rows = [
      { id: 5, parentId: 0, sort: 2, name: 'B' },
      { id: 3, parentId: 0, sort: 1, name: 'A' },
      { id: 9, parentId: 3, sort: 1, name: 'A.2' },
      { id: 7, parentId: 3, sort: 1, name: 'A.1' },
      { id: 8, parentId: 3, sort: 0, name: 'A.0' },
      { id: 10, parentId: 7, name: 'A.1.x' },
    ];
    const out = buildOutlineTree(rows);
    expect(ids(out)).toEqual([[3, [8, [7, [10]], 9]], 5]);
    expect(out[0]?.level).toBe(1);
    expect(out[0]?.children[1]?.level).toBe(2);
    expect(out[0]?.children[1]?.children[0]).toEqual({
      id: 10,
      parentId: 7,
      name: 'A.1.x',
      level: 3,
      children: [],
    });
  });

  it('puts rows without sort after sorted ones, then orders by id numerically', () => {
    const out = buildOutlineTree([
      { id: 10, parentId: null },
      { id: 9, parentId: null },
      { id: 50, parentId: null, sort: 5 },
      { id: '1', parentId: null, sort: null },
      { id: 60, parentId: null, sort: '3' },
      { id: 2, parentId: null, sort: '' },
    ]);
    expect(out.map((n) => n.id)).toEqual([60, 50, '1', 2, 9, 10]);
  });

  it('makes rows whose parent is absent roots (subtree listings)', () => {
    const out = buildOutlineTree([
      { id: 20, parentId: 1 },
      { id: 21, parentId: 20 },
      { id: 22, parentId: 1 },
    ]);
    expect(ids(out)).toEqual([[20, [21]], 22]);
  });

  it('matches string parentIds against numeric ids', () => {
    expect(ids(buildOutlineTree([{ id: 1 }, { id: 2, parentId: '1' }]))).toEqual([[1, [2]]]);
  });

  it('leaves out cycles instead of looping', () => {
    const out = buildOutlineTree([
      { id: 1, parentId: null },
      { id: 2, parentId: 3 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 4 },
    ]);
    expect(ids(out)).toEqual([1]);
  });

  it('places a duplicated id once', () => {
    const out = buildOutlineTree([
      { id: 1, parentId: null },
      { id: 1, parentId: 1 },
      { id: 2, parentId: 1 },
    ]);
    expect(ids(out)).toEqual([[1, [2]]]);
  });

  it('composes with pruneOutline and does not mutate rows', () => {
    const rows = [
      { id: 1, parentId: 0, status: 1 },
      { id: 2, parentId: 1, status: 2 },
      { id: 3, parentId: 2, status: 1 },
      { id: 4, parentId: 1, status: 1 },
    ];
    const snapshot = JSON.parse(JSON.stringify(rows)) as typeof rows;
    expect(ids(pruneOutline(buildOutlineTree(rows)))).toEqual([[1, [4]]]);
    expect(rows).toEqual(snapshot);
  });
});
