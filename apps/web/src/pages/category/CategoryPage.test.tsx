import { listOutline, type OutlineNodeOut } from '@school/contract/api/outline';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const node = (
  id: number,
  name: string,
  status: number,
  children: OutlineNodeOut[] = [],
): OutlineNodeOut => ({
  id,
  parentId: null,
  name,
  status,
  level: 1,
  sort: id,
  cover: null,
  children,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(
    listOutline,
    page([
      node(1, 'Level 1', 1, [
        node(11, 'Unit 1 · Hello!', 1, [node(111, 'Lesson 1 · Words', 1), node(112, 'Hidden', 2)]),
        node(12, 'Unit 2 · Draft', 2),
      ]),
      node(2, 'Level 2 (draft)', 2),
      node(3, 'Level 3', 1, [node(31, 'Unit 1 · Colours', 1, [node(311, 'Lesson 1', 1)])]),
    ]),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
});
afterEach(() => vi.unstubAllGlobals());

it('lists the levels without hidden nodes and opens one with clickOutlineIndex', async () => {
  const user = userEvent.setup();
  const first = await renderApp('/pages/category/category');
  expect(await screen.findByText('Level 1')).toBeInTheDocument();
  expect(screen.queryByText('Level 2 (draft)')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Level 3/ }));
  expect(useDataStore.getState().clickOutlineIndex).toBe(1);
  expect(await screen.findByText('Unit 1 · Colours')).toBeInTheDocument();

  // A link straight to a level (?id=) works too.
  first.unmount();
  await renderApp('/pages/category/category-unit?id=1');
  expect(await screen.findByText('Unit 1 · Hello!')).toBeInTheDocument();
  expect(screen.getByText('Lesson 1 · Words')).toBeInTheDocument();
  expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  expect(screen.queryByText('Unit 2 · Draft')).not.toBeInTheDocument();
});
