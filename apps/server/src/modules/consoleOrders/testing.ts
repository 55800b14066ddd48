import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { creditLedger } from '../../db/schema/credits.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { placeOrder, postForm } from '../payments/testing.ts';
import { payOrder } from '@school/contract/api/mall';
import { refundAdminOrder } from '@school/contract/api/admin/orders';

export { alipayEnv, deliverWechatByInject, wechatEnv } from '../payments/testing.ts';

/** Test helpers of the console's orders and refunds (never imported by the server itself). */

/** An order paid through the sandbox's own page (its trade booked, as a refund needs). */
export async function paidSandboxOrder(t: TestApp, token: string, productId: number) {
  const order = await placeOrder(t, token, productId);
  const start = await t.api(payOrder, { orderId: order.id }, { token });
  if (start.body.code !== 0) throw new Error(`order/pay: ${JSON.stringify(start.body)}`);
  await postForm(t, start.body.data.payUrl, { action: 'pay' });
  await t.app.payments.gateways.sandbox.flush();
  return order;
}

export function askRefund(
  t: TestApp,
  token: string,
  body: {
    orderId: number;
    amount: number;
    reason?: string;
    override?: boolean;
    requestKey?: string;
  },
) {
  return t.api(
    refundAdminOrder,
    { reason: '家长申请退款', requestKey: randomUUID(), ...body },
    { token },
  );
}

export const refundsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

export const ledgerOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

export const auditOf = (t: TestApp, entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .then((rows) => rows.filter((r) => r.entity === entity));
