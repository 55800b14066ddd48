import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent, creditState } from '../../../test/factories.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';
import { startFakeWechat, type FakeWechat } from '../../providers/payment/wechatFake.ts';
import { addProduct, deliverWechatByInject, placeOrder, viewOrder, wechatEnv } from './testing.ts';
import { WECHAT_NOTIFY, WECHAT_REFUND_NOTIFY } from './wechatRoutes.ts';
import { payOrderWechat } from '@school/contract/api/mall';
import { health } from '@school/contract/api/system';

/**
 * Issue 25: a properly signed WeChat Pay notification in another currency than the order's is
 * refused and kept as a refused notification (items 9); a body over 64 kB is answered 413, as the
 * other gateways' bodies are, not 500 (item 6).
 */

describe('WeChat Pay notifications refused', () => {
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
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('a signed notification of the right amount in another currency pays nothing and is kept', async () => {
    const kid = await createStudent(db(), t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(
      payOrderWechat,
      { orderId: order.id, scene: 'h5' },
      { token: kid.token },
    );
    fake.books.silent = true;
    const trade = await fake.books.pay(start.body.data.billNo);
    fake.books.silent = false;
    const good = fake.books.transactionJson(trade);
    for (const currency of ['USD', 'HKD', '', 'cny']) {
      const n = fake.books.notification(
        'TRANSACTION.SUCCESS',
        { ...good, amount: { ...good.amount, currency, payer_currency: currency } },
        'transaction',
      );
      const res = await post(WECHAT_NOTIFY, n.body, n.headers);
      expect(res.statusCode, currency).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    // Without a currency at all (the field left out) it is not CNY either.
    const { currency: _gone, ...noCurrency } = good.amount;
    const bare = fake.books.notification(
      'TRANSACTION.SUCCESS',
      { ...good, amount: noCurrency },
      'transaction',
    );
    expect((await post(WECHAT_NOTIFY, bare.body, bare.headers)).statusCode).toBe(400);

    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('pending');
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({ ledger: 0 });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(Array(5).fill('refused_currency'));
    expect(events[0]).toMatchObject({ gateway: 'wechat', source: 'notify', amount: 120_000 });
    expect(events[0]!.detail).toMatch(/USD/);

    // The same trade in CNY still pays the order once.
    const cny = fake.books.notification('TRANSACTION.SUCCESS', good, 'transaction');
    expect((await post(WECHAT_NOTIFY, cny.body, cny.headers)).statusCode).toBe(204);
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('paid');
  });

  it('a body over 64 kB gets 413 on both notification addresses, and the server answers on', async () => {
    const big = JSON.stringify({ event_type: 'TRANSACTION.SUCCESS', pad: 'x'.repeat(70 * 1024) });
    for (const url of [WECHAT_NOTIFY, WECHAT_REFUND_NOTIFY]) {
      const res = await post(url, big);
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    // Just under the limit it is read, and refused as unsigned (400), not as too large.
    const under = JSON.stringify({ pad: 'x'.repeat(60 * 1024) });
    expect((await post(WECHAT_NOTIFY, under)).statusCode).toBe(400);
    expect((await t.api(health)).status).toBe(200);
  });
});
