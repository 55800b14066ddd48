import { listOutline } from '@school/contract/api/outline';
import { listTextbooks } from '@school/contract/api/books';
import { listLessons } from '@school/contract/api/booking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, lesson, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

const textbooks = [
  {
    id: 1,
    title: 'Level 1 Student Book',
    level: 1,
    cover: '/demo/textbooks/level-1.svg',
    pdfUrl: '/demo/textbooks/level-1.pdf',
    pageCount: 12,
  },
  {
    id: 2,
    title: 'Level 2 Student Book',
    level: 2,
    cover: '/demo/textbooks/level-2.svg',
    pdfUrl: '/demo/textbooks/level-2.pdf',
    pageCount: 16,
  },
];

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
  server.answer(listOutline, page([]));
});
afterEach(() => vi.unstubAllGlobals());

it('shows the textbooks with their page counts; one opens in 查看教材', async () => {
  server.answer(listTextbooks, page(textbooks));
  await renderApp('/pages/course/index');
  const shelf = (await screen.findByRole('heading', { name: '课程教材' })).closest('section')!;
  expect(
    await within(shelf).findByRole('button', { name: /Level 2 Student Book/ }),
  ).toHaveTextContent('16 页');
  await userEvent.click(within(shelf).getByRole('button', { name: /Level 1 Student Book/ }));
  await screen.findByTestId('pdf-viewer');
  expect(currentUrl()).toContain('/pages/pdfviewer/index');
  expect(decodeURIComponent(currentUrl())).toContain('url=/demo/textbooks/level-1.pdf');
});

it('hides the section when the school has no textbooks', async () => {
  server.answer(listTextbooks, page([]));
  await renderApp('/pages/course/index');
  await screen.findByRole('heading', { name: '课程体系' });
  await vi.waitFor(() => expect(server.callsTo(listTextbooks)).toHaveLength(1));
  await vi.waitFor(() =>
    expect(screen.queryByRole('heading', { name: '课程教材' })).not.toBeInTheDocument(),
  );
});

it('offers a retry when the textbooks fail to load', async () => {
  server.answer(listTextbooks, fail(5000, '服务器开小差了'));
  await renderApp('/pages/course/index');
  expect(await screen.findByText('教材加载失败')).toBeInTheDocument();
  server.answer(listTextbooks, page(textbooks));
  await userEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
  expect(await screen.findByRole('button', { name: /Level 1 Student Book/ })).toBeInTheDocument();
});

it('3 minutes before the start the next lesson is about to start, never in class', async () => {
  useDataStore.setState({ ...initialData(), token: freshToken() });
  server.answer(listTextbooks, page([]));
  // Child and teacher already in the room early: the server had marked it in class.
  const startAt = new Date(Date.now() + 3 * 60_000).toISOString();
  server.answer(
    listLessons,
    page([lesson({ startAt, status: 'in_class', canEnter: true, canCancel: false })]),
  );
  await renderApp('/pages/course/index');
  const card = await screen.findByTestId('next-lesson');
  expect(card).toHaveTextContent('距离上课还有');
  expect(card).toHaveTextContent('即将开始');
  expect(card).not.toHaveTextContent('上课中');
  expect(within(card).getByRole('button', { name: '进入教室' })).toBeInTheDocument();
});
