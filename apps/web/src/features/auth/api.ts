import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';
import { useAction } from '../../lib/useAction.ts';
import { authCalls } from './calls.ts';
import { isFieldErrorOf } from '../../lib/fieldMessage.ts';
import { isResendRefusal } from './cooldown.ts';
import { needsConsent } from './consent.ts';

/** The auth forms show a wrong code or password under its field instead of a toast. */
const formFields = isFieldErrorOf('phone', 'code', 'password', 'ticket');

type In<K extends keyof typeof authCalls> = InputOf<NonNullable<(typeof authCalls)[K]['endpoint']>>;

/** 获取验证码; "sent too recently" is shown as the button's count-down, not only a toast. */
export const useSendCode = () =>
  useAction((input: In<'sendSms'>) => request(authCalls.sendSms, input), {
    handles: isResendRefusal,
  });

/** SMS-code login; the "guardian consent needed" answer and field errors are left to the screen. */
export const useCodeLogin = () =>
  useAction((input: In<'clientLogin'>) => request(authCalls.clientLogin, input), {
    handles: (e) => needsConsent(e) || formFields(e),
  });

export const usePasswordLogin = () =>
  useAction((input: In<'clientLoginPassword'>) => request(authCalls.clientLoginPassword, input), {
    handles: formFields,
  });

export const useResetPassword = () =>
  useAction((input: In<'resetPassword'>) => request(authCalls.resetPassword, input), {
    handles: formFields,
  });

/** 忘记密码 step 1: the reset code checked now, traded for a password ticket. */
export const useVerifyCode = () =>
  useAction((input: In<'verifySmsCode'>) => request(authCalls.verifySmsCode, input), {
    handles: formFields,
  });

/** Logout ends the local session whatever the server answers, so its failures stay quiet. */
export const useLogout = () =>
  useAction(() => request(authCalls.logout, {}), { handles: () => true });
