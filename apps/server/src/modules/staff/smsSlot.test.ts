import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { BASIC } from '../auth/testing.ts';
import { ADMIN, createStaff, STAFF_PASSWORD } from './testing.ts';
import { staffLogin, staffVerify } from '@school/contract/api/admin/staff';
import { clientLogin } from '@school/contract/api/basic';

/**
 * Issue 25, item 3: nobody can lock a member out of the console by asking for SMS codes. The
 * console's sign-in codes have their own slot and daily quota: ten anonymous families' codes to a
 * staff phone (or ten console forgotten-password codes) leave the sign-in working; a families'
 * code sent later does not replace a pending console code; the families' send neither reveals a
 * console code (no "wait" because of it) nor accepts one as a login code.
 */
describe('the console sign-in codes, apart from anonymous sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const anonymous = (phone: string, n: number) => ({
    remoteAddress: `10.250.${n % 250}.${Math.floor(n / 250) + 1}`,
    body: { phone, type: 'login' },
  });
  const consoleCode = (phone: string) => t.sms.latest(phone).find((m) => m.purpose === 'staff')!;
  const login = (phone: string) => t.api(staffLogin, { phone, password: STAFF_PASSWORD });
  const verify = (ticket: string, code: string) => t.api(staffVerify, { ticket, code });

  it("ten families' codes of the day to a staff phone leave the console sign-in working", async () => {
    const m = await createStaff(t, 'finance');
    for (let i = 0; i < 10; i++) {
      t.clock.advance(61_000);
      const res = await t.call('POST', `${BASIC}/sms/send`, anonymous(m.phone, i));
      expect(res.body.code, res.body.message).toBe(0);
    }
    t.clock.advance(61_000);
    expect((await t.call('POST', `${BASIC}/sms/send`, anonymous(m.phone, 10))).body.code).toBe(
      4001,
    );

    const started = await login(m.phone);
    expect(started.body.code, started.body.message).toBe(0);
    expect(started.body.data.factor).toBe('sms');
    const done = await verify(started.body.data.ticket, consoleCode(m.phone).code);
    expect(done.body.code, done.body.message).toBe(0);
  });

  it('ten anonymous forgotten-password codes leave the sign-in working too', async () => {
    const m = await createStaff(t, 'support');
    for (let i = 0; i < 10; i++) {
      t.clock.advance(61_000);
      const res = await t.call('POST', `${ADMIN}/auth/passwordCode`, {
        ...anonymous(m.phone, 20 + i),
      });
      expect(res.body.code, res.body.message).toBe(0);
    }
    const started = await login(m.phone);
    expect(started.body.code, started.body.message).toBe(0);
    expect((await verify(started.body.data.ticket, consoleCode(m.phone).code)).body.code).toBe(0);
  });

  it("a families' code neither replaces, reveals nor spends a pending console code", async () => {
    const m = await createStaff(t, 'academic');
    t.clock.advance(61_000);
    const started = await login(m.phone);
    expect(started.body.code).toBe(0);
    const code = consoleCode(m.phone).code;

    // At once: no "wait 60 s" that would tell a console code was just sent.
    const family = await t.call('POST', `${BASIC}/sms/send`, anonymous(m.phone, 40));
    expect(family.body.code, family.body.message).toBe(0);
    // The console code is no families' login code.
    const asFamily = await t.api(clientLogin, { phone: m.phone, code, agreed: true });
    expect(asFamily.body.code).toBe(1001);

    const done = await verify(started.body.data.ticket, code);
    expect(done.body.code, done.body.message).toBe(0);
  });
});
