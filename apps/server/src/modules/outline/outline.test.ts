import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutlineNodeOut } from '@school/contract/api/outline';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { outlineNodes } from '../../db/schema/outline.ts';
import { listOutline, listOutlineParents } from '@school/contract/api/outline';

describe('course outline', () => {
  let t: TestApp;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const add = async (key: string, parent: string | null, status = 1, sort = 0) => {
      const [row] = await db
        .insert(outlineNodes)
        .values({ name: key, parentId: parent ? id[parent]! : null, status, sort })
        .returning();
      id[key] = row!.id;
    };
    await add('L2', null, 1, 2);
    await add('L1', null, 1, 1);
    await add('L3', null, 2, 3); // removed root
    await add('L1U1', 'L1');
    await add('L1U2', 'L1', 2); // removed unit
    await add('L1U1A', 'L1U1');
    await add('L1U1B', 'L1U1', 2); // removed lesson
    await add('L1U2A', 'L1U2'); // under a removed unit
    await add('L3U1', 'L3');
  });
  afterAll(() => t.close());

  const names = (nodes: OutlineNodeOut[]): unknown[] =>
    nodes.map((n) =>
      n.children.length ? [n.name, n.level, names(n.children)] : [n.name, n.level],
    );

  it('outline/list: the tree with status 2 removed at every depth and levels', async () => {
    const res = await t.api(listOutline);
    expect(names(res.body.data.list)).toEqual([
      ['L1', 1, [['L1U1', 2, [['L1U1A', 3]]]]],
      ['L2', 1],
    ]);
  });

  it('outline/parent/list: root to node; 2001 for unknown or removed nodes', async () => {
    const res = await t.api(listOutlineParents, { id: String(id.L1U1A) });
    expect(res.body.data.list.map((n) => [n.name, n.level, n.children.length])).toEqual([
      ['L1', 1, 0],
      ['L1U1', 2, 0],
      ['L1U1A', 3, 0],
    ]);
    for (const key of ['L1U1B', 'L1U2A', 'L3U1', 'L3']) {
      const gone = await t.api(listOutlineParents, { id: String(id[key]) });
      expect([key, gone.body.code]).toEqual([key, 2001]);
    }
    expect((await t.api(listOutlineParents, { id: '99999' })).body.code).toBe(2001);
  });
});
