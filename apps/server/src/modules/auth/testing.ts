import type { LoginResult } from './service.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { clientLogin, sendSms } from '@school/contract/api/basic';

/**
 * Test helpers for signing in through the real calls (outbox codes, TestClock). Used by the
 * server tests of any module that needs a signed-in user; never imported by the server itself.
 */
/**
 * A client address per phone, so tests of different phones do not share the per-IP SMS cap
 * (tests of that cap pass their own address).
 */
export const ipFor = (phone: string) =>
  `10.${Number(phone.slice(3, 5))}.${Number(phone.slice(5, 8)) % 256}.${Number(phone.slice(8)) % 256}`;

export async function requestCode(
  t: TestApp,
  phone: string,
  type: 'login' | 'reset' | 'delete' = 'login',
  remoteAddress = ipFor(phone),
) {
  return t.api(sendSms, { phone, type }, { remoteAddress });
}

/** The latest code the outbox holds for the phone. */
export function lastCode(t: TestApp, phone: string): string {
  const msg = t.sms.latest(phone)[0];
  if (!msg) throw new Error(`no code was sent to ${phone}`);
  return msg.code;
}

/**
 * Sends a fresh login code (moving the clock past the 60 s resend rule first) and logs in with
 * it, accepting the agreements: registration on the first call. Returns token and userInfo.
 */
export async function signIn(t: TestApp, phone: string): Promise<LoginResult> {
  t.clock.advance(61_000);
  const sent = await requestCode(t, phone);
  if (sent.body.code !== 0) throw new Error(`sms/send failed: ${JSON.stringify(sent.body)}`);
  const res = await t.api(clientLogin, { phone, code: lastCode(t, phone), agreed: true });
  if (res.body.code !== 0) throw new Error(`client_login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
