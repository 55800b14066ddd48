import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';
import { useAction } from '../../lib/useAction.ts';
import { authCalls } from './calls.ts';
import { needsConsent } from './consent.ts';

type In<K extends keyof typeof authCalls> = InputOf<NonNullable<(typeof authCalls)[K]['endpoint']>>;

export const useSendCode = () =>
  useAction((input: In<'sendSms'>) => request(authCalls.sendSms, input));

/** SMS-code login; the "guardian consent needed" answer is left to the screen. */
export const useCodeLogin = () =>
  useAction((input: In<'clientLogin'>) => request(authCalls.clientLogin, input), {
    handles: needsConsent,
  });

export const usePasswordLogin = () =>
  useAction((input: In<'clientLoginPassword'>) => request(authCalls.clientLoginPassword, input));

export const useResetPassword = () =>
  useAction((input: In<'resetPassword'>) => request(authCalls.resetPassword, input));

/** Logout ends the local session whatever the server answers, so its failures stay quiet. */
export const useLogout = () =>
  useAction(() => request(authCalls.logout, {}), { handles: () => true });
