import type { AdminRefund, refundAdminOrderInput } from '@school/contract/api/admin/orders';
import type { OutputOf } from '@school/contract/endpoint';
import type { viewAdminOrder } from '@school/contract/api/admin/orders';
import type { z } from 'zod';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import * as adminOrders from '../orders/consoleService.ts';
import * as refunds from '../payments/refundService.ts';
import { billsOfOrder, type Payments } from '../payments/service.ts';

/**
 * The console's orders area (docs/design/console.md §7, docs/design/money.md §8): the orders list and one order with its bills and
 * refunds, and the refund itself: recorded with the credits leaving the grant and its audit rows
 * in ONE transaction, then the gateway asked outside it (the payment sweep asks again while it
 * stays unanswered).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminRefund(r: refunds.RefundRow): AdminRefund {
  return {
    id: r.id,
    refundNo: r.refundNo,
    orderId: r.orderId,
    gateway: r.gateway,
    amount: r.amount,
    credits: r.credits,
    reason: r.reason,
    status: r.status,
    capAmount: r.capAmount,
    override: r.override,
    staffName: r.staffName,
    staffRole: r.staffRole as AdminRefund['staffRole'],
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    succeededAt: iso(r.succeededAt),
    failedAt: iso(r.failedAt),
  };
}

export const listOrders = (p: Payments, input: adminOrders.AdminOrderFilter) =>
  adminOrders.pageAdminOrders(p.ctx.db, input, p.ctx.config.TIME_ZONE);

export async function viewOrder(p: Payments, id: number): Promise<OutputOf<typeof viewAdminOrder>> {
  const { db } = p.ctx;
  const row = await adminOrders.findAdminOrder(db, id);
  const [bills, made, limits] = await Promise.all([
    billsOfOrder(db, id),
    refunds.refundsOfOrder(db, id),
    refunds.refundLimitsOf(db, row, p.ctx.clock.now()),
  ]);
  return {
    order: {
      ...adminOrders.toAdminOrder(row),
      lessonTotal: row.productSnapshot.lessonCount * row.quantity,
      unitPrice: row.unitPrice,
    },
    bills: bills.map((b) => ({
      id: b.id,
      billNo: b.billNo,
      gateway: b.gateway,
      status: b.status,
      amount: b.amount,
      tradeNo: b.tradeNo,
      createdAt: b.createdAt.toISOString(),
      paidAt: iso(b.paidAt),
    })),
    refunds: made.map(toAdminRefund),
    limits: limits && limits.ownerMax > 0 ? limits : null,
  };
}

/**
 * A refund asked in the console. A repeat of the same request (its key) answers the refund it
 * made, with no second audit row and no second refund.
 */
export async function refundOrder(
  p: Payments,
  actor: StaffActor,
  input: z.output<typeof refundAdminOrderInput>,
  origin?: string,
): Promise<AdminRefund> {
  const { ctx } = p;
  const now = ctx.clock.now();
  const made = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const r = await refunds.recordRefund(
      tx,
      { ...input, staff: { staffId: actor.staffId, name: actor.name, role: actor.role } },
      now,
    );
    if (!r.created) return r;
    const f = r.refund;
    await audit(
      {
        action: 'refund.create',
        entity: 'refund',
        entityId: f.id,
        after: {
          refundNo: f.refundNo,
          orderNo: r.order.orderNo,
          amount: f.amount,
          credits: f.credits,
          reason: f.reason,
          capAmount: f.capAmount,
          override: f.override,
          gateway: f.gateway,
        },
      },
      now,
    );
    await audit(
      {
        action: 'order.refund',
        entity: 'order',
        entityId: r.order.id,
        before: { status: r.order.status, refundedAmount: r.order.refundedAmount },
        after: { status: r.order.status, refundedAmount: r.order.refundedAmount + f.amount },
      },
      now,
    );
    return r;
  });
  await refunds.sendRefund(p, made.refund.id, origin);
  const after = await refunds.findRefund(ctx.db, made.refund.id);
  return toAdminRefund(after ?? made.refund);
}
