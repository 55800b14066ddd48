import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { startFakeAlipay, type FakeAlipay } from '../../providers/payment/alipayFake.ts';
import { startFakeWechat, type FakeWechat } from '../../providers/payment/wechatFake.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { addProduct, ALIPAY_NOTIFY, placeOrder, postForm, viewOrder } from '../payments/testing.ts';
import { runPaymentSweep } from '../payments/sweep.ts';
import {
  alipayEnv,
  askRefund,
  deliverWechatByInject,
  ledgerOf,
  refundsOf,
  wechatEnv,
} from './testing.ts';
import { viewCredits } from '@school/contract/api/credits';
import { payOrderAlipay, payOrderWechat } from '@school/contract/api/mall';

/**
 * Refunds through the real gateways' protocols, against their local fakes: WeChat Pay (refund
 * with out_refund_no, then its signed, encrypted refund notification) and Alipay
 * (alipay.trade.refund with out_request_no). Each fake can lose an answer or refuse.
 */

const balanceOf = async (t: TestApp, token: string) =>
  (await t.api(viewCredits, undefined, { token })).body.data.balance;

describe('refunds through WeChat Pay (fake)', () => {
  let fake: FakeWechat;
  let t: TestApp;
  let card: number;
  let finance: string;
  beforeAll(async () => {
    fake = await startFakeWechat();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example',
      ...wechatEnv(fake),
    });
    deliverWechatByInject(t, fake);
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    finance = (await quickStaffToken(t, 'finance')).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paidOrder() {
    const kid = await createStudent(t.database.db, t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(
      payOrderWechat,
      { orderId: order.id, scene: 'h5' },
      { token: kid.token },
    );
    await fake.books.pay(start.body.data.billNo);
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('paid');
    return { kid, order, billNo: start.body.data.billNo };
  }

  it('refunds half: processing, then WeChat’s refund notification makes it succeeded', async () => {
    const { kid, order, billNo } = await paidOrder();
    const res = await askRefund(t, finance, { orderId: order.id, amount: 60_000 });
    // WeChat answers PROCESSING; its notification may already have come when the call answers.
    expect(['processing', 'succeeded']).toContain(res.body.data.status);
    expect(res.body.data.credits).toBe(5);
    await expect.poll(async () => (await refundsOf(t, order.id))[0]?.status).toBe('succeeded');
    expect(fake.books.delivered.filter((d) => d.kind === 'refund').at(-1)?.status).toBe(204);
    const [r] = await refundsOf(t, order.id);
    expect(r!.gatewayRefundNo).toBe(fake.books.refunds.get(r!.refundNo)!.refundId);
    expect(fake.books.refunds.get(r!.refundNo)).toMatchObject({
      outTradeNo: billNo,
      refund: 60_000,
      total: 120_000,
      notifyUrl: 'https://school.example/api/lc_shop_service/wechat/refund-notify',
    });
    expect(await balanceOf(t, kid.token)).toBe(5);
  });

  it('an answer lost in time-out: asked again with the same out_refund_no, refunded once', async () => {
    const { kid, order, billNo } = await paidOrder();
    fake.state.lostRefundAnswers = 1;
    fake.books.silent = true; // no notification: only the sweep's query can learn the result
    const res = await askRefund(t, finance, { orderId: order.id, amount: 120_000 });
    fake.books.silent = false;
    expect(res.body.data).toMatchObject({ status: 'pending', attempts: 1 });
    // WeChat finished the refund on its side; nobody told the school.
    await expect
      .poll(() => [...fake.books.refunds.values()].find((x) => x.outTradeNo === billNo)?.status)
      .toBe('SUCCESS');
    // Not due yet: nothing asked.
    await runPaymentSweep(t.app.payments);
    expect((await refundsOf(t, order.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(31_000);
    await runPaymentSweep(t.app.payments);
    const [r] = await refundsOf(t, order.id);
    expect(r).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(
      [...fake.books.refunds.values()].filter((x) => x.outRefundNo === r!.refundNo),
    ).toHaveLength(1);
    expect(fake.books.refundedOf(r!.refundNo.slice(0, -3) + '01')).toBe(120_000);
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('refunded');
  });

  it('WeChat refuses (ABNORMAL, notified): the credits come back', async () => {
    const { kid, order } = await paidOrder();
    fake.books.refundOutcome = 'ABNORMAL';
    const res = await askRefund(t, finance, { orderId: order.id, amount: 36_000 });
    expect(['processing', 'failed']).toContain(res.body.data.status);
    expect(res.body.data.credits).toBe(3);
    await expect.poll(async () => (await refundsOf(t, order.id))[0]?.status).toBe('failed');
    fake.books.refundOutcome = 'SUCCESS';
    expect(await balanceOf(t, kid.token)).toBe(10);
    expect((await ledgerOf(t, kid.id)).map((l) => l.reason)).toEqual([
      'grant',
      'refund',
      'refund_failed',
    ]);
  });
});

describe('refunds through Alipay (fake)', () => {
  let fake: FakeAlipay;
  let t: TestApp;
  let card: number;
  let finance: string;
  beforeAll(async () => {
    fake = await startFakeAlipay();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example/',
      ...alipayEnv(fake),
    });
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    finance = (await quickStaffToken(t, 'finance')).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paidOrder() {
    const kid = await createStudent(t.database.db, t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(payOrderAlipay, { orderId: order.id }, { token: kid.token });
    const trade = fake.pay(start.body.data.billNo, '1200.00');
    const note = await postForm(t, ALIPAY_NOTIFY, fake.notification(trade));
    expect(note.body).toBe('success');
    return { kid, order, billNo: start.body.data.billNo };
  }
  const refundCalls = () => fake.requests.filter((r) => r.method === 'alipay.trade.refund');

  it('alipay.trade.refund with out_request_no, signed both ways; the answer lost once, refunded once', async () => {
    const { kid, order, billNo } = await paidOrder();
    fake.refundFaults.lostAnswers = 1;
    const before = refundCalls().length;
    const res = await askRefund(t, finance, { orderId: order.id, amount: 60_000 });
    expect(res.body.data).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(31_000);
    await runPaymentSweep(t.app.payments);
    const [r] = await refundsOf(t, order.id);
    expect(r).toMatchObject({ status: 'succeeded', attempts: 2 });
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(2);
    for (const c of calls) {
      expect(c.signatureOk).toBe(true);
      expect(JSON.parse(c.params.biz_content!)).toMatchObject({
        out_trade_no: billNo,
        out_request_no: r!.refundNo,
        refund_amount: '600.00',
      });
    }
    expect([...fake.refunds.keys()].filter((k) => k === r!.refundNo)).toHaveLength(1);
    expect(await balanceOf(t, kid.token)).toBe(5);
  });

  it('Alipay refuses: the refund fails and the credits come back', async () => {
    const { kid, order } = await paidOrder();
    fake.refundFaults.refuse = true;
    const res = await askRefund(t, finance, { orderId: order.id, amount: 120_000 });
    fake.refundFaults.refuse = false;
    expect(res.body.data).toMatchObject({ status: 'failed', credits: 10 });
    expect(await balanceOf(t, kid.token)).toBe(10);
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('paid');
  });
});
