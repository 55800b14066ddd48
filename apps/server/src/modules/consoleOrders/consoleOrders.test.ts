import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { addProduct, deliverSandboxByInject, placeOrder } from '../payments/testing.ts';
import { askRefund, paidSandboxOrder } from './testing.ts';
import { listAdminOrders, viewAdminOrder } from '@school/contract/api/admin/orders';

/** The console's orders list and an order's page (docs/design/console.md §7): server paging, sort, filters. */
describe('console orders', () => {
  let t: TestApp;
  let finance: string;
  let phone: string;
  let paidIds: number[];
  let pendingId: number;
  const list = (token: string, query: Record<string, string> = {}) =>
    t.api(listAdminOrders, query, { token });

  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    t.clock.set('2026-11-23T02:00:00Z');
    deliverSandboxByInject(t);
    const cheap = await addProduct(t, { name: '5节次卡', price: 60_000, lessonCount: 5 });
    const dear = await addProduct(t, { price: 120_000, lessonCount: 10 });
    const kid = await createStudent(t.database.db, t.clock.now(), { name: 'Lucy' });
    phone = `1380013${String(kid.id).padStart(4, '0')}`;
    await t.database.db.update(users).set({ phone }).where(eq(users.id, kid.id));
    paidIds = [
      (await paidSandboxOrder(t, kid.token, cheap)).id,
      (await paidSandboxOrder(t, kid.token, dear)).id,
    ];
    t.clock.advance(86_400_000); // the next (school) day
    pendingId = (await placeOrder(t, kid.token, cheap)).id;
    const other = await createStudent(t.database.db, t.clock.now());
    await paidSandboxOrder(t, other.token, dear);
    // Signed in after the day went by (a staff session ends after 2 hours idle).
    finance = (await quickStaffToken(t, 'finance')).token;
  });
  afterAll(() => t.close());

  it('lists every family’s orders newest first, paged on the server', async () => {
    const all = await list(finance);
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(4);
    const first = await list(finance, { pageSize: '2', page: '1' });
    const second = await list(finance, { pageSize: '2', page: '2' });
    expect(first.body.data.list).toHaveLength(2);
    expect([...first.body.data.list, ...second.body.data.list].map((o) => o.id)).toEqual(
      all.body.data.list.map((o) => o.id),
    );
    expect(all.body.data.list.at(-1)).toMatchObject({
      id: paidIds[0],
      phone,
      familyName: 'Lucy',
      productName: '5节次卡',
      status: 'paid',
      gateway: 'sandbox',
      amount: 60_000,
      refundedAmount: 0,
    });
  });

  it('filters by status, gateway, school dates, phone and order number; sorts by amount', async () => {
    const ids = async (q: Record<string, string>) => {
      const r = await list(finance, q);
      expect(r.body.code, r.body.message).toBe(0);
      return r.body.data.list.map((o) => o.id).sort((a, b) => a - b);
    };
    expect(await ids({ status: 'pending' })).toEqual([pendingId]);
    expect((await ids({ status: 'paid', gateway: 'sandbox' })).length).toBe(3);
    expect(await ids({ from: '2026-11-23', to: '2026-11-23' })).toEqual(paidIds);
    expect(await ids({ phone })).toEqual([...paidIds, pendingId]);
    expect(await ids({ phone: phone.slice(-4) })).toEqual([...paidIds, pendingId]);
    const one = (await list(finance)).body.data.list[0]!;
    expect(await ids({ orderNo: one.orderNo })).toEqual([one.id]);
    const byAmount = await list(finance, { sort: 'amount', order: 'ascend' });
    const amounts = byAmount.body.data.list.map((o) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const bad = await list(finance, { phone: '12ab' });
    expect(bad.body.code).toBe(1001);
    expect(bad.body.data).toMatchObject({ field: 'phone' });
  });

  it('shows an order with its bills, refunds and limits; refunded orders show in the list', async () => {
    const refund = await askRefund(t, finance, { orderId: paidIds[1]!, amount: 30_000 });
    expect(refund.body.code).toBe(0);
    const view = await t.api(viewAdminOrder, { id: String(paidIds[1]) }, { token: finance });
    expect(view.body.data.order).toMatchObject({ refundedAmount: 30_000, lessonTotal: 10 });
    expect(view.body.data.bills.map((b) => b.status)).toEqual(['paid']);
    expect(view.body.data.refunds).toEqual([
      expect.objectContaining({ amount: 30_000, reason: '家长申请退款' }),
    ]);
    // ¥300 of ¥1,200 for 10 credits took 2 (2.5, rounded down); the cap is what is left to pay back.
    expect(view.body.data.limits).toMatchObject({ unused: 8, cap: 90_000 });
    const pending = await t.api(viewAdminOrder, { id: String(pendingId) }, { token: finance });
    expect(pending.body.data.limits).toBeNull();
    const missing = await t.api(viewAdminOrder, { id: '999999' }, { token: finance });
    expect(missing.body.code).toBe(2001);
  });

  it('academic and support read the orders; content may not (3003)', async () => {
    for (const role of ['academic', 'support', 'owner'] as const) {
      const { token } = await quickStaffToken(t, role);
      expect((await list(token)).body.code, role).toBe(0);
    }
    const content = await quickStaffToken(t, 'content');
    expect((await list(content.token)).body.code).toBe(3003);
  });
});
