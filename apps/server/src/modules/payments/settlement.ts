import type { Gateway } from '@school/contract/api/mall';
import { notify } from '../notifications/service.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Trade } from '../../providers/payment/types.ts';
import * as credits from '../credits/service.ts';
import * as orders from '../orders/service.ts';
import * as repo from './repository.ts';

/**
 * Settlement: the one place where money taken by a gateway becomes a paid order and credits,
 * for every gateway and for both a notification and a trade query.
 */

export type PaymentSource = 'notify' | 'query';

export type EventKind =
  | 'paid'
  | 'paid_after_close'
  | 'duplicate_payment'
  | 'declined'
  | 'refused_signature'
  | 'refused_app_id'
  | 'refused_malformed'
  | 'refused_unknown_order'
  | 'refused_amount'
  | 'refused_currency';

export type SettleOutcome =
  | {
      result: 'paid' | 'paid_after_close' | 'duplicate_payment' | 'already_recorded';
      orderId: number;
    }
  | { result: 'refused'; reason: 'unknown_order' | 'wrong_amount' | 'wrong_currency' };

/** The currency of every order and bill: money is integer fen of CNY (docs/design/api.md §3). */
export const ORDER_CURRENCY = 'CNY';

/** Writes what the school should know about a payment, with a log line of matching level. */
export async function recordEvent(
  ctx: AppContext,
  db: Db,
  e: repo.NewEvent & { kind: EventKind },
  level: 'info' | 'warn' = 'warn',
) {
  await repo.insertEvent(db, e);
  ctx.log[level]({ paymentEvent: e }, `payment ${e.kind}`);
}

/**
 * Settles a successful trade in ONE transaction: locks the order, then the bill (the lock order
 * of every payment path), checks the amount, records the payment keyed on (gateway, trade_no)
 * (a repeat or a concurrent twin finds it and changes nothing more), marks bill and order paid
 * and grants the credits (lesson count × quantity, valid from now). An order that closed or was
 * cancelled meanwhile is paid all the same (the money was taken) with an event for the school;
 * a second payment of an order already paid grants nothing and is an event to refund.
 */
export async function settlePayment(
  ctx: AppContext,
  gateway: Gateway,
  trade: Trade,
  source: PaymentSource,
  raw: Record<string, string> = {},
): Promise<SettleOutcome> {
  const now = ctx.clock.now();
  const ids = { gateway, source, outTradeNo: trade.outTradeNo, tradeNo: trade.tradeNo };
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findBillByNo(tx, trade.outTradeNo);
    if (!found || found.gateway !== gateway) {
      await recordEvent(ctx, tx, {
        ...ids,
        kind: 'refused_unknown_order',
        amount: trade.amountFen,
        detail: found ? `bill of gateway ${found.gateway}` : 'no such bill',
        createdAt: now,
      });
      return { result: 'refused', reason: 'unknown_order' };
    }
    const order = await orders.lockOrder(tx, found.orderId);
    const bill = (await repo.lockBill(tx, found.id))!;
    const where = { ...ids, orderId: order.id, billId: bill.id, amount: trade.amountFen };
    const currency = trade.currency ?? ORDER_CURRENCY;
    if (currency !== ORDER_CURRENCY) {
      // The same number of another currency is not the money the order asked for.
      await recordEvent(ctx, tx, {
        ...where,
        kind: 'refused_currency',
        detail: `paid ${trade.amountFen} in ${currency.slice(0, 12) || '(none)'}, bill is ${bill.amount} fen of ${ORDER_CURRENCY}`,
        createdAt: now,
      });
      return { result: 'refused', reason: 'wrong_currency' };
    }
    if (trade.amountFen !== bill.amount) {
      await recordEvent(ctx, tx, {
        ...where,
        kind: 'refused_amount',
        detail: `paid ${trade.amountFen} fen, bill is ${bill.amount} fen`,
        createdAt: now,
      });
      return { result: 'refused', reason: 'wrong_amount' };
    }
    const billPaidByOther = bill.status === 'paid' && bill.tradeNo !== trade.tradeNo;
    const orderPaid = order.status === 'paid' || order.status === 'refunded';
    const grant = !orderPaid && !billPaidByOther;
    const paymentId = await repo.insertPayment(tx, {
      gateway,
      tradeNo: trade.tradeNo,
      billId: bill.id,
      orderId: order.id,
      amount: trade.amountFen,
      productId: order.productId,
      source,
      granted: grant,
      raw,
      createdAt: now,
    });
    if (paymentId === null) return { result: 'already_recorded', orderId: order.id };

    if (bill.status !== 'paid')
      await repo.setBill(tx, bill.id, { status: 'paid', tradeNo: trade.tradeNo, paidAt: now });
    if (!grant) {
      await recordEvent(ctx, tx, {
        ...where,
        kind: 'duplicate_payment',
        detail: `order already ${order.status}; this payment granted nothing: refund it`,
        createdAt: now,
      });
      return { result: 'duplicate_payment', orderId: order.id };
    }

    await orders.markOrderPaid(tx, order.id, gateway, now);
    const s = order.productSnapshot;
    await credits.grantCredits(
      tx,
      {
        userId: order.userId,
        kind: s.kind,
        courseLevel: s.courseLevel,
        name: order.quantity > 1 ? `${s.name} ×${order.quantity}` : s.name,
        count: s.lessonCount * order.quantity,
        validityDays: s.validityDays,
        paidBy: { orderId: order.id, productId: order.productId, amount: order.amount },
      },
      now,
    );
    await notify(
      tx,
      {
        event: 'order_paid',
        subjectId: order.id,
        recipients: [{ userId: order.userId, role: 'family' }],
        params: { orderId: order.id, orderNo: order.orderNo, amount: order.amount, name: s.name },
      },
      now,
    );
    // Closed, cancelled, or past its 30 minutes and not swept yet: the school should know.
    const late = order.status !== 'pending' || order.expiresAt.getTime() <= now.getTime();
    await recordEvent(
      ctx,
      tx,
      {
        ...where,
        kind: late ? 'paid_after_close' : 'paid',
        detail: late
          ? `order was ${order.status} (expires ${order.expiresAt.toISOString()}) when the payment arrived; paid and granted`
          : '',
        createdAt: now,
      },
      late ? 'warn' : 'info',
    );
    return { result: late ? 'paid_after_close' : 'paid', orderId: order.id };
  });
}
