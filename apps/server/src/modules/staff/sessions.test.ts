import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { createStaff, quickStaffToken, signInStaff } from './testing.ts';
import {
  changeStaffRole,
  removeStaff,
  staffLogout,
  staffMe,
} from '@school/contract/api/admin/staff';
import { viewUser } from '@school/contract/api/basic';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('staff sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.api(staffMe, undefined, { token });

  it('end after 2 hours without a call', async () => {
    const { token } = await quickStaffToken(t, 'support');
    t.clock.advance(2 * HOUR - MIN);
    expect((await me(token)).body.code).toBe(0);
    t.clock.advance(2 * HOUR - MIN);
    expect((await me(token)).body.code).toBe(0);
    t.clock.advance(2 * HOUR + MIN);
    expect((await me(token)).body.code).toBe(1003);
  });

  it('end 12 hours after sign-in however busy', async () => {
    const { token } = await quickStaffToken(t, 'support');
    for (let h = 1; h < 12; h++) {
      t.clock.advance(HOUR);
      expect((await me(token)).body.code, `hour ${h}`).toBe(0);
    }
    t.clock.advance(HOUR);
    expect((await me(token)).body.code).toBe(1003);
  });

  it('end at once when the role changes or the member is removed', async () => {
    const owner = await quickStaffToken(t, 'owner');
    const a = await quickStaffToken(t, 'academic');
    const b = await quickStaffToken(t, 'content');
    const role = await t.api(
      changeStaffRole,
      { staffId: a.member.id, role: 'support' },
      { token: owner.token },
    );
    expect(role.body.code).toBe(0);
    expect((await me(a.token)).body.code).toBe(1003);
    const removed = await t.api(removeStaff, { staffId: b.member.id }, { token: owner.token });
    expect(removed.body.code).toBe(0);
    expect((await me(b.token)).body.code).toBe(1003);
    // A removed member cannot sign in again.
    await expect(signInStaff(t, b.member.phone)).rejects.toThrow(/1001/);
  });

  it('logout ends only this session', async () => {
    const m = await createStaff(t, 'finance');
    const one = await signInStaff(t, m.phone);
    const two = await signInStaff(t, m.phone);
    expect((await t.api(staffLogout, {}, { token: one })).body.code).toBe(0);
    expect((await me(one)).body.code).toBe(1003);
    expect((await me(two)).body.code).toBe(0);
  });

  it('are not family sessions, nor family sessions staff ones', async () => {
    const { token } = await quickStaffToken(t, 'owner');
    const family = await createStudent(t.database.db, t.clock.now());
    expect((await t.api(viewUser, undefined, { token })).body.code).toBe(1003);
    expect((await me(family.token)).body.code).toBe(3003);
  });
});
