import type { StaffRole } from '@school/contract/rules/permissions';
import type { TestApp } from '../../../test/helpers.ts';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_PASSWORD_HASH } from '../../db/demo/staff.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { users } from '../../db/schema/users.ts';
import { lastCode } from '../auth/testing.ts';
import { openStaffSession } from './service.ts';
import { staffLogin, staffVerify } from '@school/contract/api/admin/staff';

/**
 * Test helpers for the console: a staff member of a role, signed in through the real calls
 * (password, then the SMS code from the outbox). Never imported by the server itself.
 */
export const STAFF_PASSWORD = DEMO_STAFF_PASSWORD;

let next = 0;
/** A phone no other staff member of this test file has (137 9xxx xxxx). */
export const freshStaffPhone = () =>
  `1379${String(++next + (process.pid % 1000) * 1000).padStart(7, '0')}`;

/** Adds a member of `role` with the password `STAFF_PASSWORD`. */
export async function createStaff(t: TestApp, role: StaffRole, phone = freshStaffPhone()) {
  const db = t.database.db;
  const [user] = await db
    .insert(users)
    .values({ phone, name: `${role} ${phone}` })
    .returning();
  const [member] = await db
    .insert(staffMembers)
    .values({
      userId: user!.id,
      phone,
      name: `${role} ${phone.slice(-4)}`,
      role,
      passwordHash: DEMO_STAFF_PASSWORD_HASH,
    })
    .returning();
  return member!;
}

/** Signs a member in (SMS second factor); moves the clock past the 60 s rule first. */
export async function signInStaff(t: TestApp, phone: string, password = STAFF_PASSWORD) {
  t.clock.advance(61_000);
  const login = await t.api(staffLogin, { phone, password });
  if (login.body.code !== 0) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  const res = await t.api(staffVerify, {
    ticket: login.body.data.ticket,
    code: lastCode(t, phone),
  });
  if (res.body.code !== 0) throw new Error(`staff verify failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** A member of `role`, signed in: its row and token. */
export async function staffToken(t: TestApp, role: StaffRole) {
  const member = await createStaff(t, role);
  return { member, token: await signInStaff(t, member.phone) };
}

/**
 * A member of `role` with a session opened straight in the database (no scrypt, no SMS): for
 * tests that need many staff tokens, e.g. the permission matrix of every console call.
 */
export async function quickStaffToken(t: TestApp, role: StaffRole) {
  const member = await createStaff(t, role);
  const { token } = await openStaffSession(t.database.db, member, t.clock.now(), '127.0.0.1');
  return { member, token };
}
