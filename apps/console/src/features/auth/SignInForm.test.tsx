import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Providers } from '../../app/Providers.tsx';
import { getToken, setToken } from '../../lib/session.ts';
import { staffLogin, staffResendCode, staffVerify } from '@school/contract/api/admin/staff';
import { fakeServer, ok, type FakeServer } from '../../test/fakeServer.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * Staff sign-in's second step as a member goes through it when the phone had a code less than
 * a minute ago (docs/design/console.md §7, the families' SMS rules): the count-down the server gave, the resend
 * it then allows (the form waits while it is sent), and signing in with the new code. The 登录
 * button keeps its name once the wait is over (antd's spinner used to linger, named "loading").
 */
describe('SignInForm, SMS step', () => {
  let server: FakeServer;
  let resendAnswer: Promise<void>;
  beforeEach(() => {
    resendAnswer = Promise.resolve();
    setToken(null);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeServer();
    server.answer(staffLogin, () =>
      ok({
        ticket: 'ticket-1',
        factor: 'sms',
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        // The phone had a code 15 s ago: none was sent now.
        resendIn: 45,
      }),
    );
    server.answer(staffResendCode, async () => {
      await resendAnswer;
      return ok(null);
    });
    server.answer(staffVerify, () =>
      ok({ token: 'staff-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setToken(null);
  });

  const seconds = async (n: number) => {
    for (let i = 0; i < n; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
  };
  const signInButton = () => screen.getByRole('button', { name: '登录' });

  it('counts down, resends after the server’s wait, then signs in with the new code', async () => {
    const signedIn = vi.fn();
    render(
      <Providers>
        <SignInForm onSignedIn={signedIn} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700000002' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Console123!' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const code = await screen.findByLabelText('短信验证码');
    expect(screen.getByRole('button', { name: '45 秒后可重新发送' })).toBeDisabled();

    await seconds(44);
    expect(screen.getByRole('button', { name: '1 秒后可重新发送' })).toBeDisabled();
    await seconds(1);
    const resend = screen.getByRole('button', { name: '重新发送验证码' });
    expect(resend).toBeEnabled();

    // While the new code is being sent the form waits; then it is usable again.
    let answer!: () => void;
    resendAnswer = new Promise((r) => (answer = r));
    fireEvent.click(resend);
    await act(async () => undefined);
    expect(code).toBeDisabled();
    await act(async () => answer());
    expect(code).toBeEnabled();
    expect(signInButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: '60 秒后可重新发送' })).toBeDisabled();
    expect(server.calls.map((c) => c.path)).toEqual([staffLogin.path, staffResendCode.path]);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(signInButton());
    await act(async () => undefined);
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    expect(server.calls.at(-1)?.path).toBe(staffVerify.path);
    expect(server.calls.at(-1)?.body).toEqual({ ticket: 'ticket-1', code: '123456' });
    expect(getToken()).toBe('staff-token');
  });
});
