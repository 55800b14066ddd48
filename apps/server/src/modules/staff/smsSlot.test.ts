import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStaff, STAFF_PASSWORD } from './testing.ts';
import { staffLogin, staffSendPasswordCode, staffVerify } from '@school/contract/api/admin/staff';
import { clientLogin, sendSms } from '@school/contract/api/basic';

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

  /**
   * A code asked for from an address of its own (the per-address limit never bites); the same
   * body to both calls, as a client that reuses its form would send it.
   */
  const anonymous = (
    endpoint: typeof sendSms | typeof staffSendPasswordCode,
    phone: string,
    n: number,
  ) =>
    t.api(endpoint, { phone, type: 'login' } as never, {
      remoteAddress: `10.250.${n % 250}.${Math.floor(n / 250) + 1}`,
    });
  const consoleCode = (phone: string) => t.sms.latest(phone).find((m) => m.purpose === 'staff')!;
  const login = (phone: string) => t.api(staffLogin, { phone, password: STAFF_PASSWORD });
  const verify = (ticket: string, code: string) => t.api(staffVerify, { ticket, code });

  it("ten families' codes of the day to a staff phone leave the console sign-in working", async () => {
    const m = await createStaff(t, 'finance');
    for (let i = 0; i < 10; i++) {
      t.clock.advance(61_000);
      const res = await anonymous(sendSms, m.phone, i);
      expect(res.body.code, res.body.message).toBe(0);
    }
    t.clock.advance(61_000);
    expect((await anonymous(sendSms, m.phone, 10)).body.code).toBe(4001);

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
      const res = await anonymous(staffSendPasswordCode, m.phone, 20 + i);
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
    const family = await anonymous(sendSms, m.phone, 40);
    expect(family.body.code, family.body.message).toBe(0);
    // The console code is no families' login code.
    const asFamily = await t.api(clientLogin, { phone: m.phone, code, agreed: true });
    expect(asFamily.body.code).toBe(1001);

    const done = await verify(started.body.data.ticket, code);
    expect(done.body.code, done.body.message).toBe(0);
  });
});
