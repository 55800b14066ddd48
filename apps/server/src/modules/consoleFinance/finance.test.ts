import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/reconciliation.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { addProduct, deliverSandboxByInject } from '../payments/testing.ts';
import { payWithSandbox, recordRefund } from './testing.ts';
import {
  rerunReconciliation,
  resolveReconciliationDifference,
  listRevenueDays,
  listRevenueProducts,
  listUnusedCredits,
  viewMoneyDashboard,
  listReconciliationRuns,
  listReconciliationDifferences,
} from '@school/contract/api/admin/finance';

/**
 * The console's finance calls on a small fixed data set: revenue by day and by product, unused
 * credits at their price, the dashboard's figures, resolving a difference (audited), running a
 * day again, and refusals (3003 without the permission, 1001 for a bad range, 2002 twice).
 */

describe('console finance views', () => {
  let t: TestApp;
  let finance: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    deliverSandboxByInject(t);
    const card = await addProduct(t, { name: '10节次卡', price: 120_000, lessonCount: 10 });
    const pack = await addProduct(t, {
      kind: 'pack',
      courseLevel: 1,
      name: '20节课包',
      price: 300_000,
      lessonCount: 20,
    });
    const fam1 = await signIn(t, '13800000301');
    const fam2 = await signIn(t, '13800000302');
    // The 23rd (10:00 in Beijing): a card and a pack.
    t.clock.set('2026-11-23T02:00:00Z');
    const a = await payWithSandbox(t, fam1.token, card);
    await payWithSandbox(t, fam2.token, pack);
    // The 24th: another pack; half the card refunded (5 credits), 4 lessons of the pack spent.
    t.clock.set('2026-11-24T04:00:00Z');
    const b = await payWithSandbox(t, fam1.token, pack);
    await recordRefund(t, a.order.id, {
      amount: 60_000,
      credits: 5,
      at: new Date('2026-11-24T05:00:00Z'),
    });
    const db = t.database.db;
    await db
      .update(creditGrants)
      .set({ remaining: 16 })
      .where(eq(creditGrants.sourceOrderId, b.order.id));
    // A gift (valued at 0) and an expired gift (not counted).
    const now = t.clock.now();
    const userId = fam2.userInfo.id;
    await db.insert(creditGrants).values([
      {
        userId,
        kind: 'gift',
        name: '补偿',
        total: 3,
        remaining: 3,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        createdAt: now,
      },
      {
        userId,
        kind: 'gift',
        name: '过期',
        total: 7,
        remaining: 7,
        expiresAt: new Date(now.getTime() - 86_400_000),
        createdAt: now,
      },
    ]);
    t.clock.set('2026-11-24T06:00:00Z');
    finance = (await quickStaffToken(t, 'finance')).token;
    support = (await quickStaffToken(t, 'support')).token;
  });
  afterAll(() => t.close());

  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });

  it('revenue by day: money taken and refunded per school day, newest first, with the sum', async () => {
    const res = await get(listRevenueDays, finance, {
      from: '2026-11-23',
      to: '2026-11-24',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.list).toEqual([
      {
        day: '2026-11-24',
        payCount: 1,
        paid: 300_000,
        refundCount: 1,
        refunded: 60_000,
        net: 240_000,
      },
      { day: '2026-11-23', payCount: 2, paid: 420_000, refundCount: 0, refunded: 0, net: 420_000 },
    ]);
    expect(res.body.data.sum).toEqual({
      payCount: 3,
      paid: 720_000,
      refundCount: 1,
      refunded: 60_000,
      net: 660_000,
    });
    // Default: the last 30 days up to today, paged.
    const dflt = await get(listRevenueDays, finance, { pageSize: '10' });
    expect(dflt.body.data).toMatchObject({ total: 30, from: '2026-10-26', to: '2026-11-24' });
    expect(dflt.body.data.list).toHaveLength(10);
  });

  it('revenue by product, most first', async () => {
    const res = await get(listRevenueProducts, finance, {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(res.body.data.list).toEqual([
      expect.objectContaining({
        name: '20节课包',
        kind: 'pack',
        payCount: 2,
        paid: 600_000,
        net: 600_000,
      }),
      expect.objectContaining({
        name: '10节次卡',
        kind: 'card',
        payCount: 1,
        paid: 120_000,
        refundCount: 1,
        refunded: 60_000,
        net: 60_000,
      }),
    ]);
  });

  it('unused credits at the price paid per credit; gifts at 0; expired ones not owed', async () => {
    const res = await get(listUnusedCredits, finance);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ name: '20节课包', grants: 2, credits: 36, value: 540_000 }),
      expect.objectContaining({ name: '10节次卡', grants: 1, credits: 5, value: 60_000 }),
      expect.objectContaining({ productId: null, grants: 1, credits: 3, value: 0 }),
    ]);
    expect(res.body.data.sum).toEqual({ credits: 44, giftCredits: 3, value: 600_000 });
  });

  it('the dashboard’s money: today, this month, unused credits, 30 days', async () => {
    const res = await get(viewMoneyDashboard, finance);
    expect(res.body.data).toMatchObject({
      today: { day: '2026-11-24', paid: 300_000, refunded: 60_000, net: 240_000 },
      month: { from: '2026-11-01', paid: 720_000, refunded: 60_000, net: 660_000 },
      unused: { credits: 44, value: 600_000 },
      openDifferences: 0,
    });
    const days = res.body.data.days as { day: string; paid: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatchObject({ day: '2026-11-24', paid: 300_000 });
    expect(days.at(-2)).toMatchObject({ day: '2026-11-23', paid: 420_000 });
  });

  it('refuses a range backwards or too long, naming the field', async () => {
    const back = await get(listRevenueDays, finance, { from: '2026-11-24', to: '2026-11-01' });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ code: 1001, data: { field: 'from' } });
    const long = await get(listRevenueDays, finance, { from: '2024-01-01', to: '2026-11-01' });
    expect(long.body).toMatchObject({ code: 1001, data: { field: 'from' } });
  });

  it('roles without the permission get 3003', async () => {
    const content = (await quickStaffToken(t, 'content')).token;
    const academic = (await quickStaffToken(t, 'academic')).token;
    expect((await get(listRevenueDays, content)).body.code).toBe(3003);
    expect((await get(listReconciliationRuns, content)).body.code).toBe(3003);
    // Academic reads money but has no money figures on its dashboard.
    expect((await get(listRevenueDays, academic)).body.code).toBe(0);
    expect((await get(viewMoneyDashboard, academic)).body.code).toBe(3003);
    expect((await get(viewMoneyDashboard, support)).body.code).toBe(3003);
  });

  it('a difference is resolved with a note, audited; twice is 2002; support may only read', async () => {
    const db = t.database.db;
    const [run] = await db
      .insert(reconciliationRuns)
      .values({
        gateway: 'sandbox',
        day: '2026-11-20',
        status: 'differences',
        differenceCount: 1,
        createdAt: t.clock.now(),
      })
      .returning();
    const [diff] = await db
      .insert(reconciliationDifferences)
      .values({
        runId: run!.id,
        gateway: 'sandbox',
        day: '2026-11-20',
        kind: 'missing_school',
        itemKind: 'pay',
        outTradeNo: 'T-STRANGER',
        tradeNo: 'SBX1',
        gatewayAmount: 5_000,
        createdAt: t.clock.now(),
      })
      .returning();
    const open = await get(listReconciliationDifferences, support, {
      open: 'true',
    });
    expect(open.body.data.list.map((d) => d.id)).toEqual([diff!.id]);
    const runs = await get(listReconciliationRuns, support);
    expect(runs.body.data.list.find((r) => r.id === run!.id)?.openCount).toBe(1);

    const audits = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'reconciliation')));
    const body = { id: diff!.id, note: '支付宝测试单，已核实' };
    const refused = await t.api(resolveReconciliationDifference, body, { token: support });
    expect(refused.body.code).toBe(3003);
    expect(await audits()).toEqual([]);
    const short = await t.api(
      resolveReconciliationDifference,
      { id: diff!.id, note: ' ' },
      { token: finance },
    );
    expect(short.body).toMatchObject({ code: 1001, data: { field: 'note' } });

    const ok = await t.api(resolveReconciliationDifference, body, { token: finance });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data).toMatchObject({
      note: body.note,
      resolvedAt: t.clock.now().toISOString(),
    });
    expect(ok.body.data.resolvedByName).toMatch(/finance/);
    const again = await t.api(resolveReconciliationDifference, body, { token: finance });
    expect(again.body.code).toBe(2002);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'reconciliation.resolve',
      entityId: String(diff!.id),
      role: 'finance',
    });
    const after = await get(listReconciliationDifferences, finance, {
      open: 'true',
    });
    expect(after.body.data.list).toEqual([]);
  });

  it('runs a day again from the console (audited): the sandbox’s bill of the day is compared', async () => {
    const db = t.database.db;
    const [run] = await db
      .insert(reconciliationRuns)
      .values({ gateway: 'sandbox', day: '2026-11-23', status: 'failed', createdAt: t.clock.now() })
      .returning();
    const res = await t.api(rerunReconciliation, { id: run!.id }, { token: finance });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      status: 'matched',
      gatewayPayCount: 2,
      schoolPayCount: 2,
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reconciliation.rerun'));
    expect(audit).toHaveLength(1);
    expect((await t.api(rerunReconciliation, { id: run!.id }, { token: support })).body.code).toBe(
      3003,
    );
  });
});
