import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { consents } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { lastCode, requestCode, signIn } from './testing.ts';
import {
  clientLogin,
  clientLoginPassword,
  resetPassword,
  verifySmsCode,
} from '@school/contract/api/basic';
const PASSWORD = 'Kite-Garden-42';

/** Password tickets (decision 0015): one verified code carries a family to its password step. */
describe('password tickets and consent per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = <E extends Endpoint>(endpoint: E, body: InputOf<E>) => t.api(endpoint, body);
  const freshCode = async (phone: string, type: 'login' | 'reset' = 'login') => {
    t.clock.advance(61_000);
    expect((await requestCode(t, phone, type)).body.code).toBe(0);
    return lastCode(t, phone);
  };

  it('registration: the login code gives a ticket that sets the password once, no second code', async () => {
    const phone = '13855550001';
    const code = await freshCode(phone);
    const res = await post(clientLogin, {
      phone,
      code,
      agreed: true,
      passwordTicket: true,
    });
    expect(res.body.code).toBe(0);
    const ticket = res.body.data.passwordTicket!;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    // Straight away, well inside the 60 s in which no new code could be sent.
    const set = await post(resetPassword, { phone, ticket, password: PASSWORD });
    expect([set.body.code, set.body.message]).toEqual([0, 'success']);
    const login = await post(clientLoginPassword, { phone, password: PASSWORD });
    expect(login.body.code).toBe(0);
    const again = await post(resetPassword, { phone, ticket, password: 'Other-Pass-77' });
    expect([again.body.code, again.body.data]).toEqual([
      1001,
      expect.objectContaining({ field: 'ticket' }),
    ]);
    // A login without asking gives no ticket.
    const plain = await post(clientLogin, { phone, code: await freshCode(phone) });
    expect(plain.body.data.passwordTicket).toBeUndefined();
  });

  it('forgot password: a wrong code is told at step 1; the right one gives a ticket', async () => {
    const phone = '13855550002';
    await signIn(t, phone);
    const code = await freshCode(phone, 'reset');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post(verifySmsCode, { phone, type: 'reset', code: wrong });
    expect([bad.body.code, bad.body.message, bad.body.data]).toEqual([
      1001,
      '验证码错误',
      { field: 'code', errors: [{ field: 'code', message: '验证码错误' }] },
    ]);
    const ok = await post(verifySmsCode, {
      phone,
      type: 'reset',
      code,
    });
    expect(ok.body.code).toBe(0);
    expect(Date.parse(ok.body.data.expiresAt) - t.clock.now().getTime()).toBe(10 * 60_000);
    // The code itself is used up: only the ticket sets the password.
    expect((await post(resetPassword, { phone, code, password: PASSWORD })).body.code).toBe(1001);
    const forged = await post(resetPassword, { phone, ticket: 'x'.repeat(43), password: PASSWORD });
    expect(forged.body.data).toMatchObject({ field: 'ticket' });
    const set = await post(resetPassword, {
      phone,
      ticket: ok.body.data.ticket,
      password: PASSWORD,
    });
    expect(set.body.code).toBe(0);
  });

  it('a ticket lapses after 10 minutes, and a phone without an account never gets one', async () => {
    const phone = '13855550003';
    await signIn(t, phone);
    const ok = await post(verifySmsCode, {
      phone,
      type: 'reset',
      code: await freshCode(phone, 'reset'),
    });
    t.clock.advance(10 * 60_000 + 1);
    const late = await post(resetPassword, {
      phone,
      ticket: ok.body.data.ticket,
      password: PASSWORD,
    });
    expect(late.body.data).toMatchObject({ field: 'ticket' });

    const stranger = '13855550004';
    const none = await post(verifySmsCode, {
      phone: stranger,
      type: 'reset',
      code: await freshCode(stranger, 'reset'),
    });
    expect([none.body.code, none.body.message]).toEqual([1001, '验证码错误']);
    expect((await post(resetPassword, { phone, password: PASSWORD })).body.code).toBe(1001);
  });

  it('asks consent once per account and version, not per device', async () => {
    const phone = '13855550005';
    const first = await signIn(t, phone);
    // Another device: no agreed flag, straight in.
    const other = await post(clientLogin, { phone, code: await freshCode(phone) });
    expect(other.body.code).toBe(0);
    // A new agreement version (the account's acceptance is of an older one): asked again.
    await t.database.db
      .update(consents)
      .set({ agreementVersion: '2020-01-01' })
      .where(eq(consents.userId, first.userInfo.id));
    const code = await freshCode(phone);
    const asked = await post(clientLogin, { phone, code });
    expect([asked.body.code, asked.body.data]).toEqual([
      1001,
      expect.objectContaining({ field: 'agreed' }),
    ]);
    const accepted = await post(clientLogin, { phone, code, agreed: true });
    expect(accepted.body.code).toBe(0);
    const rows = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, first.userInfo.id));
    expect(rows).toHaveLength(2);
    // Teachers are staff, not a guardian's account: never asked.
    await t.database.db
      .update(users)
      .set({ role: 'teacher' })
      .where(eq(users.id, first.userInfo.id));
    await t.database.db.delete(consents).where(eq(consents.userId, first.userInfo.id));
    expect((await post(clientLogin, { phone, code: await freshCode(phone) })).body.code).toBe(0);
  });
});
