import {
  clientLogin,
  clientLoginPassword,
  logout,
  resetPassword,
  sendSms,
  verifySmsCode,
} from '@school/contract/api/basic';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';
import { useAction } from '../../lib/useAction.ts';
import { isFieldErrorOf } from '../../lib/fieldMessage.ts';
import { isResendRefusal } from './cooldown.ts';
import { needsConsent } from './consent.ts';

/** The auth forms show a wrong code or password under its field instead of a toast. */
const formFields = isFieldErrorOf('phone', 'code', 'password', 'ticket');

/** 获取验证码; "sent too recently" is shown as the button's count-down, not only a toast. */
export const useSendCode = () =>
  useAction((input: InputOf<typeof sendSms>) => request(sendSms, input), {
    handles: isResendRefusal,
  });

/** SMS-code login; the "guardian consent needed" answer and field errors are left to the screen. */
export const useCodeLogin = () =>
  useAction((input: InputOf<typeof clientLogin>) => request(clientLogin, input), {
    handles: (e) => needsConsent(e) || formFields(e),
  });

export const usePasswordLogin = () =>
  useAction((input: InputOf<typeof clientLoginPassword>) => request(clientLoginPassword, input), {
    handles: formFields,
  });

export const useResetPassword = () =>
  useAction((input: InputOf<typeof resetPassword>) => request(resetPassword, input), {
    handles: formFields,
  });

/** 忘记密码 step 1: the reset code checked now, traded for a password ticket. */
export const useVerifyCode = () =>
  useAction((input: InputOf<typeof verifySmsCode>) => request(verifySmsCode, input), {
    handles: formFields,
  });

/** Logout ends the local session whatever the server answers, so its failures stay quiet. */
export const useLogout = () => useAction(() => request(logout, {}), { handles: () => true });
