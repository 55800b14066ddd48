import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { recordAudit } from '../audit/service.ts';
import { lastCode } from '../auth/testing.ts';
import { freshStaffPhone, quickStaffToken, signInStaff, STAFF_PASSWORD } from './testing.ts';
import {
  staffLogin,
  staffSendPasswordCode,
  staffSetPassword,
  inviteStaff,
  removeStaff,
  changeStaffRole,
  staffMe,
  listStaff,
} from '@school/contract/api/admin/staff';
import { clientLoginPassword } from '@school/contract/api/basic';
import { listAudit, listMoneyAudit } from '@school/contract/api/admin/audit';

describe('staff management and the audit log', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof quickStaffToken>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await quickStaffToken(t, 'owner');
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    post: <E extends Endpoint>(endpoint: E, body: InputOf<E>) => t.api(endpoint, body, { token }),
    get: <E extends Endpoint>(endpoint: E, query?: InputOf<E>) => t.api(endpoint, query, { token }),
  });

  it('an invitee sets a password with an SMS code, then signs in; each step is audited', async () => {
    const phone = freshStaffPhone();
    const invited = await as(owner.token).post(inviteStaff, {
      phone,
      name: '新教务',
      role: 'academic',
    });
    expect(invited.body.code).toBe(0);
    expect(invited.body.data).toMatchObject({ role: 'academic', hasPassword: false });
    // No password yet: sign-in is refused like a wrong password.
    await expect(signInStaff(t, phone)).rejects.toThrow(/1001/);
    t.clock.advance(61_000);
    expect((await t.api(staffSendPasswordCode, { phone })).body.code).toBe(0);
    const set = await t.api(staffSetPassword, {
      phone,
      code: lastCode(t, phone),
      password: 'Academic!2026x',
    });
    expect(set.body.code).toBe(0);
    const token = await signInStaff(t, phone, 'Academic!2026x');
    expect((await as(token).get(staffMe)).body.data.role).toBe('academic');

    const log = await as(owner.token).get(listAudit, { entity: 'staff' });
    const mine = log.body.data.list.filter((r) => r.entityId === String(invited.body.data.staffId));
    expect(mine.map((r) => r.action).sort()).toEqual(['staff.invite', 'staff.setPassword']);
    // A phone that is not staff gets the same reply and no SMS.
    const stranger = freshStaffPhone();
    expect((await t.api(staffSendPasswordCode, { phone: stranger })).body.code).toBe(0);
    expect(t.sms.latest(stranger)).toEqual([]);
  });

  it('never removes or demotes the last owner', async () => {
    const list = await as(owner.token).get(listStaff, { role: 'owner' });
    for (const o of list.body.data.list.filter((m) => m.staffId !== owner.member.id)) {
      expect((await as(owner.token).post(removeStaff, { staffId: o.staffId })).body.code).toBe(0);
    }
    const id = owner.member.id;
    expect(
      (await as(owner.token).post(changeStaffRole, { staffId: id, role: 'support' })).body.code,
    ).toBe(1001);
    expect((await as(owner.token).post(removeStaff, { staffId: id })).body.code).toBe(1001);
    const second = await quickStaffToken(t, 'owner');
    const demoted = await as(owner.token).post(changeStaffRole, {
      staffId: second.member.id,
      role: 'finance',
    });
    expect(demoted.body.data.role).toBe('finance');
    const log = await as(owner.token).get(listAudit, { action: 'staff.role' });
    expect(log.body.data.list[0]).toMatchObject({
      entityId: String(second.member.id),
      staffName: owner.member.name,
      after: expect.objectContaining({ role: 'finance' }),
    });
  });

  it('finance reads only the money rows; the log refuses UPDATE and DELETE', async () => {
    const actor = {
      staffId: owner.member.id,
      userId: 0,
      name: 'x',
      role: 'owner' as const,
      ip: '',
    };
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'order.refund', entity: 'order', entityId: 7 });
      await recordAudit(tx, actor, { action: 'teacher.pause', entity: 'teacher', entityId: 8 });
    });
    const finance = await quickStaffToken(t, 'finance');
    expect((await as(finance.token).get(listAudit)).body.code).toBe(3003);
    const money = await as(finance.token).get(listMoneyAudit);
    expect(money.body.data.list.map((r) => r.entity)).toEqual(['order']);
    // The owner reads the whole log, its money rows too (§7: audit log "read").
    const ownerMoney = await as(owner.token).get(listMoneyAudit);
    expect(ownerMoney.body.data.list.map((r) => r.entity)).toEqual(['order']);
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('locks password sign-in after 5 wrong passwords, apart from the family lockout', async () => {
    const { member } = await quickStaffToken(t, 'content');
    const login = (password: string) => t.api(staffLogin, { phone: member.phone, password });
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).body.code).toBe(1001);
    expect((await login(STAFF_PASSWORD)).body.code).toBe(4001);
    const family = await t.api(clientLoginPassword, {
      phone: member.phone,
      password: 'whatever-1',
    });
    expect(family.body.code).toBe(1001);
    t.clock.advance(16 * 60_000);
    expect((await login(STAFF_PASSWORD)).body.code).toBe(0);
  });
});
