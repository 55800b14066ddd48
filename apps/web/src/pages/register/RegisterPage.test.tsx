import {
  clientLogin,
  clientLoginPassword,
  resetPassword,
  sendSms,
  type viewUser,
} from '@school/contract/api/basic';
import type { OutputOf } from '@school/contract/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { usePendingLogin } from '../../features/auth/consent.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fail, fakeServer, ok } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

const userInfo: OutputOf<typeof viewUser> = {
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
  server.answer(clientLogin, ok({ token: 'first', userInfo, passwordTicket: 'k'.repeat(43) }));
  server.answer(
    clientLoginPassword,
    ok({ token: 'second', userInfo: { ...userInfo, hasPassword: true } }),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
  usePendingLogin.setState({ pending: null });
});
afterEach(() => vi.unstubAllGlobals());

it('registers: verify the phone (with guardian consent), then set a password, no second code', async () => {
  const user = userEvent.setup();
  // A new phone: the server asks for the guardian's consent before creating the account.
  server.queue(
    clientLogin,
    fail(1001, '请先同意用户协议和儿童隐私政策', {
      field: 'agreed',
      errors: [{ field: 'agreed', message: '请先同意' }],
    }),
  );
  await renderApp('/pages/register/index');
  await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000000');
  await user.type(screen.getByPlaceholderText('请输入验证码'), '111111');
  await user.click(screen.getByRole('checkbox', { name: /同意/ }));
  await user.click(screen.getByRole('button', { name: '下一步' }));

  await user.click(await screen.findByRole('button', { name: '我是监护人，同意并继续' }));
  // The step says what happens: the code just entered was the proof, no second SMS is coming.
  const hint = await screen.findByText(/设置密码后也可以用手机号\+密码登录/);
  expect(hint).toHaveTextContent('不会再发送验证码');
  expect(hint).not.toHaveTextContent('再发送一条验证码');
  expect(server.callsTo(clientLogin).map((c) => c.body)).toEqual([
    { phone: '13900000000', code: '111111', passwordTicket: true },
    { phone: '13900000000', code: '111111', agreed: true, passwordTicket: true },
  ]);

  // The password step has no code field: the verified code's ticket carries the family through.
  expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('请设置8-64位密码'), 'correct horse');
  await user.type(
    screen.getAllByPlaceholderText('请再次输入密码')[0] as HTMLElement,
    'correct horse',
  );
  await user.click(screen.getByRole('button', { name: '完成注册' }));

  // reset_pwd ends every session, so the app logs in again with the new password.
  await waitFor(() => expect(useDataStore.getState().token).toBe('second'));
  expect(server.callsTo(sendSms)).toHaveLength(0);
  expect(server.callsTo(resetPassword)[0]?.body).toEqual({
    phone: '13900000000',
    ticket: 'k'.repeat(43),
    password: 'correct horse',
  });
  expect(server.callsTo(clientLoginPassword)[0]?.body).toEqual({
    phone: '13900000000',
    password: 'correct horse',
  });
  await waitFor(() => expect(document.title).toBe('首页'));
});
