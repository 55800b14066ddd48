import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent, creditState } from '../../../test/factories.ts';
import { payments } from '../../db/schema/orders.ts';
import { startFakeWechat, type FakeWechat } from '../../providers/payment/wechatFake.ts';
import { addProduct, deliverWechatByInject, placeOrder, viewOrder, wechatEnv } from './testing.ts';
import { runPaymentSweep } from './sweep.ts';
import { WECHAT_NOTIFY } from './wechatRoutes.ts';
import { listPayGateways, payOrderWechat } from '@school/contract/api/mall';

describe('WeChat Pay (API v3) against a local fake', () => {
  let fake: FakeWechat;
  let t: TestApp;
  let card: number;
  beforeAll(async () => {
    fake = await startFakeWechat();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example',
      ...wechatEnv(fake),
    });
    deliverWechatByInject(t, fake);
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const db = () => t.database.db;

  async function wechatOrder(scene: 'h5' | 'jsapi' | 'native' = 'h5') {
    const kid = await createStudent(db(), t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(payOrderWechat, { orderId: order.id, scene }, { token: kid.token });
    expect(start.body.code).toBe(0);
    return { kid, order, start: start.body.data };
  }
  const postNotify = (n: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: WECHAT_NOTIFY,
      headers: { 'content-type': 'application/json', ...n.headers },
      payload: n.body,
    });

  it('lists the gateways the school offers, and orders H5 with a signed request', async () => {
    const offered = await t.api(listPayGateways);
    expect(offered.body.data).toEqual({ gateways: ['sandbox', 'wechat'], wechatJsapi: true });
    const { start } = await wechatOrder('h5');
    expect(start.gateway).toBe('wechat');
    expect(start.payUrl).toMatch(new RegExp(`^${fake.url}/pay/h5\\?prepay_id=wx\\d+`));
    expect(new URL(start.payUrl).searchParams.get('redirect_url')).toBe(
      `https://school.example/api/pay/result/${start.billNo}`,
    );
    const trade = fake.books.trades.get(start.billNo)!;
    expect(trade).toMatchObject({
      type: 'H5',
      total: 120_000,
      notifyUrl: 'https://school.example/api/lc_shop_service/wechat/notify',
    });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.signatureOk)).toBe(true);
  });

  it('a paid trade notified 100 times in parallel grants once', async () => {
    const { kid, order, start } = await wechatOrder();
    fake.books.silent = true;
    await fake.books.pay(start.billNo);
    fake.books.silent = false;
    const n = fake.books.notification(
      'TRANSACTION.SUCCESS',
      fake.books.transactionJson(fake.books.trades.get(start.billNo)!),
      'transaction',
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => postNotify(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(204));
    expect((await viewOrder(t, kid.token, order.id)).body.data).toMatchObject({
      status: 'paid',
      gateway: 'wechat',
    });
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 10 });
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.raw).toMatchObject({ mchid: fake.mchId, trade_state: 'SUCCESS' });
  });

  it('refuses tampered, stale, foreign and wrong-amount notifications; the order stays unpaid', async () => {
    const { kid, order, start } = await wechatOrder();
    fake.books.silent = true;
    const trade = await fake.books.pay(start.billNo);
    fake.books.silent = false;
    const good = fake.books.transactionJson(trade);
    const n = (plain: object, at?: Date) =>
      fake.books.notification('TRANSACTION.SUCCESS', plain, 'transaction', at);
    const signed = n(good);
    const cases = [
      // the body changed after the platform signed it
      { ...signed, body: signed.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      { ...signed, headers: { ...signed.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } },
      { body: signed.body, headers: {} },
      n(good, new Date(Date.now() - 10 * 60_000)),
      n({ ...good, mchid: '1999999999' }),
      n({ ...good, appid: 'wx-other' }),
      n({ ...good, amount: { ...good.amount, total: 1 } }),
    ];
    for (const c of cases) {
      const res = await postNotify(c);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('pending');
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 0 });
  });

  it('the fake pay page pays and notifies; without a notification the trade query settles', async () => {
    const viaPage = await wechatOrder();
    const page = await fetch(viaPage.start.payUrl);
    expect(await page.text()).toContain('确认支付');
    const paid = await fetch(`${fake.url}/pay/h5`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        prepay_id: fake.books.trades.get(viaPage.start.billNo)!.prepayId,
        redirect_url: 'https://school.example/back',
      }),
    });
    expect(paid.status).toBe(303);
    expect(fake.books.delivered.at(-1)).toMatchObject({ kind: 'pay', status: 204 });
    expect((await viewOrder(t, viaPage.kid.token, viaPage.order.id)).body.data.status).toBe('paid');

    const missed = await wechatOrder();
    fake.books.silent = true;
    await fake.books.pay(missed.start.billNo);
    fake.books.silent = false;
    t.clock.advance(61_000);
    await runPaymentSweep(t.app.payments);
    expect((await viewOrder(t, missed.kid.token, missed.order.id)).body.data.status).toBe('paid');
    const [row] = await db().select().from(payments).where(eq(payments.orderId, missed.order.id));
    expect(row).toMatchObject({ source: 'query', gateway: 'wechat', granted: true });
    expect(
      fake.requests.some(
        (r) => r.path.includes(`/out-trade-no/${missed.start.billNo}?mchid=`) && r.signatureOk,
      ),
    ).toBe(true);
  });

  it('refunds with out_refund_no once, verifies the refund notification, and reads the bill', async () => {
    const { start } = await wechatOrder();
    await fake.books.pay(start.billNo);
    const wechat = t.app.payments.gateways.wechat!;
    wechat.refundNotifyUrl = 'https://school.example/api/lc_shop_service/wechat/refund-notify';
    const ask = {
      orderNo: start.billNo,
      refundNo: `${start.billNo}R1`,
      amountFen: 60_000,
      totalFen: 120_000,
      reason: '退一半',
    };
    const [a, b] = await Promise.all([wechat.refund(ask), wechat.refund(ask)]);
    expect(a).toMatchObject({ refundNo: ask.refundNo, status: 'processing', amountFen: 60_000 });
    expect(b.gatewayRefundNo).toBe(a.gatewayRefundNo);
    // The fake notifies in the background: wait for its delivery (a busy machine takes a while).
    await expect
      .poll(() => fake.books.delivered.filter((d) => d.kind === 'refund').at(-1)?.status)
      .toBe(204);
    expect(await wechat.queryRefund(ask.refundNo)).toMatchObject({ status: 'success' });
    expect(await wechat.queryRefund('nope')).toBeNull();
    // WeChat's signed refusal (NOT_ENOUGH: more than is left) is a final answer, not an error.
    expect(await wechat.refund({ ...ask, refundNo: 'R2', amountFen: 70_000 })).toMatchObject({
      refundNo: 'R2',
      status: 'failed',
    });
    const r = fake.books.refunds.get(ask.refundNo)!;
    const n = fake.books.notification('REFUND.SUCCESS', fake.books.refundJson(r), 'refund');
    expect(await wechat.verifyRefundNotification({ body: n.body, ...n.headers })).toMatchObject({
      ok: true,
      orderNo: start.billNo,
      refund: { refundNo: ask.refundNo, status: 'success', amountFen: 60_000 },
    });
    const forged = { body: n.body.replace('REFUND.SUCCESS', 'REFUND.ABNORMAL'), ...n.headers };
    expect(await wechat.verifyRefundNotification(forged)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });

    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const rows = await wechat.downloadBill(day);
    const mine = rows.filter((x) => x.orderNo === start.billNo);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'pay', amountFen: 120_000 }),
      expect.objectContaining({ kind: 'refund', refundNo: ask.refundNo, amountFen: 60_000 }),
    ]);
    expect(await wechat.downloadBill('2001-01-01')).toEqual([]);
  });

  it('Native shows a QR page of the signed code_url; JSAPI asks OAuth for the openid, then signs for WeixinJSBridge', async () => {
    const native = await wechatOrder('native');
    const url = new URL(native.start.payUrl);
    expect(url.pathname).toBe(`/api/pay/wechat/native/${native.start.billNo}`);
    const qr = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toContain('<svg');
    const forged = `${url.pathname}?code=weixin://wxpay/bizpayurl?pr=evil&sig=x`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const jsapi = await wechatOrder('jsapi');
    const path = new URL(jsapi.start.payUrl).pathname;
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    // WeChat's OAuth (the fake) sends the browser back with a code.
    const oauth = await fetch(first.headers.location as string, { redirect: 'manual' });
    const back = new URL(oauth.headers.get('location')!);
    expect(back.pathname).toBe('/api/pay/wechat/oauth');
    const cb = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(cb.statusCode).toBe(302);
    const cookie = String(cb.headers['set-cookie']).split(';')[0]!;
    const tampered = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}?code=CODE-x&state=${jsapi.start.billNo}.forged`,
    });
    expect(tampered.statusCode).toBe(400);
    const pagePaid = await t.app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(pagePaid.statusCode).toBe(200);
    expect(pagePaid.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const params = JSON.parse(/var d=(\{.*\});/.exec(pagePaid.body)![1]!) as {
      params: Record<string, string>;
    };
    const p = params.params;
    expect(fake.books.trades.get(jsapi.start.billNo)).toMatchObject({
      type: 'JSAPI',
      openid: fake.state.openid,
    });
    const merchantPublic = createPublicKey(fake.merchantPrivateKey);
    const msg = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(p.package).toBe(`prepay_id=${fake.books.trades.get(jsapi.start.billNo)!.prepayId}`);
    expect(
      createVerify('RSA-SHA256').update(msg).verify(merchantPublic, p.paySign!, 'base64'),
    ).toBe(true);
  });

  it('refuses answers not signed by the platform key it was given', async () => {
    const other = await startFakeWechat({
      appId: fake.appId,
      mchId: fake.mchId,
      apiV3Key: fake.apiV3Key,
      merchantPrivateKey: fake.merchantPrivateKey,
      platformSerial: fake.platformSerial,
    });
    const { WechatGateway } = await import('../../providers/payment/wechat.ts');
    const env = wechatEnv(fake);
    const g = new WechatGateway({
      appId: env.WECHAT_APP_ID,
      appSecret: '',
      mchId: env.WECHAT_MCH_ID,
      apiV3Key: env.WECHAT_API_V3_KEY,
      mchSerial: env.WECHAT_MCH_SERIAL,
      mchPrivateKey: env.WECHAT_MCH_PRIVATE_KEY,
      platformPublicKey: env.WECHAT_PLATFORM_PUBLIC_KEY,
      platformSerial: env.WECHAT_PLATFORM_SERIAL,
      gateway: other.url,
    });
    await expect(g.queryTrade('x')).rejects.toThrow(/bad_signature/);
    expect(other.requests[0]?.signatureOk).toBe(true);
    await other.close();
  });
});

describe('WeChat Pay settings', () => {
  it('needs every key once WECHAT_MCH_ID is set, and a 32-character API v3 key', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ WECHAT_MCH_ID: '1900000001' })).toThrow(
      /WECHAT_APP_ID: must be set when WeChat Pay is on/,
    );
    expect(() => loadConfig({ WECHAT_API_V3_KEY: 'short' })).toThrow(/WECHAT_API_V3_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' })).toThrow(/WECHAT_MCH_ID/);
    expect(loadConfig({}).WECHAT_MCH_ID).toBe('');
  });
});
