import { listBanners, listNotices } from '@school/contract/api/content';
import { viewComingLesson } from '@school/contract/api/booking';
import { listTeachers } from '@school/contract/api/teachers';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setBootContent } from '../../lib/bootContent.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

// Its own file: the query cache lives for the whole visit, and this visit must start without it.
const banners = [
  { id: 1, image: '/b1.svg', title: '绘本上新', link: { type: 'none', target: null } },
  { id: 2, image: '/b2.svg', title: '外教', link: { type: 'none', target: null } },
] as const;
const inlined = 'data:image/svg+xml;charset=utf-8,<svg></svg>';

let release!: () => void;
beforeEach(() => {
  const server = fakeServer();
  server.answer(listBanners, page([...banners]));
  server.answer(
    listNotices,
    page([
      { id: 9, title: '春节放假通知', content: '<p>hi</p>', publishedAt: new Date().toISOString() },
    ]),
  );
  server.answer(viewComingLesson, ok(null));
  server.answer(listTeachers, page([]));
  const answered = new Promise<void>((r) => (release = r));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    await answered;
    return server.fetch(url, init);
  });
  useDataStore.setState({ ...initialData(), token: freshToken() });
  setBootContent({
    banners: { list: [...banners], total: 2, page: 1, pageSize: 2 },
    latestNotice: { id: 9, title: '春节放假通知' },
    bannerImageData: inlined,
  });
});
afterEach(() => {
  setBootContent(undefined);
  vi.unstubAllGlobals();
});

it('first draws the banner and notice index.html came with (as its shell did), then the answers', async () => {
  await renderApp('/pages/home/index');
  // Before any call has answered: what the shell showed (its one banner, the picture inlined, and
  // the notice), so the app can take the shell over as it is.
  const first = screen.getByRole('button', { name: '绘本上新' }).querySelector('img')!;
  expect(first.getAttribute('src')).toBe(inlined);
  expect(screen.getAllByTestId('banner')).toHaveLength(1);
  expect(screen.getByText('春节放假通知')).toBeInTheDocument();

  release();
  await waitFor(() => expect(first.getAttribute('src')).toBe('/b1.svg'));
  expect(screen.getByRole('button', { name: '外教' })).toBeInTheDocument();
  expect(screen.getByText('春节放假通知')).toBeInTheDocument();
});
