import { describe, isSuccess, requestJson } from './http.ts';

/**
 * Logs in like a user: asks for an SMS code, reads it from the built-in outbox, logs in with it.
 * Throws with the step and the server's answer when a step fails (e.g. the call does not exist yet).
 */
export async function loginBySms(base: string, phone: string): Promise<string> {
  const sent = await requestJson(`${base}/api/lc_basic_service/sms/send`, {
    method: 'POST',
    body: { phone, type: 'login' },
  });
  if (!isSuccess(sent)) throw new Error(`sms/send answered ${describe(sent)}`);

  const outbox = await requestJson(`${base}/api/dev/sms-outbox?phone=${phone}`);
  const list = (outbox.body?.data as { list?: { code?: unknown }[] } | null)?.list;
  const code = list?.[0]?.code;
  if (!isSuccess(outbox) || (typeof code !== 'string' && typeof code !== 'number')) {
    throw new Error(`dev/sms-outbox gave no code: ${describe(outbox)}`);
  }

  const login = await requestJson(`${base}/api/lc_basic_service/client_login`, {
    method: 'POST',
    body: { phone, code: String(code), agreed: true },
  });
  const token = (login.body?.data as { token?: unknown } | null)?.token;
  if (!isSuccess(login) || typeof token !== 'string') {
    throw new Error(`client_login answered ${describe(login)}`);
  }
  return token;
}

/**
 * Signs a demo staff member in to the console as staff do: phone and password, then the SMS
 * code of the second factor from the built-in outbox. Returns the staff token.
 */
export async function loginStaff(base: string, phone: string, password: string): Promise<string> {
  const admin = `${base}/api/lc_admin_service`;
  const login = await requestJson(`${admin}/auth/login`, {
    method: 'POST',
    body: { phone, password },
  });
  const ticket = (login.body?.data as { ticket?: unknown } | null)?.ticket;
  if (!isSuccess(login) || typeof ticket !== 'string')
    throw new Error(`console auth/login answered ${describe(login)}`);
  const outbox = await requestJson(`${base}/api/dev/sms-outbox?phone=${phone}`);
  const code = (outbox.body?.data as { list?: { code?: unknown }[] } | null)?.list?.[0]?.code;
  if (!isSuccess(outbox) || code === undefined)
    throw new Error(`dev/sms-outbox gave no staff code: ${describe(outbox)}`);
  const verify = await requestJson(`${admin}/auth/verify`, {
    method: 'POST',
    body: { ticket, code: String(code) },
  });
  const token = (verify.body?.data as { token?: unknown } | null)?.token;
  if (!isSuccess(verify) || typeof token !== 'string')
    throw new Error(`console auth/verify answered ${describe(verify)}`);
  return token;
}
