import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStaff, signInStaff, STAFF_PASSWORD } from './testing.ts';
import { base32Encode, matchTotp, totpCode, totpStep } from './totp.ts';
import {
  staffLogin,
  staffTotpEnable,
  staffTotpSetup,
  staffVerify,
} from '@school/contract/api/admin/staff';

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (SHA-1, 6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    // RFC 6238 appendix B, last 6 digits of the 8-digit values.
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpCode(secret, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('accepts one step of drift and never the same step twice', () => {
    const secret = base32Encode(Buffer.from('abcdefghijabcdefghij'));
    const now = new Date('2026-11-25T05:00:10Z');
    const t = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, t - 1), now, null)).toBe(t - 1);
    expect(matchTotp(secret, totpCode(secret, t + 2), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, t), now, t)).toBeNull();
  });
});

describe('staff sign-in with an authenticator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('set up, confirmed, then asked for at sign-in instead of SMS; a code works once', async () => {
    const m = await createStaff(t, 'academic');
    const token = await signInStaff(t, m.phone);
    const setup = await t.api(staffTotpSetup, {}, { token });
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const secret = setup.body.data.secret;
    const code = () => totpCode(secret, totpStep(t.clock.now()));
    expect((await t.api(staffTotpEnable, { code: '000000' }, { token })).body.code).toBe(1001);
    expect((await t.api(staffTotpEnable, { code: code() }, { token })).body.code).toBe(0);

    t.clock.advance(61_000);
    const sentBefore = t.sms.latest(m.phone).length;
    const login = await t.api(staffLogin, { phone: m.phone, password: STAFF_PASSWORD });
    expect(login.body.data.factor).toBe('totp');
    expect(t.sms.latest(m.phone).length).toBe(sentBefore);
    const used = code();
    const ok = await t.api(staffVerify, { ticket: login.body.data.ticket, code: used });
    expect(ok.body.code).toBe(0);

    // The same code again (within its 30 s) does not sign in a second time.
    const again = await t.api(staffLogin, { phone: m.phone, password: STAFF_PASSWORD });
    const replay = await t.api(staffVerify, { ticket: again.body.data.ticket, code: used });
    expect(replay.body.code).toBe(1001);
  });
});
