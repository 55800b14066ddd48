import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { callers } from './testing.ts';
import {
  moveAdminOutlineNode,
  saveAdminOutlineNode,
  viewAdminOutline,
} from '@school/contract/api/admin/outline';

/**
 * Moves under one parent at the same moment (two editors dragging): every one applies, one after
 * the other (the rows are locked), and the siblings end numbered 1..n with no two alike.
 */
describe('console outline moves at once', () => {
  let t: TestApp;
  let editor: string;
  let c: ReturnType<typeof callers>;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    c = callers(t);
    editor = (await quickStaffToken(t, 'content')).token;
  });
  afterAll(() => t.close());

  it('keeps one order of the siblings whatever the interleaving', async () => {
    const add = async (zh: string, parentId: number | null) =>
      (await c.post(saveAdminOutlineNode, editor, { name: { zh, en: '' }, parentId })).body.data.id;
    const root = await add('并发级别', null);
    const units: number[] = [];
    for (let i = 1; i <= 6; i++) units.push(await add(`并发单元${i}`, root));
    const moves = await Promise.all(
      units.map((id, i) =>
        c.post(moveAdminOutlineNode, editor, { id, parentId: root, index: (i * 5) % units.length }),
      ),
    );
    expect(moves.map((m) => m.body.code)).toEqual(units.map(() => 0));
    const tree = await c.get(viewAdminOutline, editor);
    const children = tree.body.data.list.find((n) => n.id === root)!.children;
    expect(children.map((n) => n.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(children.map((n) => n.id))).toEqual(new Set(units));
  });
});
