import { resetPassword, sendSms, verifySmsCode } from '@school/contract/api/basic';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useResetDraft } from '../../features/auth/resetDraft.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fail, fakeServer, ok } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const TICKET = 't'.repeat(43);
beforeEach(() => {
  server = fakeServer();
  server.answer(verifySmsCode, ok({ ticket: TICKET, expiresAt: '2026-11-23T10:10:00+08:00' }));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: 'old-session' });
  useResetDraft.setState({ draft: null });
});
afterEach(() => vi.unstubAllGlobals());

it('says a wrong code on step 1, before any new password is typed, and keeps what was typed', async () => {
  server.answer(
    verifySmsCode,
    fail(1001, '验证码错误', { field: 'code', errors: [{ field: 'code', message: '验证码错误' }] }),
  );
  const user = userEvent.setup();
  await renderApp('/pages/forgetpass/index');
  await user.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678');
  await user.type(screen.getByPlaceholderText('请输入验证码'), '999999');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('请输入验证码')).toHaveValue('999999');
  expect(screen.queryByText(/设置新的登录密码/)).not.toBeInTheDocument();
});

it('resets the password: phone and reset code, then the new password twice, then back to login', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/forgetpass/index');
  await user.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(server.callsTo(sendSms)[0]?.body).toEqual({
      phone: '13812345678',
      type: 'reset',
    }),
  );
  await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
  await user.click(screen.getByRole('button', { name: '下一步' }));

  expect(await screen.findByText('请为账号 138****5678 设置新的登录密码')).toBeInTheDocument();
  expect(server.callsTo(verifySmsCode)[0]?.body).toEqual({
    phone: '13812345678',
    type: 'reset',
    code: '123456',
  });
  const [first, second] = screen.getAllByPlaceholderText(/密码/);
  await user.type(first as HTMLElement, 'short');
  await user.type(second as HTMLElement, 'other');
  await user.click(screen.getByRole('button', { name: '确认修改' }));
  expect(screen.getByText('密码长度为8-64位')).toBeInTheDocument();
  expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(server.callsTo(resetPassword)).toHaveLength(0);

  await user.clear(first as HTMLElement);
  await user.clear(second as HTMLElement);
  await user.type(first as HTMLElement, 'a brand new one');
  await user.type(second as HTMLElement, 'a brand new one');
  await user.click(screen.getByRole('button', { name: '确认修改' }));

  expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
  expect(server.callsTo(resetPassword)[0]?.body).toEqual({
    phone: '13812345678',
    ticket: TICKET,
    password: 'a brand new one',
  });
  // Every session ends with a reset: this device is logged out and on the login screen.
  expect(useDataStore.getState().token).toBe('');
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
});

it('the new-password step without a verified phone sends the user back to verify', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/forgetpass/setPass');
  expect(await screen.findByText('请先验证手机号')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '去验证' }));
  expect(await screen.findByRole('heading', { name: '忘记密码' })).toBeInTheDocument();
});
