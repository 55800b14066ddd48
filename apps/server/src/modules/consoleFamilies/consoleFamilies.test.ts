import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, dateInZone } from '@school/contract/helpers/time';
import { users } from '../../db/schema/users.ts';
import { buildApp } from '../../app.ts';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createTeacher, createLesson } from '../../../test/factories.ts';
import { lastCode, requestCode, signIn } from '../auth/testing.ts';
import { staffToken } from '../staff/testing.ts';
import { viewCredits } from '@school/contract/api/credits';
import { clientLogin, viewUser } from '@school/contract/api/basic';
import { sendTeacherMessage } from '@school/contract/api/teachers';
import {
  setAdminFamilyStatus,
  listAdminFamilies,
  viewAdminFamily,
  listAdminFamilyLedger,
  listAdminFamilyOrders,
  listAdminFamilyGrants,
  listAdminFamilyLessons,
  grantAdminFamilyCredits,
  eraseAdminFamily,
} from '@school/contract/api/admin/families';
import { listAudit } from '@school/contract/api/admin/audit';
import { dashboardFamilies } from '@school/contract/api/admin/dashboard';
import { listAdminInbox } from '@school/contract/api/admin/inbox';
import { inviteStaff } from '@school/contract/api/admin/staff';

/**
 * The console's families over HTTP (docs/design/console.md §7): search, grants naming the staff member,
 * support's monthly limit under parallel requests, disabling (3005 at once, with the session
 * cache on), erasing, permissions, and audit rows only for changes that happened.
 */
describe('console families', () => {
  let t: TestApp;
  let owner: string;
  let support: string;
  let supportName: string;
  let academic: string;
  let finance: string;
  let content: string;
  // Staff sessions last 12 hours: a test that moves the clock by a month signs everyone in again.
  const signInAll = async () => {
    owner = (await staffToken(t, 'owner')).token;
    const s = await staffToken(t, 'support');
    support = s.token;
    supportName = s.member.name;
    academic = (await staffToken(t, 'academic')).token;
    finance = (await staffToken(t, 'finance')).token;
    content = (await staffToken(t, 'content')).token;
  };
  beforeAll(async () => {
    // The session cache on for a minute: a disabled family must still be refused at once.
    t = await createTestApp({ JOBS_ENABLED: 'false', SESSION_CACHE_SECONDS: '60' });
    await signInAll();
  });
  afterAll(() => t.close());

  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });
  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });
  const audit = async () => (await get(listAudit, owner, { pageSize: '100' })).body.data.list;
  const family = async (phone: string, name: string) => {
    const { token, userInfo } = await signIn(t, phone);
    await t.database.db.update(users).set({ name }).where(eq(users.id, userInfo.id));
    return { token, id: userInfo.id };
  };
  const grant = (
    token: string,
    id: number,
    count = 1,
    kind: 'gift' | 'compensation' = 'compensation',
  ) =>
    post(grantAdminFamilyCredits, token, {
      id,
      kind,
      count,
      reason: '老师迟到十分钟',
      validityDays: 90,
    });

  it('finds a family by the phone’s first or last digits, the child’s name or the id; filters by status', async () => {
    const a = await family('13811112222', '小明');
    await family('13933334444', '小红');
    const byPhone = await get(listAdminFamilies, support, { keyword: '1381111' });
    expect(byPhone.body.code).toBe(0);
    expect(byPhone.body.data.list.map((f) => f.id)).toEqual([a.id]);
    expect(byPhone.body.data.list[0]!.phone).toBe('13811112222');
    const byEnd = await get(listAdminFamilies, support, { keyword: '12222' });
    expect(byEnd.body.data.list.map((f) => f.id)).toEqual([a.id]);
    const whole = await get(listAdminFamilies, support, { keyword: '13811112222' });
    expect(whole.body.data.list.map((f) => f.id)).toEqual([a.id]);
    const byName = await get(listAdminFamilies, support, { keyword: '小明' });
    expect(byName.body.data.list.map((f) => f.id)).toEqual([a.id]);
    const byId = await get(listAdminFamilies, support, { keyword: String(a.id) });
    expect(byId.body.data.list.map((f) => f.id)).toContain(a.id);
    const none = await get(listAdminFamilies, support, { keyword: '%' });
    expect(none.body.data.total).toBe(0);
    const disabled = await get(listAdminFamilies, support, { status: 'disabled' });
    expect(disabled.body.data.list.map((f) => f.id)).not.toContain(a.id);
  });

  it('leaves out a staff member’s new account until that person signs in to the families’ app', async () => {
    // Counted up to now: the test clock stands still, so it moves past the last account made.
    const newFamilies = async () => {
      t.clock.advance(1000);
      return (await get(dashboardFamilies, owner)).body.data.newFamilies;
    };
    const listed = async (phone: string) =>
      (await get(listAdminFamilies, support, { keyword: phone })).body.data.list;
    const before = await newFamilies();
    // A phone with no account: the invitation makes one, which is not a family.
    const staffOnly = '13566667777';
    expect(
      (await post(inviteStaff, owner, { phone: staffOnly, name: '周教务', role: 'academic' })).body
        .code,
    ).toBe(0);
    expect(await listed(staffOnly)).toEqual([]);
    expect(await newFamilies()).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, staffOnly));
    expect((await get(viewAdminFamily, support, { id: String(row!.id) })).body.code).toBe(2001);
    // A family invited as staff stays a family.
    const parent = await family('13577778888', '小周');
    expect(
      (
        await post(inviteStaff, owner, {
          phone: '13577778888',
          name: '吴客服',
          role: 'support',
        })
      ).body.code,
    ).toBe(0);
    expect((await listed('13577778888')).map((f) => f.id)).toEqual([parent.id]);
    // The staff member signs in to the families' app (agreeing as a guardian): now a family.
    const joined = await signIn(t, staffOnly);
    expect(joined.userInfo.id).toBe(row!.id);
    expect((await listed(staffOnly)).map((f) => f.id)).toEqual([row!.id]);
    expect(await newFamilies()).toBe(before + 2);
  });

  it('refuses roles without the permission (3003); finance reads families (§7: "read, orders")', async () => {
    const { id } = await family('13811113333', '小刚');
    expect((await get(listAdminFamilies, content)).body.code).toBe(3003);
    expect((await get(listAdminFamilies, finance)).body.code).toBe(0);
    expect((await get(viewAdminFamily, finance, { id: String(id) })).body.code).toBe(0);
    expect((await get(listAdminFamilyLedger, finance, { id: String(id) })).body.code).toBe(0);
    expect((await get(listAdminFamilyOrders, finance, { id: String(id) })).body.code).toBe(0);
    expect((await grant(finance, id)).body.code).toBe(3003);
    expect((await grant(content, id)).body.code).toBe(3003);
    expect((await post(setAdminFamilyStatus, support, { id, status: 'disabled' })).body.code).toBe(
      3003,
    );
    expect((await post(eraseAdminFamily, support, { id, confirm: '13811113333' })).body.code).toBe(
      3003,
    );
    // No change, no audit row.
    expect((await audit()).filter((r) => r.entityId === String(id))).toEqual([]);
    // A teacher's account is no family.
    const teacherId = await createTeacher(t.database.db);
    expect((await get(viewAdminFamily, owner, { id: String(teacherId + 10_000) })).body.code).toBe(
      2001,
    );
  });

  it('grants compensation credits: the family’s balance, a ledger row naming the staff, an audit row', async () => {
    const { id, token } = await family('13811114444', '小美');
    const granted = await grant(support, id, 1);
    expect(granted.body.code).toBe(0);
    const credits = await t.api(viewCredits, undefined, { token });
    expect(credits.body.data.balance).toBe(1);
    expect(credits.body.data.grants.map((g) => g.name)).toContain('补偿课时');
    const ledger = await get(listAdminFamilyLedger, support, { id: String(id) });
    expect(ledger.body.data.list[0]).toMatchObject({
      change: 1,
      reason: 'grant',
      staffName: supportName,
    });
    const grants = await get(listAdminFamilyGrants, support, { id: String(id) });
    expect(grants.body.data.list[0]!.staff).toMatchObject({
      kind: 'compensation',
      reason: '老师迟到十分钟',
    });
    const row = (await audit()).find(
      (r) => r.entity === 'grant' && r.entityId === String(granted.body.data.grantId),
    );
    expect(row).toMatchObject({ action: 'grant.create', staffName: supportName });
  });

  it('needs a reason and one validity; an end date in the past is refused, naming the field', async () => {
    const { id } = await family('13811115555', '小亮');
    const noReason = await post(grantAdminFamilyCredits, academic, {
      id,
      kind: 'gift',
      count: 1,
      validityDays: 30,
    } as never);
    expect(noReason.body).toMatchObject({ code: 1001, data: { field: 'reason' } });
    const past = await post(grantAdminFamilyCredits, academic, {
      id,
      kind: 'gift',
      count: 1,
      reason: '活动赠送',
      expiresOn: '2020-01-01',
    });
    expect(past.body).toMatchObject({ code: 1001, data: { field: 'expiresOn' } });
    const byDate = await post(grantAdminFamilyCredits, academic, {
      id,
      kind: 'gift',
      count: 3,
      reason: '活动赠送',
      expiresOn: addDays(dateInZone(t.clock.now()), 100),
    });
    expect(byDate.body.code).toBe(0);
    // The end of that school day (Asia/Shanghai): 00:00 +08:00 of the next, 16:00 UTC.
    expect(byDate.body.data.expiresAt).toBe(
      `${addDays(dateInZone(t.clock.now()), 100)}T16:00:00.000Z`,
    );
  });

  it('lets support grant at most 2 credits per family per month, under parallel requests', async () => {
    const { id } = await family('13811116666', '小华');
    const results = await Promise.all(Array.from({ length: 6 }, () => grant(support, id, 1)));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 0, 2004, 2004, 2004, 2004]);
    expect((await grant(support, id, 2)).body.code).toBe(2004);
    const view = await get(viewAdminFamily, support, { id: String(id) });
    expect(view.body.data).toMatchObject({ balance: 2, supportGrantedThisMonth: 2 });
    // Refused grants left no audit row: exactly the two that happened.
    const rows = (await audit()).filter((r) => r.entity === 'grant' && r.action === 'grant.create');
    const ledger = await get(listAdminFamilyLedger, support, { id: String(id) });
    expect(ledger.body.data.total).toBe(2);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // The academic is not limited.
    expect((await grant(academic, id, 5)).body.code).toBe(0);
    // Next calendar month, support may grant again.
    t.clock.advance(32 * 24 * 3600 * 1000);
    await signInAll();
    expect((await grant(support, id, 2)).body.code).toBe(0);
  });

  it('disables a family: its next call answers 3005 at once (session cache on); enabling makes it log in again', async () => {
    const phone = '13811117777';
    const { id, token } = await family(phone, '小军');
    const view = () => t.api(viewUser, undefined, { token });
    expect((await view()).body.code).toBe(0); // in the session cache now
    const off = await post(setAdminFamilyStatus, academic, { id, status: 'disabled' });
    expect(off.body.code).toBe(0);
    expect((await view()).body.code).toBe(3005);
    expect((await t.api(viewCredits, undefined, { token })).body.code).toBe(3005);
    // A new login is refused too.
    t.clock.advance(61_000);
    await requestCode(t, phone);
    const login = await t.api(clientLogin, { phone, code: lastCode(t, phone), agreed: true });
    expect(login.body.code).toBe(3005);
    const listed = await get(listAdminFamilies, support, { status: 'disabled' });
    expect(listed.body.data.list.map((f) => f.id)).toContain(id);

    expect((await post(setAdminFamilyStatus, academic, { id, status: 'active' })).body.code).toBe(
      0,
    );
    expect((await view()).body.code).toBe(1003);
    const again = await signIn(t, phone);
    expect((await t.api(viewUser, undefined, { token: again.token })).body.code).toBe(0);
    const actions = (await audit())
      .filter((r) => r.entity === 'family' && r.entityId === String(id))
      .map((r) => r.action);
    expect(actions.sort()).toEqual(['family.disable', 'family.enable']);
  });

  it('erases a family on request as account deletion does, once the phone is typed', async () => {
    const phone = '13811118888';
    const { id, token } = await family(phone, '小丽');
    const teacherId = await createTeacher(t.database.db);
    await t.api(sendTeacherMessage, { teacherId, content: '老师好' }, { token });
    await createLesson(t.database.db, {
      teacherId,
      studentId: id,
      // On a half hour, three days ahead (slots are aligned).
      startAt: new Date(
        Math.ceil(t.clock.now().getTime() / 1_800_000) * 1_800_000 + 3 * 86_400_000,
      ),
      now: t.clock.now(),
    });
    const wrong = await post(eraseAdminFamily, owner, { id, confirm: '13800000000' });
    expect(wrong.body).toMatchObject({ code: 1001, data: { field: 'confirm' } });
    expect((await t.api(viewUser, undefined, { token })).body.code).toBe(0);
    expect((await audit()).filter((r) => r.entityId === String(id))).toEqual([]);

    const erased = await post(eraseAdminFamily, owner, { id, confirm: phone });
    expect(erased.body.code).toBe(0);
    expect((await t.api(viewUser, undefined, { token })).body.code).toBe(1003);
    const view = await get(viewAdminFamily, owner, { id: String(id) });
    expect(view.body.data).toMatchObject({ status: 'deleted', phone: null, name: '' });
    const inbox = await get(listAdminInbox, owner, { familyId: String(id) });
    expect(inbox.body.data.total).toBe(0);
    // Its future lesson was cancelled, the slot freed, as account deletion does.
    const lessons = await get(listAdminFamilyLessons, owner, {
      id: String(id),
    });
    expect(lessons.body.data.list.map((l) => l.status)).not.toContain('booked');
    expect(lessons.body.data.total).toBe(1);
    // The phone is free: a new registration is a new family.
    const fresh = await signIn(t, phone);
    expect(fresh.userInfo.id).not.toBe(id);
    expect((await audit()).find((r) => r.entityId === String(id))?.action).toBe('family.erase');
    expect((await post(eraseAdminFamily, owner, { id, confirm: phone })).body.code).toBe(2004);
  });
});

/** Two server copies on one PostgreSQL, each caching sessions for a minute. */
describe.runIf(process.env.TEST_DB === 'postgres')('disabling a family on every copy', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    one = await createTestApp({ JOBS_ENABLED: 'false', SESSION_CACHE_SECONDS: '60' });
    two = await buildApp(one.config, { database: one.database, clock: one.clock, sms: one.sms });
    await two.ready();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a family disabled through one copy is refused (3005) by the other at once', async () => {
    const { token, userInfo } = await signIn(one, '13811119999');
    const onTwo = async () =>
      (
        await two.inject({
          method: 'GET',
          url: viewUser.path,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ code: number }>().code;
    expect(await onTwo()).toBe(0); // cached by copy two now
    const academic = (await staffToken(one, 'academic')).token;
    const off = await one.api(
      setAdminFamilyStatus,
      { id: userInfo.id, status: 'disabled' },
      { token: academic },
    );
    expect(off.body.code).toBe(0);
    // The bus's NOTIFY arrives within milliseconds, far inside the minute of the cache.
    let code = 0;
    for (let i = 0; i < 50 && code === 0; i++) {
      code = await onTwo();
      if (code === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(code).toBe(3005);
  });
});
