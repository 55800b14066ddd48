import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@school/contract/rules/permissions';
import type { Endpoint } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { creditState } from '../../../test/factories.ts';
import { signInStaff } from '../../modules/staff/testing.ts';
import { reconcileDueDays } from '../../modules/payments/reconciliationService.ts';
import { DEMO_PHONE } from './accounts.ts';
import { FAMILIES } from './historyData.ts';
import { DEMO_STAFF } from './staff.ts';
import { viewAdminOrder, listAdminOrders } from '@school/contract/api/admin/orders';
import { viewMoneyDashboard, listReconciliationRuns } from '@school/contract/api/admin/finance';
import { viewAdminLesson, listLateReports } from '@school/contract/api/admin/lessons';
import { dashboardLessons } from '@school/contract/api/admin/dashboard';
import {
  viewAdminFamily,
  listAdminFamilies,
  listAdminFamilyLedger,
  listAdminFamilyGrants,
} from '@school/contract/api/admin/families';
import { listAdminInbox } from '@school/contract/api/admin/inbox';
import { listAudit, listMoneyAudit } from '@school/contract/api/admin/audit';

/**
 * Issue 24: a fresh demo school's console shows a plausible month where a school looks first,
 * read through the console's own calls as each demo staff member would, and every demo family's
 * credits add up.
 */

type Row = Record<string, unknown>;
const PHONES = FAMILIES.map((f) => f.phone);
const ours = (r: Row) => PHONES.includes(String(r.phone ?? r.familyPhone));

describe('the demo school’s month of history', () => {
  let t: TestApp;
  const token = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true', JOBS_ENABLED: 'false' });
    for (const s of DEMO_STAFF) token[s.role] = await signInStaff(t, s.phone);
  });
  afterAll(() => t.close());

  const get = async <E extends Endpoint>(role: StaffRole, endpoint: E, query: Row = {}) => {
    const res = await t.api(
      endpoint,
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) as never,
      { token: token[role] },
    );
    expect(res.body.code, `${endpoint.path} ${res.body.message}`).toBe(0);
    return res.body.data;
  };
  // The lists read as plain rows: the test checks the demo's data across many lists alike.
  const list = async (role: StaffRole, endpoint: Endpoint, query: Row = {}) =>
    ((await get(role, endpoint, { pageSize: 100, ...query })) as { list: Row[] }).list;

  it('订单与退款: orders paid with the sandbox and WeChat, one partly refunded, one closed unpaid', async () => {
    const orders = (await list('finance', listAdminOrders)).filter(ours);
    expect(orders).toHaveLength(7);
    const paid = orders.filter((o) => o.status === 'paid');
    expect(new Set(paid.map((o) => o.gateway))).toEqual(new Set(['sandbox', 'wechat']));
    const closed = orders.filter((o) => o.status === 'closed');
    expect(closed).toEqual([expect.objectContaining({ paidAt: null, gateway: null })]);
    const refunded = orders.filter((o) => Number(o.refundedAmount) > 0);
    expect(refunded).toHaveLength(1);
    const order = refunded[0]!;
    expect(order).toMatchObject({ status: 'paid', gateway: 'wechat', refundedAmount: 120_000 });
    expect(Number(order.refundedAmount)).toBeLessThan(Number(order.amount));

    const view = await get('finance', viewAdminOrder, { id: order.id });
    expect(view.bills).toEqual([expect.objectContaining({ status: 'paid', gateway: 'wechat' })]);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        gateway: 'wechat',
        amount: 120_000,
        credits: 10,
        override: false,
        staffName: '张财务',
        staffRole: 'finance',
      }),
    ]);
    // Of the pack's 24 credits, 10 left with the refund and some were used since: the cap of
    // what is left is the unused credits at the price paid.
    expect(view.limits).toMatchObject({ paid: 288_000, refunded: 120_000, granted: 24 });
    const limits = view.limits as { unused: number; cap: number };
    expect(limits.cap).toBe(Math.floor((288_000 * limits.unused) / 24));
    const unpaid = await get('finance', viewAdminOrder, {
      id: closed[0]!.id,
    });
    expect(unpaid.bills).toEqual([expect.objectContaining({ status: 'closed', tradeNo: null })]);
    expect(unpaid.refunds).toEqual([]);
  });

  it('财务: the month’s revenue and refund, and the sandbox’s days reconcile with its books', async () => {
    const money = await get('finance', viewMoneyDashboard);
    expect(money.days.reduce((n, d) => n + d.payCount, 0)).toBeGreaterThanOrEqual(5);
    expect(money.days.reduce((n, d) => n + d.refundCount, 0)).toBe(1);

    await reconcileDueDays(t.app.payments);
    const runs = await list('finance', listReconciliationRuns, { gateway: 'sandbox' });
    expect(runs).toHaveLength(7);
    for (const r of runs) expect(r).toMatchObject({ status: 'matched', differenceCount: 0 });
    // The sandbox payment three days ago is on its bill and in the school's books alike.
    expect(runs.filter((r) => r.schoolPayCount === 1)).toEqual([
      expect.objectContaining({ gatewayPayCount: 1, schoolPayAmount: 120_000 }),
    ]);
  });

  it('留言与反馈: messages and feedback the staff answered, and some waiting', async () => {
    const answered = (await list('support', listAdminInbox, { answered: 'true' })).filter(ours);
    const waiting = (await list('support', listAdminInbox, { answered: 'false' })).filter(ours);
    expect(answered).toHaveLength(3);
    expect(new Set(answered.map((m) => m.kind))).toEqual(new Set(['message', 'feedback']));
    expect(new Set(answered.map((m) => (m.reply as Row).staffName))).toEqual(
      new Set(['李教务', '刘客服']),
    );
    expect(waiting.map((m) => [m.kind, m.reply])).toEqual(
      expect.arrayContaining([
        ['message', null],
        ['feedback', null],
      ]),
    );
  });

  it('课程管理: a late report, and a lesson the academic reassigned', async () => {
    const late = await list('academic', listLateReports);
    const theirs = late.filter((l) => (l.family as Row).name === 'David');
    expect(theirs).toEqual([
      expect.objectContaining({ status: 'finished', hasReport: false, reportLate: true }),
    ]);
    expect(Number(theirs[0]!.hoursLate)).toBeGreaterThanOrEqual(24);

    const [moved] = await list('owner', listAudit, { action: 'lesson.reassign' });
    expect(moved).toMatchObject({
      staffName: '李教务',
      role: 'academic',
      entity: 'lesson',
      before: { teacherName: 'Thomas Clarke' },
      after: { firstTeacherSlot: 'closed' },
    });
    const lesson = await get('academic', viewAdminLesson, { id: moved!.entityId });
    expect(lesson).toMatchObject({
      status: 'finished',
      teacher: { id: (moved!.after as Row).teacherId, name: 'Grace Santos' },
      family: { name: 'David' },
      hasReport: true,
      attendance: { studentJoined: true, teacherJoined: true },
      credits: [expect.objectContaining({ change: -1, reason: 'booking' })],
    });
    expect(Date.parse(String(moved!.at))).toBeLessThan(Date.parse(String(lesson.startAt)));

    const dashboard = await get('academic', dashboardLessons);
    expect(dashboard.lateReports).toBeGreaterThanOrEqual(1);
    expect(dashboard.chart.reduce((n, d) => n + d.taught, 0)).toBeGreaterThanOrEqual(40);
  });

  it('操作日志: the audit rows of the replies, the refund and the reassignment', async () => {
    const rows = await list('owner', listAudit);
    const actions = rows.map((r) => `${String(r.action)} ${String(r.staffName)}`);
    expect(actions.filter((a) => a.startsWith('message.reply')).sort()).toEqual([
      'message.reply 刘客服',
      'message.reply 刘客服',
      'message.reply 李教务',
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'refund.create 张财务',
        'order.refund 张财务',
        'lesson.reassign 李教务',
      ]),
    );
    const refund = rows.find((r) => r.action === 'refund.create')!;
    expect(refund.after).toMatchObject({ amount: 120_000, credits: 10, gateway: 'wechat' });
    // Finance reads the money rows only.
    const money = await list('finance', listMoneyAudit);
    expect(money.map((r) => r.action).sort()).toEqual(['order.refund', 'refund.create']);
  });

  it('every demo family’s balance is the sum of its ledger and of its grants', async () => {
    for (const phone of [...PHONES, DEMO_PHONE]) {
      const [family] = await list('academic', listAdminFamilies, { keyword: phone });
      expect(family, phone).toBeDefined();
      const id = family!.id;
      const view = await get('academic', viewAdminFamily, {
        id,
      });
      const ledger = await list('academic', listAdminFamilyLedger, { id });
      const grants = await list('academic', listAdminFamilyGrants, { id });
      const sum = ledger.reduce((n, r) => n + Number(r.change), 0);
      const left = grants.reduce((n, g) => n + (g.expired ? 0 : Number(g.remaining)), 0);
      expect([family!.balance, view.credits.balance, left], phone).toEqual([sum, sum, sum]);
      expect(await creditState(t.database.db, Number(id), t.clock.now())).toMatchObject({
        ledger: sum,
        remaining: sum,
      });
    }
  });

  it('every foreign key holds (the embedded database writes the history without checking them)', async () => {
    const db = t.database.db;
    const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
    const keys = rowsOf<{ name: string; tbl: string; col: string; ref: string; refcol: string }>(
      await db.execute(sql`select c.conname as name, c.conrelid::regclass::text as tbl,
          a.attname as col, c.confrelid::regclass::text as ref, af.attname as refcol
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1
          and c.connamespace = 'public'::regnamespace`),
    );
    expect(keys.length).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const k of keys) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql.raw(`select count(*)::int as n from ${k.tbl} t where t.${k.col} is not null
            and not exists (select 1 from ${k.ref} r where r.${k.refcol} = t.${k.col})`),
        ),
      );
      if (Number(row!.n) > 0) broken.push(`${k.name}: ${row!.n}`);
    }
    expect(broken).toEqual([]);
  });
});
