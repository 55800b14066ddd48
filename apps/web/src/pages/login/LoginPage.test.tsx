import {
  clientLogin,
  clientLoginPassword,
  sendSms,
  type viewUser,
} from '@school/contract/api/basic';
import type { OutputOf } from '@school/contract/endpoint';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCooldowns } from '../../features/auth/cooldown.ts';
import { usePendingLogin } from '../../features/auth/consent.ts';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fail, fakeServer, ok } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

const userInfo: OutputOf<typeof viewUser> = {
  id: 1,
  phone: '138****5678',
  name: 'Amy',
  username: 'amy',
  sex: 2,
  birth: '2018-05-01',
  avatar: null,
  hasPassword: false,
  role: 'student',
};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.answer(clientLogin, ok({ token: 'new-token', userInfo }));
  server.answer(clientLoginPassword, ok({ token: 'pw-token', userInfo }));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
  usePendingLogin.setState({ pending: null });
  resetCooldowns();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const phoneInput = () => screen.getByPlaceholderText('请输入手机号');
const codeInput = () => screen.getByPlaceholderText('请输入验证码');
const loginButton = () => screen.getByRole('button', { name: '登录' });
const agreement = () => screen.getByRole('checkbox', { name: /同意/ });

async function open() {
  const user = userEvent.setup();
  await renderApp('/');
  await screen.findByPlaceholderText('请输入手机号');
  return user;
}

describe('login screen: validation', () => {
  it('says what is missing before calling anything', async () => {
    const user = await open();
    await user.click(loginButton());
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('rejects a wrong phone number and a code that is not 6 digits', async () => {
    const user = await open();
    await user.type(phoneInput(), '12345678901');
    await user.type(codeInput(), '123');
    await user.click(loginButton());
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(screen.getByText('验证码为6位数字')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('keeps only digits, at most 11 for the phone and 6 for the code', async () => {
    const user = await open();
    await user.type(phoneInput(), '138-1234-5678-99');
    await user.type(codeInput(), '12ab34567');
    expect(phoneInput()).toHaveValue('13812345678');
    expect(codeInput()).toHaveValue('123456');
  });

  it('clears a field’s message as soon as the user edits it', async () => {
    const user = await open();
    await user.click(loginButton());
    await user.type(phoneInput(), '1');
    expect(screen.queryByText('请输入手机号')).not.toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('asks to accept the agreements first', async () => {
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '123456');
    await user.click(loginButton());
    expect(await screen.findByText('请先阅读并勾选同意用户协议和儿童隐私政策')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('login screen: SMS code', () => {
  it('does not send a code to an invalid phone', async () => {
    const user = await open();
    await user.type(phoneInput(), '1381234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('sends a login code, then counts down 60 s before it can resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/');
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeDisabled();
    expect(server.callsTo(sendSms).map((c) => c.body)).toEqual([
      { phone: '13812345678', type: 'login' },
    ]);
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: '1s后重新获取' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('a code sent a moment ago (another screen or device): the button counts down what is left', async () => {
    server.answer(sendSms, fail(4001, '验证码发送太频繁，请 56 秒后再试'));
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '56s后重新获取' })).toBeDisabled();
  });

  it('does not start the countdown when the server refuses to send', async () => {
    server.answer(sendSms, fail(4001, '操作太频繁，请稍后再试'));
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.callsTo(sendSms)).toHaveLength(1));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  const askConsent = fail(1001, '请先同意用户协议和儿童隐私政策', {
    field: 'agreed',
    errors: [{ field: 'agreed', message: '请先同意用户协议和儿童隐私政策' }],
  });
  const wrongCode = fail(1001, '验证码错误', {
    field: 'code',
    errors: [{ field: 'code', message: '验证码错误' }],
  });

  it('a new phone: the server asks for consent, then the login goes on with agreed', async () => {
    server.queue(clientLogin, askConsent);
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '123456');
    await user.click(agreement());
    await user.click(loginButton());

    expect(await screen.findByRole('heading', { name: '请监护人阅读并同意' })).toBeInTheDocument();
    expect(screen.getByText(/手机号：用于登录/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '我是监护人，同意并继续' }));
    await waitFor(() => expect(document.title).toBe('首页'));
    expect(server.callsTo(clientLogin).map((c) => c.body)).toEqual([
      { phone: '13812345678', code: '123456' },
      { phone: '13812345678', code: '123456', agreed: true },
    ]);
    const state = useDataStore.getState();
    expect(state.token).toBe('new-token');
    expect(state.userInfo.name).toBe('Amy');
    expect(state.loginPhoneList).toEqual(['13812345678']);
  });

  it('refusing consent goes back to login and creates nothing', async () => {
    server.queue(clientLogin, askConsent);
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '123456');
    await user.click(agreement());
    await user.click(loginButton());
    await user.click(await screen.findByRole('button', { name: '不同意' }));

    expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument();
    expect(await screen.findByText('未同意协议，账号不会被创建')).toBeInTheDocument();
    expect(server.callsTo(clientLogin)).toHaveLength(1);
    expect(useDataStore.getState().token).toBe('');
  });

  it('an account that accepted before logs straight in on a new device (consent is per account)', async () => {
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '654321');
    await user.click(agreement());
    await user.click(loginButton());
    await waitFor(() => expect(useDataStore.getState().token).toBe('new-token'));
    expect(server.callsTo(clientLogin)[0]?.body).toEqual({ phone: '13812345678', code: '654321' });
    expect(screen.queryByRole('heading', { name: '请监护人阅读并同意' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页'));
  });

  it('a wrong code after consent: back on the form with phone, code and tick kept, the reason under the code', async () => {
    server.queue(clientLogin, askConsent, wrongCode);
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '000000');
    await user.click(agreement());
    await user.click(loginButton());
    await user.click(await screen.findByRole('button', { name: '我是监护人，同意并继续' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('13812345678');
    expect(codeInput()).toHaveValue('000000');
    expect(agreement()).toBeChecked();
    expect(useDataStore.getState().token).toBe('');
  });

  it('shows the server message for a wrong code under the code and stays', async () => {
    server.answer(clientLogin, wrongCode);
    const user = await open();
    await user.type(phoneInput(), '13812345678');
    await user.type(codeInput(), '000000');
    await user.click(agreement());
    await user.click(loginButton());
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.queryByText(/code:/)).not.toBeInTheDocument();
    expect(phoneInput()).toBeInTheDocument();
    expect(useDataStore.getState().token).toBe('');
  });
});

describe('login screen: password', () => {
  it('asks for the password, then logs in with it', async () => {
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    await user.type(phoneInput(), '13812345678');
    await user.click(loginButton());
    expect(screen.getByText('请输入密码')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入密码'), 'my secret words');
    await user.click(agreement());
    await user.click(loginButton());
    await waitFor(() => expect(useDataStore.getState().token).toBe('pw-token'));
    expect(server.callsTo(clientLoginPassword)[0]?.body).toEqual({
      phone: '13812345678',
      password: 'my secret words',
    });
  });

  it('a teacher account lands on the teacher’s area, not the student’s tabs', async () => {
    server.answer(
      clientLoginPassword,
      ok({ token: 'teacher-token', userInfo: { ...userInfo, role: 'teacher' } }),
    );
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(phoneInput(), '13812345678');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'my secret words');
    await user.click(agreement());
    await user.click(loginButton());
    await waitFor(() => expect(currentUrl()).toBe('/pages/teacherdesk/index'), { timeout: 5_000 });
    expect(useDataStore.getState().userInfo.role).toBe('teacher');
  });
});
