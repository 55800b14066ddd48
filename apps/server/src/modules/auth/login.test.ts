import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AGREEMENT_VERSION, PRIVACY_VERSION, clientLogin } from '@school/contract/api/basic';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { consents } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { lastCode, requestCode, signIn } from './testing.ts';

describe('client_login (SMS code)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>) =>
    // also bad input, as the tests below send it
    t.api(clientLogin, body as never);
  const freshCode = async (phone: string, type: 'login' | 'reset' = 'login') => {
    t.clock.advance(61_000);
    expect((await requestCode(t, phone, type)).body.code).toBe(0);
    return lastCode(t, phone);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('registers on first use with agreed: true and stores the consent versions', async () => {
    const phone = '13822220001';
    const res = await login({ phone, code: await freshCode(phone), agreed: true });
    expect(res.body.code).toBe(0);
    const { token, userInfo } = res.body.data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(userInfo).toMatchObject({
      phone: '138****0001',
      name: '',
      sex: 0,
      birth: '2019-02-18',
      hasPassword: false,
      role: 'student',
    });
    const rows = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, userInfo.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agreementVersion: AGREEMENT_VERSION,
      privacyVersion: PRIVACY_VERSION,
    });
    expect(rows[0]!.acceptedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('logs an existing account in without asking for consent again', async () => {
    const phone = '13822220002';
    const first = await signIn(t, phone);
    const res = await login({ phone, code: await freshCode(phone) });
    expect(res.body.code).toBe(0);
    expect(res.body.data.userInfo.id).toBe(first.userInfo.id);
    expect(res.body.data.token).not.toBe(first.token);
  });

  it('without agreed creates nothing, names agreed, and leaves the code usable', async () => {
    const phone = '13822220003';
    const code = await freshCode(phone);
    for (const agreed of [undefined, false]) {
      const res = await login({ phone, code, ...(agreed === undefined ? {} : { agreed }) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.data).toMatchObject({ field: 'agreed' });
    }
    const count = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(count).toHaveLength(0);
    const ok = await login({ phone, code, agreed: true });
    expect(ok.body.code).toBe(0);
  });

  it('checks the code before saying anything about consent', async () => {
    const phone = '13822220004';
    const code = await freshCode(phone);
    const res = await login({ phone, code: wrong(code) });
    expect(res.body.code).toBe(1001);
    expect(res.body.data).toMatchObject({ field: 'code' });
    expect(res.body.message).toBe('验证码错误');
  });

  it('expires a code after 5 minutes', async () => {
    const phone = '13822220005';
    const code = await freshCode(phone);
    t.clock.advance(5 * 60_000 - 1000);
    t.clock.advance(1000);
    const res = await login({ phone, code, agreed: true });
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toContain('失效');
    const code2 = await freshCode(phone);
    t.clock.advance(5 * 60_000 - 1);
    expect((await login({ phone, code: code2, agreed: true })).body.code).toBe(0);
  });

  it('uses a code once', async () => {
    const phone = '13822220006';
    const code = await freshCode(phone);
    expect((await login({ phone, code, agreed: true })).body.code).toBe(0);
    const again = await login({ phone, code, agreed: true });
    expect(again.body.code).toBe(1001);
    expect(again.body.message).toContain('失效');
  });

  it('lets only one of two simultaneous logins use a code', async () => {
    const phone = '13822220007';
    const code = await freshCode(phone);
    const replies = await Promise.all([1, 2, 3].map(() => login({ phone, code, agreed: true })));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    const accounts = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(accounts).toHaveLength(1);
  });

  it('kills a code after 5 wrong tries, even for the right code after', async () => {
    const phone = '13822220008';
    const code = await freshCode(phone);
    for (let i = 1; i <= 5; i++) {
      const res = await login({ phone, code: wrong(code), agreed: true });
      expect(res.body.code).toBe(1001);
      expect(res.body.message).toContain(i < 5 ? '验证码错误' : '次数过多');
    }
    const right = await login({ phone, code, agreed: true });
    expect(right.body.code).toBe(1001);
    expect(right.body.message).toContain('失效');
    // A new code works again.
    expect((await login({ phone, code: await freshCode(phone), agreed: true })).body.code).toBe(0);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const phone = '13822220009';
    const code = await freshCode(phone);
    for (let i = 0; i < 4; i++) await login({ phone, code: wrong(code), agreed: true });
    expect((await login({ phone, code, agreed: true })).body.code).toBe(0);
  });

  it('does not take a code sent for another purpose', async () => {
    const phone = '13822220010';
    const code = await freshCode(phone, 'reset');
    const res = await login({ phone, code, agreed: true });
    expect(res.body.code).toBe(1001);
  });

  it('refuses codes that are not 6 digits', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await login({ phone: '13822220011', code, agreed: true });
      expect(res.body.code).toBe(1001);
      expect(res.body.data).toMatchObject({ field: 'code' });
    }
  });

  it('answers 3005 for a disabled account and leaves its code unused', async () => {
    const phone = '13822220012';
    const { userInfo } = await signIn(t, phone);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userInfo.id));
    const code = await freshCode(phone);
    const res = await login({ phone, code });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(3005);
    const used = await t.database.db.execute(
      sql`select used_at from sms_codes where phone = ${phone}`,
    );
    expect(JSON.stringify(used)).toContain('"used_at":null');
  });

  it('never matches a deleted account: the phone registers anew', async () => {
    const phone = '13822220013';
    const { userInfo } = await signIn(t, phone);
    await t.database.db
      .update(users)
      .set({ status: 'deleted', phone: null })
      .where(eq(users.id, userInfo.id));
    const fresh = await login({ phone, code: await freshCode(phone) });
    expect(fresh.body.code).toBe(1001);
    expect(fresh.body.data).toMatchObject({ field: 'agreed' });
    const again = await signIn(t, phone);
    expect(again.userInfo.id).not.toBe(userInfo.id);
  });
});
