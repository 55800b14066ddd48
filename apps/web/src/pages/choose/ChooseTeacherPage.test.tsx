import { listTeacherTags, listTeachers } from '@school/contract/api/teachers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, page, teacher } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(listTeacherTags, page([{ id: 3, name: '自然拼读', group: 'focus' }]));
  server.answer(
    listTeachers,
    page([
      teacher({ id: 7, name: 'Emily Carter', collected: true }),
      teacher({ id: 8, name: 'James Wilson', sex: 1 }),
    ]),
  );
  vi.stubGlobal('fetch', server.fetch);
  // jsdom lacks pointer capture, which the bottom sheet's drag gesture calls.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const listQueries = () => server.callsTo(listTeachers).map((c) => c.query);

it('lists teachers with favourites first and narrows them with the filters', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await renderApp('/pages/choose/choose');
  const list = await screen.findByRole('list', { name: '教师列表' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(listQueries()[0]?.favouritesFirst).toBe('true');

  await user.click(screen.getByRole('button', { name: /^性别/ }));
  await user.click(await screen.findByRole('radio', { name: '女老师' }));
  await user.click(screen.getByRole('button', { name: /^标签/ }));
  await user.click(await screen.findByRole('radio', { name: '自然拼读' }));
  await waitFor(() => {
    const last = listQueries().at(-1);
    expect(last?.sex).toBe('2');
    expect(last?.tagId).toBe('3');
  });
  expect(screen.getByRole('button', { name: '性别: 女老师' })).toBeInTheDocument();
});

it('offers to clear the filters when nothing matches', async () => {
  server.answer(listTeachers, page([]));
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await renderApp('/pages/choose/choose');
  await user.click(await screen.findByRole('button', { name: /^国籍/ }));
  await user.click(await screen.findByRole('radio', { name: '英国' }));
  expect(await screen.findByText('没有符合条件的老师')).toBeInTheDocument();
  expect(listQueries().at(-1)?.nationality).toBe('英国');
  await user.click(screen.getByRole('button', { name: '清除筛选' }));
  expect(await screen.findByRole('button', { name: '国籍: 不限' })).toBeInTheDocument();
});
