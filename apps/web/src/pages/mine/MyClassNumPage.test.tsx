import { viewCredits } from '@school/contract/api/credits';
import type { OutputOf } from '@school/contract/endpoint';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const grants: OutputOf<typeof viewCredits>['grants'] = [
  {
    id: 1,
    kind: 'card',
    name: '10节次卡',
    courseLevel: null,
    total: 10,
    remaining: 7,
    expiresAt: '2027-05-20T16:00:00.000Z',
    expired: false,
  },
  {
    id: 2,
    kind: 'gift',
    name: '体验课',
    courseLevel: null,
    total: 2,
    remaining: 0,
    expiresAt: '2026-01-01T16:00:00.000Z',
    expired: true,
  },
  {
    id: 3,
    kind: 'pack',
    name: 'Level 2 进阶课包',
    courseLevel: 2,
    total: 24,
    remaining: 20,
    expiresAt: '2027-09-01T16:00:00.000Z',
    expired: false,
  },
];

beforeEach(() => {
  server = fakeServer();
  server.answer(
    viewCredits,
    ok({
      balance: 7,
      used: 3,
      total: 12,
      refunded: 0,
      expired: 2,
      grants,
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the balance and the usable grants, and keeps them as myKeBao', async () => {
  await renderApp('/pages/mine/myclassnum');
  expect(await screen.findByTestId('credit-balance')).toHaveTextContent('7');
  const list = screen.getByRole('list', { name: '我的课时' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('10节次卡');
  expect(items[0]).toHaveTextContent('剩余 7');
  expect(items[0]).toHaveTextContent('2027-05-21 到期');
  expect(items[0]).toHaveTextContent('不限级别');
  // A course pack says which level its credits are for.
  expect(within(items[1]!).getByTestId('grant-level')).toHaveTextContent('Level 2');
  expect(items[1]).toHaveTextContent('仅限 Level 2 课程');
  expect(items[1]).toHaveTextContent('剩余 20');
  expect(useDataStore.getState().myKeBao).toEqual(grants);
  expect(screen.getByRole('button', { name: '课时明细' })).toBeInTheDocument();
});

it('lists every grant, expired ones last', async () => {
  await renderApp('/pages/mine/myclasslist');
  const list = await screen.findByRole('list', { name: '全部课时卡' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[2]).toHaveTextContent('已过期');
});
