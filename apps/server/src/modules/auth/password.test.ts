import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { lastCode, requestCode, signIn } from './testing.ts';
import { clientLoginPassword, resetPassword, viewUser } from '@school/contract/api/basic';
const PASSWORD = 'Correct-Horse-7';

describe('reset_pwd and client_login_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const resetCode = async (phone: string) => {
    t.clock.advance(61_000);
    expect((await requestCode(t, phone, 'reset')).body.code).toBe(0);
    return lastCode(t, phone);
  };
  const reset = (phone: string, code: string, password: string) =>
    t.api(resetPassword, { phone, code, password });
  const passwordLogin = (phone: string, password: string) =>
    t.api(clientLoginPassword, { phone, password });
  const view = (token: string) => t.api(viewUser, undefined, { token });

  it('sets a password with a reset code, then logs in with it', async () => {
    const phone = '13633330001';
    const { userInfo } = await signIn(t, phone);
    expect(userInfo.hasPassword).toBe(false);
    const res = await reset(phone, await resetCode(phone), PASSWORD);
    expect(res.body).toEqual({ code: 0, message: 'success', data: null });
    const login = await passwordLogin(phone, PASSWORD);
    expect(login.body.code).toBe(0);
    expect(login.body.data.userInfo).toMatchObject({ id: userInfo.id, hasPassword: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userInfo.id));
    expect(row!.passwordHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('revokes every session on reset', async () => {
    const phone = '13633330002';
    const a = await signIn(t, phone);
    const b = await signIn(t, phone);
    expect((await view(a.token)).body.code).toBe(0);
    expect((await reset(phone, await resetCode(phone), PASSWORD)).body.code).toBe(0);
    for (const token of [a.token, b.token]) {
      const res = await view(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(1003);
    }
  });

  it('uses a reset code once and refuses a login code', async () => {
    const phone = '13633330003';
    await signIn(t, phone);
    const code = await resetCode(phone);
    expect((await reset(phone, code, PASSWORD)).body.code).toBe(0);
    const again = await reset(phone, code, 'Another-Pass-8');
    expect(again.body.code).toBe(1001);
    t.clock.advance(61_000);
    await requestCode(t, phone, 'login');
    const withLoginCode = await reset(phone, lastCode(t, phone), 'Another-Pass-8');
    expect(withLoginCode.body.code).toBe(1001);
    expect(withLoginCode.body.data).toMatchObject({ field: 'code' });
  });

  it('refuses short, long and common passwords with the reason, keeping the code', async () => {
    const phone = '13633330004';
    await signIn(t, phone);
    const code = await resetCode(phone);
    const short = await reset(phone, code, 'Ab1-xyz');
    expect(short.body.code).toBe(1001);
    expect(short.body.data).toMatchObject({ field: 'password' });
    const long = await reset(phone, code, 'x'.repeat(65));
    expect(long.body.code).toBe(1001);
    for (const common of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'woaini1314']) {
      const res = await reset(phone, code, common.length >= 8 ? common : `${common}xx`);
      expect(res.body.code, common).toBe(1001);
      expect(res.body.message).toContain('太常见');
    }
    expect((await reset(phone, code, PASSWORD)).body.code).toBe(0);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const phone = '13633330005';
    const known = '13633330006';
    await signIn(t, known);
    const unknownReply = await reset(phone, await resetCode(phone), PASSWORD);
    const knownCode = await resetCode(known);
    const wrongReply = await reset(
      known,
      String((Number(knownCode) + 1) % 1_000_000).padStart(6, '0'),
      PASSWORD,
    );
    expect(unknownReply.status).toBe(wrongReply.status);
    expect(unknownReply.body).toEqual(wrongReply.body);
    const none = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(none).toHaveLength(0);
  });

  it('gives the same reply for an unknown phone, no password and a wrong password', async () => {
    const withPassword = '13633330007';
    await signIn(t, withPassword);
    await reset(withPassword, await resetCode(withPassword), PASSWORD);
    const withoutPassword = '13633330008';
    await signIn(t, withoutPassword);
    const replies = [
      await passwordLogin('13633330009', PASSWORD),
      await passwordLogin(withoutPassword, PASSWORD),
      await passwordLogin(withPassword, 'Wrong-Password-1'),
    ];
    for (const r of replies) {
      expect(r.status).toBe(replies[0]!.status);
      expect(r.body).toEqual(replies[0]!.body);
    }
    expect(replies[0]!.body.code).toBe(1001);
    expect(replies[0]!.body.message).toBe('账号或密码错误');
  });

  it('locks password login after 5 wrong passwords in 15 minutes; SMS login still works', async () => {
    const phone = '13633330010';
    await signIn(t, phone);
    await reset(phone, await resetCode(phone), PASSWORD);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(2 * 60_000);
      expect((await passwordLogin(phone, `Wrong-Password-${i}`)).body.code).toBe(1001);
    }
    const locked = await passwordLogin(phone, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(4001);
    expect(locked.body.message).toContain('15 分钟');
    expect(locked.body.message).toContain('短信验证码登录不受影响');

    const sms = await signIn(t, phone);
    expect(sms.token).toBeTruthy();

    t.clock.advance(14 * 60_000 - 61_000);
    expect((await passwordLogin(phone, PASSWORD)).body.code).toBe(4001);
    t.clock.advance(60_000);
    expect((await passwordLogin(phone, PASSWORD)).body.code).toBe(0);
  });

  it('does not lock when the wrong passwords are spread over more than 15 minutes', async () => {
    const phone = '13633330011';
    await signIn(t, phone);
    await reset(phone, await resetCode(phone), PASSWORD);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(4 * 60_000);
      expect((await passwordLogin(phone, `Wrong-Password-${i}`)).body.code).toBe(1001);
    }
    expect((await passwordLogin(phone, PASSWORD)).body.code).toBe(0);
  });

  it('locks unknown phones the same way, so the lock reveals nothing', async () => {
    const phone = '13633330012';
    for (let i = 0; i < 5; i++) await passwordLogin(phone, `Wrong-Password-${i}`);
    expect((await passwordLogin(phone, PASSWORD)).body.code).toBe(4001);
  });

  it('answers 3005 for a disabled account with the right password', async () => {
    const phone = '13633330013';
    const { userInfo } = await signIn(t, phone);
    await reset(phone, await resetCode(phone), PASSWORD);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userInfo.id));
    expect((await passwordLogin(phone, PASSWORD)).body.code).toBe(3005);
    expect((await passwordLogin(phone, 'Wrong-Password-1')).body.code).toBe(1001);
  });
});

describe('per-IP limit on password calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 4001 past AUTH_RATE_LIMIT_MAX calls a minute from one address', async () => {
    const body = { phone: '13633339999', password: 'Whatever-123' };
    expect((await t.api(clientLoginPassword, body)).body.code).toBe(1001);
    expect((await t.api(clientLoginPassword, body)).body.code).toBe(1001);
    const third = await t.api(clientLoginPassword, body);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(4001);
  });
});
