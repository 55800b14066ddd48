import { changePassword, logout, sendSms, viewUser } from '@school/contract/api/basic';
import type { OutputOf } from '@school/contract/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetCooldowns } from '../../features/auth/cooldown.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const PHONE = '13912340001';
const profile = (hasPassword: boolean): OutputOf<typeof viewUser> => ({
  id: 9,
  phone: '139****0001',
  name: 'Leo',
  username: '',
  sex: 1,
  birth: '2018-01-01',
  avatar: null,
  hasPassword,
  role: 'student',
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  resetCooldowns();
  useDataStore.setState({
    ...initialData(),
    token: freshToken(),
    loginPhoneList: [PHONE],
    userInfo: profile(false),
  });
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

it('shows the version and the links, and keeps the login when the cache is cleared', async () => {
  server.answer(viewUser, ok(profile(false)));
  useDataStore.setState({ outlines: [{ id: 1 }], teacherObj: { id: 3 } });
  localStorage.setItem('bookProgress', '{"1":2}');
  const u = user();
  await renderApp('/pages/mine/setting');
  expect(await screen.findByTestId('app-version')).toHaveTextContent('v1.6.6（101）');
  for (const name of ['关于我们', '隐私协议', '用户协议', '注销账号'])
    expect(screen.getByRole('button', { name })).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: /清除本地缓存/ }));
  await u.click(await screen.findByRole('button', { name: '确定' }));
  await waitFor(() => expect(useDataStore.getState().outlines).toEqual([]));
  expect(useDataStore.getState().teacherObj).toEqual({});
  expect(localStorage.getItem('bookProgress')).toBeNull();
  expect(useDataStore.getState().token).not.toBe('');
});

it('sets a first password with an SMS code sent to the account’s phone', async () => {
  server.answer(viewUser, ok(profile(false)));
  server.answer(changePassword, ok(profile(true)));
  const u = user();
  await renderApp('/pages/mine/setting');
  await u.click(await screen.findByRole('button', { name: /设置登录密码/ }));
  expect(await screen.findByTestId('own-phone')).toHaveTextContent('139****0001');
  expect(screen.queryByLabelText('原密码')).not.toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('请输入验证码')).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(server.callsTo(sendSms)[0]?.body).toEqual({ phone: PHONE, type: 'reset' }),
  );
  await u.type(screen.getByPlaceholderText('请输入验证码'), '123456');
  await u.type(screen.getByPlaceholderText('请设置8-64位密码'), 'short');
  await u.type(screen.getAllByPlaceholderText('请再次输入密码')[0]!, 'short');
  await u.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('密码长度为8-64位')).toBeInTheDocument();
  expect(server.callsTo(changePassword)).toHaveLength(0);

  server.answer(changePassword, fail(1001, 'code: 验证码错误'));
  await u.type(screen.getByPlaceholderText('请设置8-64位密码'), '-and-longer');
  await u.type(screen.getAllByPlaceholderText('请再次输入密码')[0]!, '-and-longer');
  await u.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  expect(server.callsTo(changePassword)[0]?.body).toEqual({
    password: 'short-and-longer',
    code: '123456',
  });

  server.answer(changePassword, ok(profile(true)));
  await u.click(screen.getByRole('button', { name: '确认' }));
  await waitFor(() => expect(useDataStore.getState().userInfo.hasPassword).toBe(true));
  expect(await screen.findByRole('button', { name: /修改登录密码/ })).toBeInTheDocument();
});

it('changes a password with the current one, and asks for the phone it cannot know', async () => {
  useDataStore.setState({ loginPhoneList: [], userInfo: profile(true) });
  server.answer(viewUser, ok(profile(true)));
  server.answer(changePassword, ok(profile(true)));
  const u = user();
  await renderApp('/pages/mine/setting');
  await u.click(await screen.findByRole('button', { name: /修改登录密码/ }));
  await u.type(await screen.findByPlaceholderText('请输入原密码'), 'Old-Password-1');
  await u.type(screen.getByPlaceholderText('请设置8-64位密码'), 'New-Password-2');
  await u.type(screen.getByPlaceholderText('请再次输入密码'), 'New-Password-3');
  await u.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();

  await u.click(screen.getByRole('radio', { name: '用短信验证码验证' }));
  const phone = screen.getByPlaceholderText('请输入 139****0001 的完整号码');
  await u.type(phone, '13912349999');
  await u.type(screen.getByPlaceholderText('请输入验证码'), '654321');
  await u.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('与本账号绑定的手机号 139****0001 不一致')).toBeInTheDocument();

  // Back to the current password: what was typed stays.
  await u.click(screen.getByRole('radio', { name: '用原密码验证' }));
  expect(screen.getByPlaceholderText('请输入原密码')).toHaveValue('Old-Password-1');
  await u.clear(screen.getByPlaceholderText('请再次输入密码'));
  await u.type(screen.getByPlaceholderText('请再次输入密码'), 'New-Password-2');
  await u.click(screen.getByRole('button', { name: '确认' }));
  await waitFor(() =>
    expect(server.callsTo(changePassword)[0]?.body).toEqual({
      password: 'New-Password-2',
      oldPassword: 'Old-Password-1',
    }),
  );
});

it('logs out: the server revokes the session, the login screen opens', async () => {
  server.answer(viewUser, ok(profile(true)));
  const u = user();
  await renderApp('/pages/mine/setting');
  await u.click(await screen.findByRole('button', { name: '退出登录' }));
  // The confirm dialog loads on the tap (its chunk is not in the first download): wait for its
  // own 退出登录 beside the page's, or a loaded machine taps the page's button a second time.
  const confirm = await waitFor(
    () => {
      const buttons = screen.getAllByRole('button', { name: '退出登录' });
      expect(buttons.length).toBeGreaterThan(1);
      return buttons.at(-1)!;
    },
    { timeout: 15_000 },
  );
  await u.click(confirm);
  await waitFor(() => expect(server.callsTo(logout)).toHaveLength(1));
  await waitFor(() => expect(useDataStore.getState().token).toBe(''));
  expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument();
});
