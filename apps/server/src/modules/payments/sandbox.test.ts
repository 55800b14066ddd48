import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import { paymentEvents } from '../../db/schema/orders.ts';
import { addProduct, deliverSandboxByInject, placeOrder, postForm, viewOrder } from './testing.ts';
import { runPaymentSweep } from './sweep.ts';
import { hasCjk, saveSchoolTexts } from '../i18n/schoolTexts.ts';
import { runNotificationWorker } from '../notifications/sender.ts';
import { listOrderBills, payOrder } from '@school/contract/api/mall';
import { listLedger, viewCredits } from '@school/contract/api/credits';
import { listMessages } from '@school/contract/api/notifications';

describe('sandbox gateway, end to end through the HTTP layer', () => {
  let t: TestApp;
  let card: number;
  let delivered: ReturnType<typeof deliverSandboxByInject>;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    delivered = deliverSandboxByInject(t);
  });
  afterAll(() => t.close());

  const pay = (token: string, orderId: number) => t.api(payOrder, { orderId }, { token });
  const credits = async (token: string) =>
    (await t.api(viewCredits, undefined, { token })).body.data;

  it('create -> pay -> confirm page -> confirm -> signed notification -> paid -> +10 credits', async () => {
    const { token } = await signIn(t, '13900000001');
    expect((await credits(token)).balance).toBe(0);
    const order = await placeOrder(t, token, card);

    const start = await pay(token, order.id);
    expect(start.body.data).toMatchObject({ orderId: order.id, gateway: 'sandbox' });
    expect(start.body.data.billNo).toBe(`${order.orderNo}01`);
    expect(start.body.data.payUrl).toBe(`/api/pay/sandbox/${start.body.data.billNo}`);
    // Paying again reuses the waiting bill.
    expect((await pay(token, order.id)).body.data.billNo).toBe(start.body.data.billNo);

    const page = await t.app.inject({ method: 'GET', url: start.body.data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('¥1,200.00');
    expect(page.body).toContain('10节次卡');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消支付');
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    const confirm = await postForm(t, start.body.data.payUrl, { action: 'pay' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.location).toBe(`/#/pages/mall/paysuccess?orderId=${order.id}`);
    await t.app.payments.gateways.sandbox.flush();
    const note = delivered.find((d) => d.fields.out_trade_no === start.body.data.billNo)!;
    expect(note.url).toMatch(/\/api\/lc_shop_service\/sandbox\/notify$/);
    expect(note.fields).toMatchObject({ total_amount: '1200.00', trade_status: 'TRADE_SUCCESS' });
    expect(note.fields.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(note.answer).toBe('success');

    const paid = (await viewOrder(t, token, order.id)).body.data;
    expect(paid).toMatchObject({
      status: 'paid',
      gateway: 'sandbox',
      canPay: false,
      canReview: true,
    });
    const after = await credits(token);
    expect(after.balance).toBe(10);
    expect(after.grants[0]).toMatchObject({ kind: 'card', name: '10节次卡', total: 10 });
    expect(Date.parse(after.grants[0]!.expiresAt) - t.clock.now().getTime()).toBe(180 * 86_400_000);

    const bills = await t.api(listOrderBills, { orderId: String(order.id) }, { token });
    expect(bills.body.data.list).toEqual([
      expect.objectContaining({
        status: 'paid',
        gateway: 'sandbox',
        tradeNo: note.fields.trade_no,
      }),
    ]);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(['paid']);

    // The page of a paid bill offers nothing to pay; confirming again changes nothing.
    const again = await postForm(t, start.body.data.payUrl, { action: 'pay' });
    expect(again.status).toBe(409);
    expect(again.body).toContain('该账单已支付');
    expect((await credits(token)).balance).toBe(10);
  });

  it('in English: the pay page, the payment message and the credit history name the card in English', async () => {
    await saveSchoolTexts(t.database.db, [{ zh: '10节次卡', en: '10-lesson card' }]);
    t.app.ctx.schoolTexts.changed();
    const { token } = await signIn(t, '13900000009');
    const order = await placeOrder(t, token, card);
    const en = { 'accept-language': 'en' };
    const start = await t.api(payOrder, { orderId: order.id }, { token, headers: en });
    expect(start.body.data.payUrl).toBe(`/api/pay/sandbox/${start.body.data.billNo}?lang=en`);
    // The browser's own Accept-Language is Chinese: the app's switch decides.
    const page = await t.app.inject({
      method: 'GET',
      url: start.body.data.payUrl,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(page.body).toContain('10-lesson card');
    expect(page.body).toContain('>Pay<');
    expect(hasCjk(page.body.replace(/font:[^;]*;/, ''))).toBe(false);
    expect((await postForm(t, start.body.data.payUrl, { action: 'pay' })).status).toBe(303);
    await t.app.payments.gateways.sandbox.flush();
    await runNotificationWorker(t.app.ctx);

    const messages = await t.api(listMessages, undefined, { token, headers: en });
    const paidMessage = messages.body.data.list.find((m) => m.title === 'Payment received');
    expect(paidMessage?.body).toContain('(10-lesson card)');
    const zh = await t.api(listMessages, undefined, { token });
    expect(zh.body.data.list.some((m) => m.body.includes('（10节次卡）'))).toBe(true);

    const ledger = await t.api(listLedger, undefined, { token, headers: en });
    expect(ledger.body.data.list.map((r) => r.note)).toEqual(['10-lesson card']);
  });

  it('declining fails the bill; the order can still be paid with a new bill', async () => {
    const { token } = await signIn(t, '13900000002');
    const order = await placeOrder(t, token, card, 2);
    const first = (await pay(token, order.id)).body.data;
    const decline = await postForm(t, first.payUrl, { action: 'cancel' });
    expect(decline.status).toBe(303);
    expect(decline.headers.location).toBe(`/#/pages/mall/paysuccess?orderId=${order.id}`);
    expect((await viewOrder(t, token, order.id)).body.data).toMatchObject({
      status: 'pending',
      canPay: true,
    });
    const second = (await pay(token, order.id)).body.data;
    expect(second.billNo).toBe(`${order.orderNo}02`);
    await postForm(t, second.payUrl, { action: 'pay' });
    await t.app.payments.gateways.sandbox.flush();
    expect((await viewOrder(t, token, order.id)).body.data.status).toBe('paid');
    expect((await credits(token)).balance).toBe(20);
    const bills = await t.api(listOrderBills, { orderId: String(order.id) }, { token });
    expect(bills.body.data.list.map((b) => b.status)).toEqual(['paid', 'failed']);
  });

  it('escapes what it shows; unknown bills get a page, not an error', async () => {
    const { token } = await signIn(t, '13900000003');
    const odd = await addProduct(t, { name: '<b>"Tom & Jerry"</b>' });
    const order = await placeOrder(t, token, odd);
    const start = (await pay(token, order.id)).body.data;
    const page = await t.app.inject({ method: 'GET', url: start.payUrl });
    expect(page.body).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;');
    expect(page.body).not.toContain('<b>"Tom');
    const missing = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/pay/result/${start.billNo}?x=1`,
    });
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(`/#/pages/mall/paysuccess?orderId=${order.id}`);
  });

  it('a lost notification is found by the trade query: on the result page’s poll and in the sweep', async () => {
    const sandbox = t.app.payments.gateways.sandbox;
    const { token } = await signIn(t, '13900000004');
    sandbox.retryDelaysMs = [0];
    sandbox.transport = async () => {
      throw new Error('connection refused');
    };
    try {
      const order = await placeOrder(t, token, card);
      const start = (await pay(token, order.id)).body.data;
      await postForm(t, start.payUrl, { action: 'pay' });
      await sandbox.flush();
      expect((await viewOrder(t, token, order.id)).body.data.status).toBe('pending');
      t.clock.advance(6_000);
      expect((await viewOrder(t, token, order.id)).body.data.status).toBe('paid');
      expect((await credits(token)).balance).toBe(10);

      const other = await placeOrder(t, token, card);
      const start2 = (await pay(token, other.id)).body.data;
      await postForm(t, start2.payUrl, { action: 'pay' });
      await sandbox.flush();
      await runPaymentSweep(t.app.payments); // too young to ask about
      expect((await viewOrder(t, token, other.id)).body.data.status).toBe('pending');
      t.clock.advance(61_000);
      expect((await runPaymentSweep(t.app.payments)).settled).toBe(1);
      expect((await viewOrder(t, token, other.id)).body.data.status).toBe('paid');
      expect((await credits(token)).balance).toBe(20);
    } finally {
      delivered = deliverSandboxByInject(t);
    }
  });
});
