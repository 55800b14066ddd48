import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONSENT_VERSION, usePendingLogin } from '../../features/auth/consent.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

const BASIC = '/api/lc_basic_service';
const userInfo = {
  id: 7,
  phone: '139****0000',
  name: '',
  username: '',
  sex: 0,
  birth: '2019-02-18',
  avatar: null,
  hasPassword: false,
  role: 'student',
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answers[`${BASIC}/client_login`] = {
    code: 0,
    message: '',
    data: { token: 'first', userInfo },
  };
  server.answers[`${BASIC}/client_login_password`] = {
    code: 0,
    message: '',
    data: { token: 'second', userInfo: { ...userInfo, hasPassword: true } },
  };
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
  usePendingLogin.setState({ pending: null });
});
afterEach(() => vi.unstubAllGlobals());

it('registers: verify the phone (with guardian consent), then set a password', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/register/index');
  await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000000');
  await user.type(screen.getByPlaceholderText('请输入验证码'), '111111');
  await user.click(screen.getByRole('checkbox', { name: /同意/ }));
  await user.click(screen.getByRole('button', { name: '下一步' }));

  // First time on this device: the guardian consents, which creates the account and logs in.
  await user.click(await screen.findByRole('button', { name: '我是监护人，同意并继续' }));
  expect(await screen.findByText(/设置密码后也可以用手机号\+密码登录/)).toBeInTheDocument();
  expect(server.callsTo(`${BASIC}/client_login`)[0]?.body).toEqual({
    phone: '13900000000',
    code: '111111',
    agreed: true,
  });
  expect(useDataStore.getState().consentVersion).toBe(CONSENT_VERSION);

  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(server.callsTo(`${BASIC}/sms/send`)[0]?.body).toEqual({
      phone: '13900000000',
      type: 'reset',
    }),
  );
  await user.type(screen.getByPlaceholderText('请输入验证码'), '222222');
  await user.type(screen.getByPlaceholderText('请设置8-64位密码'), 'correct horse');
  await user.type(
    screen.getAllByPlaceholderText('请再次输入密码')[0] as HTMLElement,
    'correct horse',
  );
  await user.click(screen.getByRole('button', { name: '完成注册' }));

  // reset_pwd ends every session, so the app logs in again with the new password.
  await waitFor(() => expect(useDataStore.getState().token).toBe('second'));
  expect(server.callsTo(`${BASIC}/reset_pwd`)[0]?.body).toEqual({
    phone: '13900000000',
    code: '222222',
    password: 'correct horse',
  });
  expect(server.callsTo(`${BASIC}/client_login_password`)[0]?.body).toEqual({
    phone: '13900000000',
    password: 'correct horse',
  });
  await waitFor(() => expect(document.title).toBe('首页'));
});
