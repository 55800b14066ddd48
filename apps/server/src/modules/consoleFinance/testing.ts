import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { orderBills, orders, payments } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { postForm, placeOrder } from '../payments/testing.ts';
import { payOrder } from '@school/contract/api/mall';

/**
 * Test helpers of the finance area (never imported by the server): paying an order through the
 * sandbox as a family does (its confirm page books the sandbox's trade, then the notification
 * settles it), and a refund row as the refunds module leaves one that went through.
 */

/** Pays an order at the test clock's time; returns the order, its bill and the payment. */
export async function payWithSandbox(t: TestApp, token: string, productId: number) {
  const order = await placeOrder(t, token, productId);
  const start = await t.api(payOrder, { orderId: order.id }, { token });
  if (start.body.code !== 0) throw new Error(`order/pay: ${JSON.stringify(start.body)}`);
  await postForm(t, start.body.data.payUrl, { action: 'pay' });
  await t.app.payments.gateways.sandbox.flush();
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if (!payment) throw new Error(`order ${order.id} was not paid`);
  return { order, billNo: start.body.data.billNo, payment };
}

/** Starts paying an order without finishing: a pending bill the gateway never took money for. */
export async function startSandboxBill(t: TestApp, token: string, productId: number) {
  const order = await placeOrder(t, token, productId);
  const start = await t.api(payOrder, { orderId: order.id }, { token });
  return { order, billNo: start.body.data.billNo };
}

let next = 0;

/**
 * A refund of a paid order whose money went back at `at` (status succeeded), with its credits
 * out of the order's grant, as the refunds module records one.
 */
export async function recordRefund(
  t: TestApp,
  orderId: number,
  r: { amount: number; credits: number; at: Date; status?: 'succeeded' | 'processing' },
) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const [bill] = await db.select().from(orderBills).where(eq(orderBills.id, payment!.billId));
  const [grant] = await db
    .select()
    .from(creditGrants)
    .where(eq(creditGrants.sourceOrderId, orderId));
  const refundNo = `RF${order!.orderNo}${++next}`;
  const status = r.status ?? 'succeeded';
  await db.insert(refunds).values({
    refundNo,
    orderId,
    billId: bill!.id,
    paymentId: payment!.id,
    userId: order!.userId,
    gateway: payment!.gateway,
    amount: r.amount,
    credits: r.credits,
    grantId: grant?.id ?? null,
    reason: 'test',
    capAmount: order!.amount,
    requestKey: refundNo,
    staffId: 1,
    staffName: 'finance',
    staffRole: 'finance',
    status,
    nextAttemptAt: r.at,
    createdAt: r.at,
    updatedAt: r.at,
    succeededAt: status === 'succeeded' ? r.at : null,
  });
  if (grant && r.credits > 0)
    await db
      .update(creditGrants)
      .set({ remaining: grant.remaining - r.credits })
      .where(eq(creditGrants.id, grant.id));
  return { refundNo, billNo: bill!.billNo, tradeNo: payment!.tradeNo };
}
