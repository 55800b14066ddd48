import { randomUUID } from 'node:crypto';
import { ORDER_PAY_MS } from '../../modules/orders/rules.ts';
import { retryDelayMs } from '../../modules/payments/refundRules.ts';
import { fenToYuan } from '../../providers/payment/money.ts';
import { SANDBOX_APP_ID, SANDBOX_SIGN_TYPE, sandboxSign } from '../../providers/payment/sandbox.ts';
import type { creditGrants, creditLedger } from '../schema/credits.ts';
import type {
  orderBills,
  orders,
  paymentEvents,
  payments,
  sandboxTrades,
} from '../schema/orders.ts';
import type { refunds } from '../schema/refunds.ts';
import type { HistoryContext, HistoryIds } from './historyIds.ts';
import { digits, type History } from './historyPlan.ts';

/**
 * The money of the demo history as the payment code writes it: each order with its bill; a paid
 * one with the gateway's trade (the sandbox's books for a sandbox payment), the payment, its
 * `paid` event and the grant (payments/settlement.ts); an unpaid one closed by the sweep with its
 * bill; the partial refund recorded with its credits leaving the grant, then answered by WeChat
 * (payments/refundFlow.ts). The ledger is historyCredits.ts's.
 */

const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

export function moneyRows(h: History, ids: HistoryIds, c: HistoryContext) {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const billRows: (typeof orderBills.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const eventRows: (typeof paymentEvents.$inferInsert)[] = [];
  const tradeRows: (typeof sandboxTrades.$inferInsert)[] = [];
  const refund = h.credits.refund;
  let paid = 0;
  for (const o of h.orders) {
    const id = ids.orders[o.index]!;
    const billId = ids.bills[o.index]!;
    const userId = ids.users[o.family]!;
    const refunded = refund.order === o.index;
    orderRows.push({
      id,
      orderNo: o.orderNo,
      userId,
      productId: o.snapshot.productId,
      productSnapshot: o.snapshot,
      quantity: 1,
      unitPrice: o.snapshot.price,
      amount: o.snapshot.price,
      status: o.paidAt ? 'paid' : 'closed',
      createdAt: o.createdAt,
      expiresAt: plus(o.createdAt, ORDER_PAY_MS),
      paidAt: o.paidAt,
      gateway: o.paidAt ? o.gateway : null,
      closedAt: o.closedAt,
      updatedAt: refunded ? refund.createdAt : (o.paidAt ?? o.closedAt!),
      refundedAmount: refunded ? refund.amount : 0,
      refundedAt: refunded ? refund.createdAt : null,
    });
    billRows.push({
      id: billId,
      billNo: o.billNo,
      orderId: id,
      userId,
      gateway: o.gateway,
      amount: o.snapshot.price,
      status: o.paidAt ? 'paid' : 'closed',
      tradeNo: null,
      scene: o.gateway === 'wechat' ? (o.scene ?? 'h5') : null,
      createdAt: o.billCreatedAt,
      paidAt: o.paidAt,
      closedAt: o.closedAt,
      // The sweep's last look at a bill that closed unpaid.
      lastQueriedAt: o.closedAt,
    });
    if (!o.paidAt || !o.tradeAt) continue;
    const amount = o.snapshot.price;
    let tradeNo: string;
    let raw: Record<string, string>;
    if (o.gateway === 'sandbox') {
      tradeNo = `SBX${o.tradeAt.getTime()}${digits(6, o.tradeAt.getTime())}`;
      tradeRows.push({ tradeNo, outTradeNo: o.billNo, amount, createdAt: o.tradeAt });
      raw = {
        app_id: SANDBOX_APP_ID,
        notify_id: digits(16, o.tradeAt.getTime() + 1),
        notify_time: stamp(o.tradeAt),
        gmt_payment: stamp(o.tradeAt),
        out_trade_no: o.billNo,
        trade_no: tradeNo,
        total_amount: fenToYuan(amount),
        trade_status: 'TRADE_SUCCESS',
        sign_type: SANDBOX_SIGN_TYPE,
      };
      raw.sign = sandboxSign(raw, c.sandboxSecret);
    } else {
      tradeNo = `4200${digits(24, o.tradeAt.getTime())}`;
      // WeChat's decrypted transaction as the payment keeps it (wechatStates.ts flatten).
      raw = {
        appid: c.wechat.appId,
        mchid: c.wechat.mchId,
        out_trade_no: o.billNo,
        transaction_id: tradeNo,
        trade_state: 'SUCCESS',
        total: String(amount),
      };
    }
    billRows.at(-1)!.tradeNo = tradeNo;
    const common = { gateway: o.gateway, orderId: id, createdAt: o.paidAt };
    paymentRows.push({
      ...common,
      id: ids.payments[paid++]!,
      tradeNo,
      billId,
      amount,
      productId: o.snapshot.productId,
      source: 'notify',
      granted: true,
      raw,
    });
    eventRows.push({
      ...common,
      kind: 'paid',
      source: 'notify',
      billId,
      outTradeNo: o.billNo,
      tradeNo,
      amount,
      detail: '',
    });
  }

  const grantRows: (typeof creditGrants.$inferInsert)[] = h.credits.grants.map((g) => ({
    id: ids.grants[g.index]!,
    userId: ids.users[g.family]!,
    kind: g.kind,
    name: g.name,
    total: g.total,
    remaining: g.remaining,
    expiresAt: g.expiresAt,
    courseLevel: g.courseLevel,
    sourceOrderId: ids.orders[g.order]!,
    productId: g.productId,
    paidAmount: g.paidAmount,
    createdAt: g.createdAt,
  }));
  const staff = c.staff[refund.staff];
  const ledgerRows: (typeof creditLedger.$inferInsert)[] = h.credits.ledger.map((r) => ({
    userId: ids.users[r.family]!,
    grantId: ids.grants[r.grant]!,
    change: r.change,
    reason: r.reason,
    lessonId: r.lesson === null ? null : ids.lessons[r.lesson]!,
    // A refund's row names the refund and who made it (refundFlow.ts recordRefund).
    note: r.reason === 'refund' ? `${r.note} · ${staff.name}` : r.note,
    createdAt: r.createdAt,
  }));

  const order = h.orders[refund.order]!;
  const paymentIndex = h.orders.slice(0, refund.order).filter((o) => o.paidAt).length;
  const refundRows: (typeof refunds.$inferInsert)[] = [
    {
      id: ids.refunds[0]!,
      refundNo: refund.refundNo,
      orderId: ids.orders[refund.order]!,
      billId: ids.bills[refund.order]!,
      paymentId: ids.payments[paymentIndex]!,
      userId: ids.users[order.family]!,
      gateway: order.gateway,
      amount: refund.amount,
      credits: refund.credits,
      grantId: ids.grants[refund.grant]!,
      reason: refund.reason,
      capAmount: refund.capAmount,
      override: false,
      requestKey: randomUUID(),
      staffId: staff.id,
      staffName: staff.name,
      staffRole: staff.role,
      status: 'succeeded',
      gatewayRefundNo: `5030${digits(24, refund.createdAt.getTime())}`,
      // Asked once right after recording; WeChat said PROCESSING, then notified the success.
      attempts: 1,
      nextAttemptAt: plus(refund.createdAt, retryDelayMs(1)),
      lastError: null,
      createdAt: refund.createdAt,
      updatedAt: refund.succeededAt,
      succeededAt: refund.succeededAt,
    },
  ];

  return {
    orderRows,
    billRows,
    paymentRows,
    eventRows,
    tradeRows,
    grantRows,
    ledgerRows,
    refundRows,
  };
}
