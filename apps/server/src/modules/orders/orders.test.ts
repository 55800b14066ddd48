import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@school/contract/api/mall';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { fenToYuan } from '../../providers/payment/money.ts';
import {
  addProduct,
  placeOrder,
  postForm,
  SANDBOX_NOTIFY,
  sandboxNotification,
  viewOrder,
} from '../payments/testing.ts';
import {
  changeOrderBillStatus,
  createOrder,
  editOrderReview,
  listOrderBills,
  listOrderReviews,
  listOrders,
  payOrder,
  viewProduct,
} from '@school/contract/api/mall';

describe('orders', () => {
  let t: TestApp;
  let card: number;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    a = await createStudent(t.database.db, t.clock.now(), { name: 'Lucy' });
    b = await createStudent(t.database.db, t.clock.now(), { name: 'Bob' });
  });
  afterAll(() => t.close());

  /** Pays an order through the sandbox's notification (signed as the sandbox signs it). */
  async function pay(token: string, order: Order) {
    const start = await t.api(payOrder, { orderId: order.id }, { token });
    const n = sandboxNotification(start.body.data.billNo, fenToYuan(order.amount));
    expect((await postForm(t, SANDBOX_NOTIFY, n)).body).toBe('success');
  }

  it('creates a pending order priced by the server, waiting 30 minutes', async () => {
    const order = await placeOrder(t, a.token, card, 3);
    expect(order).toMatchObject({
      status: 'pending',
      quantity: 3,
      amount: 360_000,
      lessonTotal: 30,
      productSnapshot: { productId: card, name: '10节次卡', lessonCount: 10, validityDays: 180 },
      canPay: true,
      canCancel: true,
      canReview: false,
      paidAt: null,
    });
    expect(order.orderNo).toMatch(/^2026112310\d{10}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
  });

  it('the client cannot set the price: price and amount fields are refused', async () => {
    for (const extra of [{ price: 1 }, { amount: 1 }, { unitPrice: 1 }, { totalAmount: '0.01' }]) {
      const res = await t.api(
        createOrder,
        { productId: card, quantity: 1, ...extra },
        { token: a.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.message).toMatch(new RegExp(Object.keys(extra)[0]!));
    }
    for (const quantity of [0, 11, 1.5, '2'])
      expect(
        (await t.api(createOrder, { productId: card, quantity } as never, { token: a.token })).body
          .code,
      ).toBe(1001);
    const one = await placeOrder(t, a.token, card);
    expect(one).toMatchObject({ quantity: 1, amount: 120_000 });
  });

  it('refuses unknown (2001) and off-sale (2004) products, and callers without a token (1002)', async () => {
    const off = await addProduct(t, { name: '旧卡', onSale: false });
    const res = await t.api(createOrder, { productId: off }, { token: a.token });
    expect(res.body.code).toBe(2004);
    expect(res.body.message).toMatch(/旧卡.*下架/);
    const missing = await t.api(createOrder, { productId: 987654 }, { token: a.token });
    expect(missing.body.code).toBe(2001);
    const anonymous = await t.api(createOrder, { productId: card });
    expect(anonymous.body.code).toBe(1002);
  });

  it('lists the caller’s orders newest first, by status', async () => {
    const kid = await createStudent(t.database.db, t.clock.now());
    const first = await placeOrder(t, kid.token, card);
    const second = await placeOrder(t, kid.token, card, 2);
    await pay(kid.token, first);
    const all = await t.api(listOrders, undefined, { token: kid.token });
    expect(all.body.data.list.map((o) => [o.id, o.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'paid'],
    ]);
    const paid = await t.api(listOrders, { status: 'paid' }, { token: kid.token });
    expect(paid.body.data.list.map((o) => o.id)).toEqual([first.id]);
    expect(paid.body.data.list[0]).toMatchObject({
      gateway: 'sandbox',
      canPay: false,
      canReview: true,
    });
  });

  it('user B cannot see or touch A’s orders or bills (2001)', async () => {
    const order = await placeOrder(t, a.token, card);
    await t.api(payOrder, { orderId: order.id }, { token: a.token });
    const mine = await t.api(listOrderBills, { orderId: String(order.id) }, { token: a.token });
    expect(mine.body.data.total).toBe(1);

    const id = String(order.id);
    const attempts = [
      await viewOrder(t, b.token, order.id),
      await t.api(listOrderBills, { orderId: id }, { token: b.token }),
      await t.api(
        changeOrderBillStatus,
        { orderId: order.id, status: 'cancelled' },
        { token: b.token },
      ),
      await t.api(payOrder, { orderId: order.id }, { token: b.token }),
      await t.api(editOrderReview, { orderId: order.id, stars: 1 }, { token: b.token }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(2001);
    }
    const list = await t.api(listOrders, undefined, { token: b.token });
    expect(list.body.data.list.map((o) => o.id)).not.toContain(order.id);
    expect((await viewOrder(t, a.token, order.id)).body.data.status).toBe('pending');
  });

  it('cancels an unpaid order and closes its bills; again changes nothing; paid 2002; closed 2004', async () => {
    const order = await placeOrder(t, a.token, card);
    await t.api(payOrder, { orderId: order.id }, { token: a.token });
    const cancel = (orderId: number) =>
      t.api(changeOrderBillStatus, { orderId, status: 'cancelled' }, { token: a.token });
    const res = await cancel(order.id);
    expect(res.body.data).toMatchObject({ status: 'cancelled', canPay: false, canCancel: false });
    expect((await cancel(order.id)).body.data.status).toBe('cancelled');
    const bills = await t.api(listOrderBills, { orderId: String(order.id) }, { token: a.token });
    expect(bills.body.data.list.map((x) => x.status)).toEqual(['closed']);
    const payAgain = await t.api(payOrder, { orderId: order.id }, { token: a.token });
    expect(payAgain.body.code).toBe(2004);

    const paid = await placeOrder(t, a.token, card);
    await pay(a.token, paid);
    expect((await cancel(paid.id)).body.code).toBe(2002);

    const late = await placeOrder(t, a.token, card);
    t.clock.advance(30 * 60_000);
    const closed = await cancel(late.id);
    expect(closed.body.code).toBe(2004);
    expect((await viewOrder(t, a.token, late.id)).body.data.status).toBe('closed');
    expect(
      (
        await t.api(changeOrderBillStatus, { orderId: late.id, status: 'paid' } as never, {
          token: a.token,
        })
      ).body.code,
    ).toBe(1001);
  });

  it('one review per paid order, shown on the product with the rating', async () => {
    const product = await addProduct(t, { name: '评价卡' });
    const order = await placeOrder(t, a.token, product);
    const review = (stars: number, content = '') =>
      t.api(editOrderReview, { orderId: order.id, stars, content }, { token: a.token });
    expect((await review(5)).body.code).toBe(2004);
    await pay(a.token, order);
    expect((await review(6)).body.code).toBe(1001);
    // A family's text is plain text: stored and served as typed (trimmed), never read as HTML.
    const ok = await review(4, '  老师很好 <b>&</b>  ');
    expect(ok.body.data).toMatchObject({ stars: 4, authorName: 'L***' });
    const again = await Promise.all([review(5), review(3)]);
    expect(again.map((r) => r.body.code)).toEqual([2002, 2002]);

    const list = await t.api(listOrderReviews, { productId: String(product) });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ content: '老师很好 <b>&</b>', authorName: 'L***', stars: 4 }),
    ]);
    const view = await t.api(viewProduct, { id: String(product) });
    expect(view.body.data).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await viewOrder(t, a.token, order.id)).body.data).toMatchObject({
      reviewed: true,
      canReview: false,
    });
  });
});
