import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@school/contract/api/mall';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent, creditState } from '../../../test/factories.ts';
import { orderBills, paymentEvents, payments } from '../../db/schema/orders.ts';
import { runPeriodicJobs } from '../../jobs.ts';
import {
  addProduct,
  placeOrder,
  postForm,
  SANDBOX_NOTIFY,
  sandboxNotification,
  viewOrder,
} from './testing.ts';
import { runPaymentSweep } from './sweep.ts';
import { changeOrderBillStatus, payOrder } from '@school/contract/api/mall';

describe('settlement: idempotent, verified, and honest about late payments', () => {
  let t: TestApp;
  let card: number;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
  });
  afterAll(() => t.close());

  async function pendingOrder(quantity = 1) {
    const kid = await createStudent(t.database.db, t.clock.now());
    const order = await placeOrder(t, kid.token, card, quantity);
    const start = await t.api(payOrder, { orderId: order.id }, { token: kid.token });
    return { kid, order, billNo: start.body.data.billNo };
  }
  const db = () => t.database.db;
  const paymentsOf = (orderId: number) =>
    db().select().from(payments).where(eq(payments.orderId, orderId));
  const eventKinds = async (orderNoOrId: { orderId?: number; outTradeNo?: string }) => {
    const rows = await db()
      .select()
      .from(paymentEvents)
      .where(
        orderNoOrId.orderId !== undefined
          ? eq(paymentEvents.orderId, orderNoOrId.orderId)
          : eq(paymentEvents.outTradeNo, orderNoOrId.outTradeNo!),
      );
    return rows.map((r) => r.kind);
  };
  const status = async (token: string, o: Order) =>
    (await viewOrder(t, token, o.id)).body.data.status;

  it('one notification sent 100 times in parallel grants once', async () => {
    const { kid, order, billNo } = await pendingOrder(2);
    const n = sandboxNotification(billNo, '2400.00');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => postForm(t, SANDBOX_NOTIFY, n)),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`))).toEqual(new Set(['200 success']));
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({
      ledger: 20,
      remaining: 20,
    });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await eventKinds({ orderId: order.id })).toEqual(['paid']);
    expect(await status(kid.token, order)).toBe('paid');
    // Later repeats (Alipay retries for a day) still answer success and change nothing.
    expect((await postForm(t, SANDBOX_NOTIFY, n)).body).toBe('success');
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 20 });
  });

  it('refuses a tampered signature, a wrong amount, a wrong app id and an unknown bill; nothing changes', async () => {
    const { kid, order, billNo } = await pendingOrder();
    const good = sandboxNotification(billNo, '1200.00');
    const cases: [string, Record<string, string>, string][] = [
      ['tampered amount', { ...good, total_amount: '0.01' }, 'refused_signature'],
      [
        'tampered sign',
        { ...good, sign: good.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        'refused_signature',
      ],
      ['no sign', { ...good, sign: '' }, 'refused_signature'],
      [
        'other key',
        sandboxNotification(billNo, '1200.00', {}, 'another-secret-0123456789'),
        'refused_signature',
      ],
      [
        'wrong amount',
        sandboxNotification(billNo, '0.01', { trade_no: 'T-AMOUNT' }),
        'refused_amount',
      ],
      [
        'wrong app id',
        sandboxNotification(billNo, '1200.00', { app_id: 'someone-else' }),
        'refused_app_id',
      ],
    ];
    for (const [what, fields, kind] of cases) {
      const res = await postForm(t, SANDBOX_NOTIFY, fields);
      expect(res.body, what).toBe('fail');
      const kinds = await eventKinds({ outTradeNo: billNo });
      expect(kinds.at(-1), what).toBe(kind);
    }
    const unknown = await postForm(t, SANDBOX_NOTIFY, sandboxNotification('NO-SUCH-BILL', '1.00'));
    expect(unknown.body).toBe('fail');
    expect(await eventKinds({ outTradeNo: 'NO-SUCH-BILL' })).toEqual(['refused_unknown_order']);
    const garbage = await t.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(garbage.body).toBe('fail');

    expect(await status(kid.token, order)).toBe('pending');
    expect(await paymentsOf(order.id)).toHaveLength(0);
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 0 });
    const [bill] = await db().select().from(orderBills).where(eq(orderBills.billNo, billNo));
    expect(bill).toMatchObject({ status: 'pending', tradeNo: null });
    // The genuine notification still works afterwards.
    expect((await postForm(t, SANDBOX_NOTIFY, good)).body).toBe('success');
    expect(await status(kid.token, order)).toBe('paid');
  });

  it('closes unpaid orders after 30 minutes, with their bills; idempotent; in the hourly jobs too', async () => {
    const { kid, order, billNo } = await pendingOrder();
    t.clock.advance(29 * 60_000 + 59_000);
    await runPaymentSweep(t.app.payments);
    expect(
      (await db().select().from(orderBills).where(eq(orderBills.billNo, billNo)))[0]!.status,
    ).toBe('pending');
    t.clock.advance(1_000);
    expect((await runPaymentSweep(t.app.payments)).closed).toBeGreaterThanOrEqual(1);
    expect((await runPaymentSweep(t.app.payments)).closed).toBe(0);
    expect((await runPeriodicJobs(t.app.ctx))['close unpaid orders']).toBe(0);
    expect(await status(kid.token, order)).toBe('closed');
    expect(
      (await db().select().from(orderBills).where(eq(orderBills.billNo, billNo)))[0]!.status,
    ).toBe('closed');
    const pay = await t.api(payOrder, { orderId: order.id }, { token: kid.token });
    expect(pay.body.code).toBe(2004);

    const late = await pendingOrder();
    t.clock.advance(31 * 60_000);
    expect((await runPeriodicJobs(t.app.ctx))['close unpaid orders']).toBeGreaterThanOrEqual(1);
    expect(await status(late.kid.token, late.order)).toBe('closed');
  });

  it('a payment of an order closed or cancelled meanwhile still pays it, grants, and tells the school', async () => {
    const closed = await pendingOrder();
    t.clock.advance(31 * 60_000);
    await runPaymentSweep(t.app.payments);
    expect(await status(closed.kid.token, closed.order)).toBe('closed');
    const res = await postForm(t, SANDBOX_NOTIFY, sandboxNotification(closed.billNo, '1200.00'));
    expect(res.body).toBe('success');
    expect(await status(closed.kid.token, closed.order)).toBe('paid');
    expect(await creditState(db(), closed.kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    expect(await eventKinds({ orderId: closed.order.id })).toEqual(['paid_after_close']);

    const cancelled = await pendingOrder();
    await t.api(
      changeOrderBillStatus,
      { orderId: cancelled.order.id, status: 'cancelled' },
      { token: cancelled.kid.token },
    );
    await postForm(t, SANDBOX_NOTIFY, sandboxNotification(cancelled.billNo, '1200.00'));
    expect(await status(cancelled.kid.token, cancelled.order)).toBe('paid');
    expect(await creditState(db(), cancelled.kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    expect(await eventKinds({ orderId: cancelled.order.id })).toEqual(['paid_after_close']);
  });

  it('a second payment of a paid order is recorded to refund, and grants nothing', async () => {
    const { kid, order, billNo } = await pendingOrder();
    await postForm(t, `/api/pay/sandbox/${billNo}`, { action: 'cancel' });
    const second = await t.api(payOrder, { orderId: order.id }, { token: kid.token });
    expect(
      (await postForm(t, SANDBOX_NOTIFY, sandboxNotification(second.body.data.billNo, '1200.00')))
        .body,
    ).toBe('success');
    // The family had also paid the first, declined, attempt.
    expect((await postForm(t, SANDBOX_NOTIFY, sandboxNotification(billNo, '1200.00'))).body).toBe(
      'success',
    );
    const rows = await paymentsOf(order.id);
    expect(rows.map((p) => p.granted).sort()).toEqual([false, true]);
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    expect(await eventKinds({ orderId: order.id })).toEqual([
      'declined',
      'paid',
      'duplicate_payment',
    ]);
  });
});
