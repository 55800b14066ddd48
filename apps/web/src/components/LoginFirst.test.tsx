import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../lib/store.ts';
import { fakeServer } from '../test/fakeServer.ts';
import { renderApp } from '../test/renderApp.tsx';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer().fetch);
  useDataStore.setState({ ...initialData(), token: '' });
});
afterEach(() => vi.unstubAllGlobals());

it.each([
  '/pages/mine/order',
  '/pages/mine/collect',
  '/pages/mine/myclasslist',
  '/pages/mine/userinfo',
  '/pages/settings/logout',
])('%s without a login asks to log in and leads to the login screen', async (path) => {
  await renderApp(path);
  expect(await screen.findByText('请先登录')).toBeInTheDocument();
  await userEvent
    .setup({ pointerEventsCheck: 0 })
    .click(screen.getByRole('button', { name: '去登录' }));
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
});
