import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { COURSE, fail, page } from '../../test/learningFixtures.ts';
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
  server.answers[`${COURSE}/outline/list`] = { code: 0, message: '', data: [] };
});
afterEach(() => vi.unstubAllGlobals());

it('shows the textbooks with their page counts; one opens in 查看教材', async () => {
  server.answers[`${COURSE}/textbook/list`] = page(textbooks);
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
  server.answers[`${COURSE}/textbook/list`] = page([]);
  await renderApp('/pages/course/index');
  await screen.findByRole('heading', { name: '课程体系' });
  await vi.waitFor(() => expect(server.callsTo(`${COURSE}/textbook/list`)).toHaveLength(1));
  await vi.waitFor(() =>
    expect(screen.queryByRole('heading', { name: '课程教材' })).not.toBeInTheDocument(),
  );
});

it('offers a retry when the textbooks fail to load', async () => {
  server.answers[`${COURSE}/textbook/list`] = fail(5000, '服务器开小差了');
  await renderApp('/pages/course/index');
  expect(await screen.findByText('教材加载失败')).toBeInTheDocument();
  server.answers[`${COURSE}/textbook/list`] = page(textbooks);
  await userEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
  expect(await screen.findByRole('button', { name: /Level 1 Student Book/ })).toBeInTheDocument();
});
