import { listOutline, type OutlineNodeOut } from '@school/contract/api/outline';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { page } from '../../test/learningFixtures.ts';
import { loadOutlines } from './api.ts';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
});
afterEach(() => vi.unstubAllGlobals());

const node = (id: number, status: number, children: OutlineNodeOut[] = []): OutlineNodeOut => ({
  id,
  parentId: null,
  name: `N${id}`,
  status,
  level: 99,
  sort: id,
  cover: null,
  children,
});

it('removes status-2 nodes at every depth and keeps the tree in the store as outlines', async () => {
  server.answer(
    listOutline,
    page([
      node(1, 1, [node(11, 1, [node(111, 1), node(112, 2)]), node(12, 2, [node(121, 1)])]),
      node(2, 2, [node(21, 1)]),
      node(3, 1),
    ]),
  );
  const outlines = await loadOutlines();
  const shape = (list: typeof outlines): unknown =>
    list.map((n) => ({ id: n.id, level: n.level, children: shape(n.children) }));
  const expected = [
    {
      id: 1,
      level: 1,
      children: [{ id: 11, level: 2, children: [{ id: 111, level: 3, children: [] }] }],
    },
    { id: 3, level: 1, children: [] },
  ];
  expect(shape(outlines)).toEqual(expected);
  expect(shape(useDataStore.getState().outlines as typeof outlines)).toEqual(expected);
});
