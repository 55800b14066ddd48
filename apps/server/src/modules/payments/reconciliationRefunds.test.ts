import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, dateInZone } from '@school/contract/helpers/time';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/reconciliation.ts';
import { startFakeAlipay, type FakeAlipay } from '../../providers/payment/alipayFake.ts';
import { askRefund, paidSandboxOrder, refundsOf } from '../consoleOrders/testing.ts';
import { quickStaffToken } from '../staff/testing.ts';
import {
  ALIPAY_NOTIFY,
  addProduct,
  deliverSandboxByInject,
  placeOrder,
  postForm,
} from './testing.ts';
import { reconcileDueDays } from './reconciliationService.ts';
import { payOrderAlipay } from '@school/contract/api/mall';

/**
 * Refunds made in the console (the refunds module's real flow) appear on the gateway's bill of
 * their day, the sandbox's and the Alipay fake's, and reconcile without a difference. The
 * gateways stamp refunds with their own clock, so the test's clock is set to the real time.
 */
describe('refunds made in the console reconcile with the gateways’ bills', () => {
  let alipay: FakeAlipay;
  let t: TestApp;
  let card: number;
  let finance: string;
  beforeAll(async () => {
    alipay = await startFakeAlipay();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example',
      ALIPAY_APP_ID: alipay.appId,
      ALIPAY_PRIVATE_KEY: alipay.appPrivateKey.replace(/\n/g, '\\n'),
      ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey.replace(/-----[^-]+-----|\s/g, ''),
      ALIPAY_GATEWAY: alipay.gatewayUrl,
    });
    deliverSandboxByInject(t);
    card = await addProduct(t, { price: 120_000, lessonCount: 10 });
  });
  afterAll(async () => {
    await t.close();
    await alipay.close();
  });

  it('a sandbox refund and an Alipay refund, each on its bill: no difference', async () => {
    t.clock.set(new Date());
    finance = (await quickStaffToken(t, 'finance')).token;
    const day = dateInZone(t.clock.now(), 'Asia/Shanghai');
    const kid = await createStudent(t.database.db, t.clock.now());
    // Sandbox: paid on its page, half refunded in the console.
    const s = await paidSandboxOrder(t, kid.token, card);
    expect((await askRefund(t, finance, { orderId: s.id, amount: 60_000 })).body.code).toBe(0);
    // Alipay: paid at the fake's cashier, a quarter refunded in the console.
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(payOrderAlipay, { orderId: order.id }, { token: kid.token });
    const trade = alipay.pay(start.body.data.billNo, '1200.00');
    expect((await postForm(t, ALIPAY_NOTIFY, alipay.notification(trade))).body).toBe('success');
    alipay.billRows.push({
      kind: 'pay',
      orderNo: trade.outTradeNo,
      amountFen: 120_000,
      gatewayTradeNo: trade.tradeNo,
      at: t.clock.now(),
    });
    expect((await askRefund(t, finance, { orderId: order.id, amount: 30_000 })).body.code).toBe(0);
    for (const id of [s.id, order.id])
      expect((await refundsOf(t, id)).map((r) => r.status)).toEqual(['succeeded']);

    t.clock.set(`${addDays(day, 1)}T03:00:00Z`);
    await reconcileDueDays(t.app.payments);
    for (const gateway of ['sandbox', 'alipay'] as const) {
      const [run] = await t.database.db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.gateway, gateway), eq(reconciliationRuns.day, day)));
      const diffs = await t.database.db
        .select()
        .from(reconciliationDifferences)
        .where(eq(reconciliationDifferences.runId, run!.id));
      expect(diffs, gateway).toEqual([]);
      expect(run, gateway).toMatchObject({
        status: 'matched',
        gatewayPayCount: 1,
        gatewayRefundCount: 1,
        schoolRefundCount: 1,
        gatewayRefundAmount: gateway === 'sandbox' ? 60_000 : 30_000,
      });
    }
  });
});
