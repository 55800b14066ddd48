import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InputOf } from '@school/contract/endpoint';
import { payOrderAlipay, payOrderWechat } from '@school/contract/api/mall';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/reconciliation.ts';
import { startFakeAlipay, type FakeAlipay } from '../../providers/payment/alipayFake.ts';
import { parseAlipayBill } from '../../providers/payment/alipayBill.ts';
import { startFakeWechat, type FakeWechat } from '../../providers/payment/wechatFake.ts';
import {
  ALIPAY_NOTIFY,
  addProduct,
  alipayEnv,
  deliverWechatByInject,
  placeOrder,
  postForm,
  wechatEnv,
} from './testing.ts';
import { reconcileDueDays } from './reconciliationService.ts';

/**
 * The bills of the Alipay and WeChat fakes, fetched and read by the real gateways (Alipay: the
 * signed address answer, then a zip of GBK CSV files; WeChat: the signed tradebill answer, then
 * the file with its hash), and reconciled with what the school recorded.
 */
describe('reconciliation against the Alipay and WeChat fakes', () => {
  let alipay: FakeAlipay;
  let wechat: FakeWechat;
  let t: TestApp;
  let card: number;
  beforeAll(async () => {
    alipay = await startFakeAlipay();
    wechat = await startFakeWechat();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example',
      ...alipayEnv(alipay),
      ...wechatEnv(wechat),
    });
    deliverWechatByInject(t, wechat);
    card = await addProduct(t, { price: 120_000, lessonCount: 10 });
  });
  afterAll(async () => {
    await t.close();
    await alipay.close();
    await wechat.close();
  });
  const db = () => t.database.db;
  const runOf = async (gateway: 'alipay' | 'wechat', day: string) =>
    (
      await db()
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.gateway, gateway), eq(reconciliationRuns.day, day)))
    )[0]!;
  const diffsOf = (runId: number) =>
    db().select().from(reconciliationDifferences).where(eq(reconciliationDifferences.runId, runId));

  async function startAt<E extends typeof payOrderAlipay | typeof payOrderWechat>(
    endpoint: E,
    body: Omit<InputOf<E>, 'orderId'>,
  ) {
    const kid = await createStudent(db(), t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(endpoint, { orderId: order.id, ...body } as InputOf<E>, {
      token: kid.token,
    });
    expect(start.body.code).toBe(0);
    return start.body.data;
  }

  it('reads Alipay’s zipped GBK bill and the WeChat trade bill; matching days have no difference', async () => {
    t.clock.set('2026-11-23T02:00:00Z');
    // Alipay: the family pays at the cashier; the notification settles it.
    const a = await startAt(payOrderAlipay, {});
    const trade = alipay.pay(a.billNo, '1200.00');
    expect((await postForm(t, ALIPAY_NOTIFY, alipay.notification(trade))).body).toBe('success');
    alipay.billRows.push({
      kind: 'pay',
      orderNo: a.billNo,
      amountFen: 120_000,
      gatewayTradeNo: trade.tradeNo,
      at: t.clock.now(),
    });
    // WeChat: H5 pay, notified; the fake's trade time is set to the test's clock.
    const w = await startAt(payOrderWechat, { scene: 'h5' });
    await wechat.books.pay(w.billNo);
    wechat.books.trades.get(w.billNo)!.paidAt = t.clock.now();

    t.clock.set('2026-11-24T03:00:00Z');
    await reconcileDueDays(t.app.payments);
    expect(alipay.bills.downloads).toBe(7);
    expect(
      alipay.requests.filter((r) => r.method.includes('bill')).every((r) => r.signatureOk),
    ).toBe(true);
    for (const gateway of ['alipay', 'wechat'] as const) {
      const run = await runOf(gateway, '2026-11-23');
      expect(run, gateway).toMatchObject({
        status: 'matched',
        gatewayPayCount: 1,
        gatewayPayAmount: 120_000,
        schoolPayCount: 1,
        differenceCount: 0,
      });
    }
  });

  it('a refund on Alipay’s bill the school never made is a difference', async () => {
    t.clock.set('2026-11-24T04:00:00Z');
    alipay.billRows.push({
      kind: 'refund',
      orderNo: 'T-NOT-OURS',
      refundNo: 'RF-NOT-OURS',
      amountFen: 3_000,
      gatewayTradeNo: '2026112422001000000001',
      at: t.clock.now(),
    });
    t.clock.set('2026-11-25T03:00:00Z');
    await reconcileDueDays(t.app.payments);
    const run = await runOf('alipay', '2026-11-24');
    expect(run.status).toBe('differences');
    expect(await diffsOf(run.id)).toEqual([
      expect.objectContaining({
        kind: 'missing_school',
        itemKind: 'refund',
        refundNo: 'RF-NOT-OURS',
        gatewayAmount: 3_000,
      }),
    ]);
  });

  it('a bill not made yet fails the day, which is tried again later and then compared', async () => {
    alipay.bills.notReady = true;
    t.clock.set('2026-11-26T03:00:00Z');
    await reconcileDueDays(t.app.payments);
    const failed = await runOf('alipay', '2026-11-25');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/bill_not_exist/);
    expect((await runOf('wechat', '2026-11-25')).status).toBe('matched');
    // Not again at once (every copy runs the job): after the retry time.
    alipay.bills.notReady = false;
    t.clock.advance(10 * 60_000);
    expect(await reconcileDueDays(t.app.payments)).toBe(0);
    t.clock.advance(30 * 60_000);
    expect(await reconcileDueDays(t.app.payments)).toBe(1);
    expect(await runOf('alipay', '2026-11-25')).toMatchObject({
      status: 'matched',
      error: '',
      attempts: 2,
    });
  });

  it('parses what Alipay writes: negative refunds, trailing tabs, comment lines', () => {
    const text = [
      '#支付宝业务明细查询',
      '#账号：[2088000000000000]',
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
      '2026112422001400001\t,T2026112400001\t,交易,10节次卡,2026-11-24 10:00:00,2026-11-24 10:00:05,,,,,a***@b.com,1200.00,1200.00,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,,-7.20,0.00,',
      '2026112422001400001\t,T2026112400001\t,退款,10节次卡,2026-11-24 12:00:00,2026-11-24 12:00:01,,,,,a***@b.com,-600.00,-600.00,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,RF1\t,3.60,0.00,',
      '#-----------------------------------------业务明细列表结束------------------------------------',
      '#交易合计：1笔',
    ].join('\r\n');
    expect(parseAlipayBill(text)).toEqual([
      {
        kind: 'pay',
        orderNo: 'T2026112400001',
        gatewayTradeNo: '2026112422001400001',
        amountFen: 120_000,
        at: new Date('2026-11-24T02:00:05Z'),
      },
      {
        kind: 'refund',
        orderNo: 'T2026112400001',
        gatewayTradeNo: '2026112422001400001',
        refundNo: 'RF1',
        amountFen: 60_000,
        at: new Date('2026-11-24T04:00:01Z'),
      },
    ]);
  });
});
