import { logout, viewUser } from '@school/contract/api/basic';
import { viewCredits } from '@school/contract/api/credits';
import { viewComingLesson } from '@school/contract/api/booking';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, ok } from '../../test/fakeServer.ts';
import { freshToken, lesson } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(
    viewUser,
    ok({
      id: 3,
      phone: '13712345678',
      name: 'Leo',
      username: 'leo',
      sex: 1,
      birth: '2017-09-09',
      avatar: null,
      hasPassword: true,
      role: 'student',
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: 'tok-mine' });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the profile from clientUsers/view with the phone masked, and keeps it as userInfo', async () => {
  await renderApp('/pages/mine/index');
  expect(await screen.findByText('Leo')).toBeInTheDocument();
  expect(screen.getByTestId('mine-phone')).toHaveTextContent('137****5678');
  // No avatar of their own: the default picture.
  expect(document.querySelector('main img, button img')?.getAttribute('src')).toContain('svg');
  expect(useDataStore.getState().userInfo).toMatchObject({
    name: 'Leo',
    sex: 1,
    birth: '2017-09-09',
  });
  expect(server.callsTo(viewUser)[0]?.headers.Authorization).toBe('Bearer tok-mine');
});

it('logs out after confirming: tells the server, forgets the token, opens the login screen', async () => {
  // The dialog ignores pointer events while it animates in; the check would refuse the click.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await renderApp('/pages/mine/index');
  await user.click(await screen.findByRole('button', { name: '退出登录' }));
  expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
  const confirm = screen.getAllByRole('button', { name: '退出登录' }).at(-1) as HTMLElement;
  await user.click(confirm);
  await waitFor(() => expect(server.callsTo(logout)).toHaveLength(1));
  await waitFor(() => expect(useDataStore.getState().token).toBe(''));
  expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument();
});

it('asks a logged-out visitor to log in instead of calling the server', async () => {
  useDataStore.setState({ token: '' });
  await renderApp('/pages/mine/index');
  expect(await screen.findByText('还没有登录')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '登录 / 注册' })).toBeInTheDocument();
  expect(server.fetch).not.toHaveBeenCalled();
});

it('shows the credits left and the next lesson under the profile', async () => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(2, 0, 0, 0);
  server.answer(
    viewCredits,
    ok({ balance: 16, used: 4, total: 20, refunded: 0, expired: 0, grants: [] }),
  );
  server.answer(
    viewComingLesson,
    ok(
      lesson({
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 1_800_000).toISOString(),
      }),
    ),
  );
  useDataStore.setState({ token: freshToken() });
  await renderApp('/pages/mine/index');
  await waitFor(() => expect(screen.getByTestId('mine-credits')).toHaveTextContent('16 节'));
  await waitFor(() => expect(screen.getByTestId('mine-next-lesson')).toHaveTextContent('10:00'));
  expect(screen.getByRole('button', { name: /下一节课/ })).toHaveTextContent('Emily Carter');
});

it('says when there is no lesson booked', async () => {
  server.answer(viewComingLesson, ok(null));
  useDataStore.setState({ token: freshToken() });
  await renderApp('/pages/mine/index');
  await waitFor(() => expect(screen.getByTestId('mine-next-lesson')).toHaveTextContent('暂无预约'));
});
