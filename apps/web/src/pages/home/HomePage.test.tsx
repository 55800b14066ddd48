import { listBanners, listNotices } from '@school/contract/api/content';
import { viewComingLesson } from '@school/contract/api/booking';
import { listTeachers } from '@school/contract/api/teachers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, type ItemOf } from '../../test/fakeServer.ts';
import { freshToken, lesson, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

const banners: ItemOf<typeof listBanners>[] = [
  {
    id: 1,
    image: '/b1.svg',
    title: '绘本上新',
    link: { type: 'route', target: '/pages/huiben/list' },
  },
  {
    id: 2,
    image: '/b2.svg',
    title: '外部活动',
    link: { type: 'web', target: 'https://evil.test/' },
  },
  { id: 3, image: '/b3.svg', title: '只是图片', link: { type: 'none', target: null } },
];

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
  server.answer(listBanners, page(banners));
  server.answer(
    viewComingLesson,
    ok(lesson({ startAt: new Date(Date.now() + 2 * 86_400_000).toISOString() })),
  );
  server.answer(listTeachers, page([]));
  server.answer(
    listNotices,
    page([
      { id: 9, title: '春节放假通知', content: '<p>hi</p>', publishedAt: new Date().toISOString() },
    ]),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('shows the banners, the next lesson and the latest notice; banners open only allowed links', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/home/index');
  expect(await screen.findByTestId('next-lesson')).toHaveTextContent('距离上课还有');
  expect(await screen.findByText('春节放假通知')).toBeInTheDocument();
  expect(server.callsTo(listTeachers)).toHaveLength(1);

  // A refused web link and a picture without a link stay on the home page.
  await user.click(await screen.findByRole('button', { name: '外部活动' }));
  await user.click(screen.getByRole('button', { name: '只是图片' }));
  expect(currentUrl()).toContain('/pages/home/index');

  await user.click(screen.getByRole('button', { name: '绘本上新' }));
  expect(await screen.findByRole('search')).toBeInTheDocument();
  expect(currentUrl()).toContain('/pages/huiben/list');
});
