import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { lastCode } from '../auth/testing.ts';
import { createStaff, signInStaff, STAFF_PASSWORD } from './testing.ts';
import { staffLogin, staffMe, staffVerify } from '@school/contract/api/admin/staff';

describe('staff sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('password, then the SMS code, give a token that /me accepts', async () => {
    const m = await createStaff(t, 'academic');
    const token = await signInStaff(t, m.phone);
    const me = await t.api(staffMe, undefined, { token });
    expect(me.body.code).toBe(0);
    expect(me.body.data.role).toBe('academic');
    expect(me.body.data.permissions).toContain('teachers.edit');
  });

  it('a wrong password and an unknown phone get the same reply', async () => {
    const m = await createStaff(t, 'support');
    const a = await t.api(staffLogin, { phone: m.phone, password: 'wrong-password' });
    const b = await t.api(staffLogin, { phone: '13799999998', password: STAFF_PASSWORD });
    expect(a.body.code).toBe(1001);
    expect(b.body).toEqual(a.body);
  });

  it('a ticket works once', async () => {
    const m = await createStaff(t, 'content');
    t.clock.advance(61_000);
    const login = await t.api(staffLogin, { phone: m.phone, password: STAFF_PASSWORD });
    const body = { ticket: login.body.data.ticket, code: lastCode(t, m.phone) };
    expect((await t.api(staffVerify, body)).body.code).toBe(0);
    expect((await t.api(staffVerify, body)).body.code).toBe(1001);
  });
});
