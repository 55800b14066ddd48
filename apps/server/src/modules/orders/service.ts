import type { OutputOf } from '@school/contract/endpoint';
import type { Gateway, listOrders, Order, OrderStatus } from '@school/contract/api/mall';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import * as catalog from '../catalog/service.ts';
import {
  cancelOutcome,
  isExpired,
  isPayable,
  orderAmount,
  orderExpiry,
  orderNumber,
  payProblem,
} from './rules.ts';
import * as repo from './repository.ts';

/**
 * Orders. The functions taking `db` run inside the caller's transaction (the payments module:
 * paying, cancelling, settling); they never open one themselves.
 */

export type OrderRow = repo.OrderRow;

export const orderNotFound = () => notFound('订单不存在', 'No such order');

export function toOrder(r: repo.OrderWithReview, now: Date): Order {
  const expired = isExpired(r, now);
  const status = expired ? 'closed' : r.status;
  const s = r.productSnapshot;
  return {
    id: r.id,
    orderNo: r.orderNo,
    status,
    productSnapshot: s,
    quantity: r.quantity,
    amount: r.amount,
    lessonTotal: s.lessonCount * r.quantity,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    gateway: r.gateway,
    refundedAmount: r.refundedAmount,
    refundedAt: r.refundedAt ? r.refundedAt.toISOString() : null,
    canPay: isPayable(r, now),
    canCancel: isPayable(r, now),
    canReview: status === 'paid' && !r.reviewed,
    reviewed: r.reviewed,
  };
}

/**
 * `order/create`: the amount is the product's current price times the quantity, never anything
 * the client sent. Waits 30 minutes for payment. 2001 unknown product, 2004 off sale.
 */
export async function createOrder(
  ctx: AppContext,
  userId: number,
  input: { productId: number; quantity: number },
): Promise<Order> {
  const now = ctx.clock.now();
  const p = await catalog.findProduct(ctx.db, input.productId);
  if (!p) throw catalog.productNotFound();
  if (p.status !== 'on_sale')
    throw new AppError(2004, `「${p.name}」已下架，不能购买`, `"${p.name}" is no longer on sale`);
  const row = {
    userId,
    productId: p.id,
    productSnapshot: {
      productId: p.id,
      kind: p.kind,
      name: p.name,
      cover: p.cover,
      price: p.price,
      lessonCount: p.lessonCount,
      validityDays: p.validityDays,
      courseLevel: p.courseLevel,
    },
    quantity: input.quantity,
    unitPrice: p.price,
    amount: orderAmount(p.price, input.quantity),
    status: 'pending' as const,
    createdAt: now,
    expiresAt: orderExpiry(now),
    updatedAt: now,
  };
  // Six random digits per second: a clash is rare, and the unique index turns it into a retry.
  for (let attempt = 1; ; attempt++) {
    try {
      const order = await repo.insertOrder(ctx.db, {
        ...row,
        orderNo: orderNumber(now, ctx.config.TIME_ZONE),
      });
      return toOrder({ ...order, reviewed: false }, now);
    } catch (err) {
      if (uniqueViolation(err) !== 'orders_order_no_key' || attempt >= 5) throw err;
    }
  }
}

/** `order/list`: the caller's orders, newest first (time-outs closed first, so status is exact). */
export async function listOrderPage(
  ctx: AppContext,
  userId: number,
  input: PageQuery & { status?: OrderStatus },
): Promise<OutputOf<typeof listOrders>> {
  const now = ctx.clock.now();
  await repo.closeExpired(ctx.db, now, userId);
  const { rows, total } = await repo.pageOwnOrders(
    ctx.db,
    userId,
    input.status,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return {
    list: rows.map((r) => toOrder(r, now)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** One of the caller's orders; another user's order is 2001, as if it did not exist. */
export async function viewOwnOrder(db: Db, userId: number, id: number, now: Date) {
  const row = await repo.findOwnOrder(db, userId, id);
  if (!row) throw orderNotFound();
  return toOrder(row, now);
}

/** An order by id, whoever owns it (gateway pages keyed by an unguessable bill number). */
export const findOrder = (db: Db, id: number) => repo.findOrder(db, id);

/** Locks an order (of `userId` when given) for the rest of the transaction; 2001 when absent. */
export async function lockOrder(db: Db, id: number, userId?: number) {
  const row = await repo.lockOrder(db, id, userId);
  if (!row) throw orderNotFound();
  return row;
}

/** Throws the family's reason when a locked order cannot be paid now. */
export function assertPayable(o: OrderRow, now: Date) {
  const problem = payProblem(o, now);
  if (problem === 'paid') throw conflict('订单已支付', 'This order has already been paid');
  if (problem === 'cancelled')
    throw new AppError(
      2004,
      '订单已取消，请重新下单',
      'This order was cancelled; please order again',
    );
  if (problem === 'closed')
    throw new AppError(
      2004,
      '订单已超时关闭，请重新下单',
      'This order was not paid in time and has closed; please order again',
    );
}

/**
 * Cancels a locked order of the caller. Returns true when it changed (false: it was cancelled
 * already). 2002 when paid, 2004 when it closed by time-out.
 */
export async function cancelLockedOrder(db: Db, o: OrderRow, now: Date) {
  const outcome = cancelOutcome(o, now);
  if (outcome === 'already') return false;
  if (outcome === 'paid')
    throw conflict('订单已支付，不能取消', 'This order has been paid and cannot be cancelled');
  if (outcome === 'closed')
    throw new AppError(2004, '订单已超时关闭', 'This order was not paid in time and has closed');
  await repo.setStatus(db, o.id, { status: 'cancelled', cancelledAt: now }, now);
  return true;
}

/** Marks a locked order paid (whatever its status was: the money was taken). */
export async function markOrderPaid(db: Db, id: number, gateway: Gateway, now: Date) {
  await repo.setStatus(db, id, { status: 'paid', paidAt: now, gateway }, now);
}

/** The sweep: closes pending orders past their expiry; returns their ids. */
export const closeExpiredOrders = (db: Db, now: Date, userId?: number) =>
  repo.closeExpired(db, now, userId);

/**
 * A refund of a locked order was recorded (`delta` > 0) or finally refused (`delta` < 0): what
 * is refunded or being refunded. The CHECK (0..amount) is the last guard against refunding twice.
 */
export const addRefunded = (db: Db, id: number, delta: number, now: Date) =>
  repo.addRefunded(db, id, delta, now);

/** Every fen of a locked order went back: it is `refunded` (docs/design/mall.md §4.5). */
export const markOrderRefunded = (db: Db, id: number, now: Date) =>
  repo.setRefundedStatus(db, id, now);
