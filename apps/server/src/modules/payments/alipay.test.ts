import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { createStudent, creditState } from '../../../test/factories.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';
import { startFakeAlipay, type FakeAlipay } from '../../providers/payment/alipayFake.ts';
import {
  addProduct,
  ALIPAY_NOTIFY,
  alipayEnv,
  placeOrder,
  postForm,
  SANDBOX_NOTIFY,
  sandboxNotification,
  viewOrder,
} from './testing.ts';
import { runPaymentSweep } from './sweep.ts';
import { payOrder, payOrderAlipay } from '@school/contract/api/mall';

describe('Alipay (H5) against a local fake gateway', () => {
  let fake: FakeAlipay;
  let t: TestApp;
  let card: number;
  beforeAll(async () => {
    fake = await startFakeAlipay();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example/',
      ...alipayEnv(fake),
    });
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function alipayOrder() {
    const kid = await createStudent(t.database.db, t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(payOrderAlipay, { orderId: order.id }, { token: kid.token });
    expect(start.body.code).toBe(0);
    return { kid, order, start: start.body.data };
  }
  const db = () => t.database.db;

  it('makes a signed alipay.trade.wap.pay address for the bill', async () => {
    const { order, start } = await alipayOrder();
    expect(start.gateway).toBe('alipay');
    expect(start.payUrl.startsWith(`${fake.gatewayUrl}?`)).toBe(true);
    const { params, biz, signatureOk } = fake.readPayUrl(start.payUrl);
    expect(signatureOk).toBe(true);
    expect(params).toMatchObject({
      app_id: fake.appId,
      method: 'alipay.trade.wap.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: 'https://school.example/api/lc_shop_service/alipay/notify',
      return_url: `https://school.example/api/pay/result/${start.billNo}`,
    });
    expect(biz).toMatchObject({
      out_trade_no: start.billNo,
      total_amount: '1200.00',
      subject: '10节次卡',
      product_code: 'QUICK_WAP_WAY',
      // The order's expiry in Beijing time: Alipay stops taking money when the order closes.
      time_expire: new Date(Date.parse(order.expiresAt) + 8 * 3600_000)
        .toISOString()
        .replace('T', ' ')
        .slice(0, 19),
    });
  });

  it('a verified notification pays the order once; repeats answer success', async () => {
    const { kid, order, start } = await alipayOrder();
    const trade = fake.pay(start.billNo, '1200.00');
    const n = fake.notification(trade);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postForm(t, ALIPAY_NOTIFY, n)),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(20).fill('success'));
    expect(answers[0]!.headers['content-type']).toMatch(/^text\/plain/);
    expect((await viewOrder(t, kid.token, order.id)).body.data).toMatchObject({
      status: 'paid',
      gateway: 'alipay',
    });
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    // TRADE_FINISHED of the same trade later: same trade number, nothing more.
    const finished = fake.notification({ ...trade }, { trade_status: 'TRADE_FINISHED' });
    expect((await postForm(t, ALIPAY_NOTIFY, finished)).body).toBe('success');
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(
      1,
    );
  });

  it('refuses a tampered signature, a wrong amount and a wrong app id; the order stays unpaid', async () => {
    const { kid, order, start } = await alipayOrder();
    const trade = fake.pay(start.billNo, '1200.00');
    const good = fake.notification(trade);
    const refused: [string, Record<string, string>, string][] = [
      ['tampered', { ...good, total_amount: '0.01' }, 'refused_signature'],
      [
        're-signed by the app, not Alipay',
        { ...good, sign: good.sign.slice(4) + good.sign.slice(0, 4) },
        'refused_signature',
      ],
      ['wrong amount', fake.notification({ ...trade, totalAmount: '1199.99' }), 'refused_amount'],
      ['wrong app id', fake.notification(trade, { app_id: '2021009999999999' }), 'refused_app_id'],
    ];
    for (const [what, fields, kind] of refused) {
      expect((await postForm(t, ALIPAY_NOTIFY, fields)).body, what).toBe('fail');
      const events = await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outTradeNo, start.billNo));
      expect(events.at(-1)?.kind, what).toBe(kind);
    }
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('pending');
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 0 });
    // A trade still waiting at the cashier is acknowledged and changes nothing.
    const waiting = fake.notification({ ...trade, status: 'WAIT_BUYER_PAY' });
    expect((await postForm(t, ALIPAY_NOTIFY, waiting)).body).toBe('success');
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('pending');
  });

  it('without a notification, the trade query (signed answers) settles it: on poll and in the sweep', async () => {
    const polled = await alipayOrder();
    fake.pay(polled.start.billNo, '1200.00');
    t.clock.advance(6_000);
    expect((await viewOrder(t, polled.kid.token, polled.order.id)).body.data.status).toBe('paid');
    const query = fake.requests.find(
      (r) =>
        r.method === 'alipay.trade.query' && r.params.biz_content?.includes(polled.start.billNo),
    );
    expect(query?.signatureOk).toBe(true);

    const swept = await alipayOrder();
    const unpaid = await alipayOrder();
    fake.pay(swept.start.billNo, '1200.00');
    fake.setQueryDown(true);
    t.clock.advance(61_000);
    await runPaymentSweep(t.app.payments); // gateway unreachable: logged, asked again later
    expect((await viewOrder(t, swept.kid.token, swept.order.id)).body.data.status).toBe('pending');
    fake.setQueryDown(false);
    t.clock.advance(61_000);
    await runPaymentSweep(t.app.payments);
    expect((await viewOrder(t, swept.kid.token, swept.order.id)).body.data.status).toBe('paid');
    expect(await creditState(db(), swept.kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    expect((await viewOrder(t, unpaid.kid.token, unpaid.order.id)).body.data.status).toBe(
      'pending',
    );
    const [row] = await db().select().from(payments).where(eq(payments.orderId, swept.order.id));
    expect(row).toMatchObject({ source: 'query', gateway: 'alipay', granted: true });
  });

  it('PAYMENT_PROVIDER=alipay makes order/pay use Alipay; it needs the keys, and readable ones', async () => {
    const env = {
      JOBS_ENABLED: 'false',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: fake.appId,
      ALIPAY_PRIVATE_KEY: fake.appPrivateKey,
      ALIPAY_PUBLIC_KEY: fake.alipayPublicKey,
      ALIPAY_GATEWAY: fake.gatewayUrl,
    };
    const viaAlipay = await createTestApp(env, { database: t.database });
    try {
      const kid = await createStudent(t.database.db, viaAlipay.clock.now());
      const order = await placeOrder(viaAlipay, kid.token, card);
      const res = await viaAlipay.api(payOrder, { orderId: order.id }, { token: kid.token });
      expect(res.body.data.gateway).toBe('alipay');
      expect(fake.readPayUrl(res.body.data.payUrl).signatureOk).toBe(true);
      // The sandbox takes nothing while a real gateway is configured.
      const forged = sandboxNotification(res.body.data.billNo, '1200.00');
      expect((await postForm(viaAlipay, SANDBOX_NOTIFY, forged)).body).toBe('fail');
      const page = await viaAlipay.app.inject({
        method: 'GET',
        url: `/api/pay/sandbox/${res.body.data.billNo}`,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await viaAlipay.app.close();
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID: must be set/);
    await expect(
      createTestApp({ ...env, ALIPAY_PRIVATE_KEY: 'not a key' }, { database: t.database }),
    ).rejects.toThrow(/ALIPAY_PRIVATE_KEY/);
  });

  it('answers 2004 when Alipay is not set up', async () => {
    const plain = await createTestApp({ JOBS_ENABLED: 'false' }, { database: t.database });
    try {
      const kid = await createStudent(t.database.db, plain.clock.now());
      const order = await placeOrder(plain, kid.token, card);
      const res = await plain.api(payOrderAlipay, { orderId: order.id }, { token: kid.token });
      expect(res.body.code).toBe(2004);
      expect(res.body.message).toMatch(/支付宝支付未开通/);
      expect((await postForm(plain, ALIPAY_NOTIFY, { a: 'b' })).body).toBe('fail');
    } finally {
      await plain.app.close();
    }
  });
});
