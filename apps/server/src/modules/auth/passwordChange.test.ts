import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { lastCode, requestCode, signIn } from './testing.ts';
import { changePassword, clientLoginPassword, viewUser } from '@school/contract/api/basic';
const FIRST = 'Blue-Kite-Morning';
const SECOND = 'Green-Boat-Evening';

describe('clientUsers/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, unknown>) =>
    t.api(changePassword, body as never, { token }); // bad input too
  const resetCode = async (phone: string) => {
    t.clock.advance(61_000);
    expect((await requestCode(t, phone, 'reset')).body.code).toBe(0);
    return lastCode(t, phone);
  };
  const passwordLogin = (phone: string, password: string) =>
    t.api(clientLoginPassword, { phone, password });
  const view = (token: string) => t.api(viewUser, undefined, { token });

  it('sets a first password with an SMS code; other sessions end, this one stays', async () => {
    const phone = '13644440001';
    const other = await signIn(t, phone);
    const me = await signIn(t, phone);

    const noCode = await change(me.token, { password: FIRST });
    expect(noCode.body.code).toBe(1001);
    expect(noCode.body.data).toMatchObject({ field: 'code' });
    const withOld = await change(me.token, { password: FIRST, oldPassword: 'anything-at-all' });
    expect(withOld.body.code).toBe(1001);
    expect(withOld.body.data).toMatchObject({ field: 'code' });

    const res = await change(me.token, { password: FIRST, code: await resetCode(phone) });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ id: me.userInfo.id, hasPassword: true });

    expect((await view(me.token)).body.code).toBe(0);
    expect((await view(other.token)).body.code).toBe(1003);
    expect((await passwordLogin(phone, FIRST)).body.code).toBe(0);
  });

  it('changes the password with the current one; a wrong one changes nothing', async () => {
    const phone = '13644440002';
    const me = await signIn(t, phone);
    expect(
      (await change(me.token, { password: FIRST, code: await resetCode(phone) })).body.code,
    ).toBe(0);

    const none = await change(me.token, { password: SECOND });
    expect(none.body.code).toBe(1001);
    expect(none.body.data).toMatchObject({ field: 'oldPassword' });
    const wrong = await change(me.token, { password: SECOND, oldPassword: 'Not-The-Password-1' });
    expect(wrong.body.code).toBe(1001);
    expect([wrong.body.message, wrong.body.data]).toEqual([
      '原密码错误',
      { field: 'oldPassword', errors: [{ field: 'oldPassword', message: '原密码错误' }] },
    ]);
    expect((await passwordLogin(phone, FIRST)).body.code).toBe(0);

    const ok = await change(me.token, { password: SECOND, oldPassword: FIRST });
    expect(ok.body.code).toBe(0);
    expect((await passwordLogin(phone, FIRST)).body.code).toBe(1001);
    expect((await passwordLogin(phone, SECOND)).body.code).toBe(0);
    expect((await view(me.token)).body.code).toBe(0);
  });

  it('takes an SMS code instead of the forgotten current password, once', async () => {
    const phone = '13644440003';
    const me = await signIn(t, phone);
    expect(
      (await change(me.token, { password: FIRST, code: await resetCode(phone) })).body.code,
    ).toBe(0);
    const code = await resetCode(phone);
    expect((await change(me.token, { password: SECOND, code })).body.code).toBe(0);
    const again = await change(me.token, { password: FIRST, code });
    expect(again.body.code).toBe(1001);
    expect(again.body.data).toMatchObject({ field: 'code' });
    expect((await passwordLogin(phone, SECOND)).body.code).toBe(0);
  });

  it('refuses a login code, and a code sent to another phone', async () => {
    const phone = '13644440004';
    const stranger = '13644440005';
    const me = await signIn(t, phone);
    await signIn(t, stranger);
    t.clock.advance(61_000);
    await requestCode(t, phone, 'login');
    const loginCode = await change(me.token, { password: FIRST, code: lastCode(t, phone) });
    expect(loginCode.body.code).toBe(1001);
    expect(loginCode.body.data).toMatchObject({ field: 'code' });

    const theirs = await change(me.token, { password: FIRST, code: await resetCode(stranger) });
    expect(theirs.body.code).toBe(1001);
    expect((await passwordLogin(phone, FIRST)).body.code).toBe(1001);
    expect((await passwordLogin(stranger, FIRST)).body.code).toBe(1001);
  });

  it('refuses short and common passwords with the reason, keeping the code usable', async () => {
    const phone = '13644440006';
    const me = await signIn(t, phone);
    const code = await resetCode(phone);
    const short = await change(me.token, { password: 'Ab1-xyz', code });
    expect(short.body.code).toBe(1001);
    expect(short.body.data).toMatchObject({ field: 'password' });
    const common = await change(me.token, { password: 'iloveyou', code });
    expect(common.body.code).toBe(1001);
    expect(common.body.message).toContain('太常见');
    const extra = await change(me.token, { password: FIRST, code, phone });
    expect(extra.body.code).toBe(1001);
    expect((await change(me.token, { password: FIRST, code })).body.code).toBe(0);
  });

  it('locks the current-password check after 5 wrong tries; an SMS code still works', async () => {
    const phone = '13644440007';
    const me = await signIn(t, phone);
    expect(
      (await change(me.token, { password: FIRST, code: await resetCode(phone) })).body.code,
    ).toBe(0);
    for (let i = 0; i < 5; i++) {
      const r = await change(me.token, { password: SECOND, oldPassword: `Wrong-Guess-${i}` });
      expect(r.body.code).toBe(1001);
    }
    const locked = await change(me.token, { password: SECOND, oldPassword: FIRST });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(4001);
    expect(locked.body.message).toContain('短信验证码');
    expect((await passwordLogin(phone, FIRST)).body.code).toBe(4001);
    const byCode = await change(me.token, { password: SECOND, code: await resetCode(phone) });
    expect(byCode.body.code).toBe(0);
    expect((await passwordLogin(phone, SECOND)).body.code).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.api(changePassword, { password: FIRST, code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(1002);
  });
});
