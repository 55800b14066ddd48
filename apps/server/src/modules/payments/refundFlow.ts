import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, invalid } from '../../http/errors.ts';
import type { RefundResult } from '../../providers/payment/types.ts';
import * as credits from '../credits/service.ts';
import { notify } from '../notifications/service.ts';
import * as orders from '../orders/service.ts';
import * as payRepo from './repository.ts';
import * as repo from './refundRepository.ts';
import { creditsForAmount, refundLimits, refundNumber, retryDelayMs } from './refundRules.ts';
import type { Payments } from './service.ts';

/**
 * Refunds (docs/design/money.md §8): recorded with the credits leaving the order's grant in the caller's
 * transaction, under the order's row lock (then the grant's: the lock order of every path that
 * touches both); the gateway asked afterwards, outside any transaction, with the refund number as
 * its idempotency key; its answer applied under the same locks, once.
 */

export interface RefundAsk {
  orderId: number;
  amount: number;
  reason: string;
  /** The owner goes past the cap (up to what is left of the payment). */
  override: boolean;
  /** One console request: a repeat with the same key is the same refund. */
  requestKey: string;
  staff: { staffId: number; name: string; role: string };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
/** Where WeChat posts refund results (wechatRoutes.ts WECHAT_REFUND_NOTIFY). */
const REFUND_NOTIFY_PATH = '/api/lc_shop_service/wechat/refund-notify';

/** What an order's refund is measured against, read under the order's and the grant's locks. */
async function basisOf(tx: Db, order: orders.OrderRow, now: Date) {
  const payment = await payRepo.grantedPaymentOfOrder(tx, order.id);
  const grant = await credits.lockOrderGrant(tx, order.id, now);
  if (!payment || !grant)
    throw conflict('订单没有可退的支付', 'This order has no payment to refund');
  const basis = {
    paid: payment.amount,
    refunded: order.refundedAmount,
    granted: grant.total,
    unused: grant.unused,
  };
  return { payment, grant, basis, limits: refundLimits(basis) };
}

/** An order's refund limits as the console shows them before asking (read without locks). */
export async function refundLimitsOf(db: Db, order: orders.OrderRow, now: Date) {
  if (order.status !== 'paid' && order.status !== 'refunded') return null;
  const payment = await payRepo.grantedPaymentOfOrder(db, order.id);
  const grant = await credits.lockOrderGrant(db, order.id, now, false);
  if (!payment || !grant) return null;
  const basis = {
    paid: payment.amount,
    refunded: order.refundedAmount,
    granted: grant.total,
    unused: grant.unused,
  };
  return { ...basis, ...refundLimits(basis) };
}

/**
 * Records a refund in `tx` (the caller audits in the same transaction). A repeat of one request
 * (same order and request key) returns the refund it made, `created: false`. Refuses: 2002 when
 * the order is not paid, 1001 `amount` past the cap (or past what is left, even for the owner),
 * 3003 an override by anyone but the owner.
 */
export async function recordRefund(tx: Db, ask: RefundAsk, now: Date) {
  const order = await orders.lockOrder(tx, ask.orderId);
  const again = await repo.findByRequestKey(tx, order.id, ask.requestKey);
  if (again) return { refund: again, created: false, order };
  if (order.status !== 'paid' && order.status !== 'refunded')
    throw conflict('订单未支付，不能退款', 'This order is not paid and cannot be refunded');
  const { payment, grant, basis, limits } = await basisOf(tx, order, now);
  if (ask.amount > limits.ownerMax)
    throw invalid(
      `退款金额超过可退余额 ¥${yuan(limits.ownerMax)}`,
      `The amount is more than what is left to refund: ¥${yuan(limits.ownerMax)}`,
      'amount',
    );
  const override = ask.amount > limits.cap;
  if (override && !ask.override)
    throw invalid(
      `退款金额超过上限 ¥${yuan(limits.cap)}（未用课时 ${basis.unused}/${basis.granted}）`,
      `The amount is more than the limit of ¥${yuan(limits.cap)} (${basis.unused} of ${basis.granted} credits unused)`,
      'amount',
    );
  if (override && ask.staff.role !== 'owner')
    throw new AppError(
      3003,
      '只有校长可以超出上限退款',
      'Only the owner may refund past the limit',
    );
  const count = creditsForAmount(ask.amount, basis);
  const refundNo = refundNumber(order.orderNo, (await repo.countRefundsOfOrder(tx, order.id)) + 1);
  const refund = await repo.insertRefund(tx, {
    refundNo,
    orderId: order.id,
    billId: payment.billId,
    paymentId: payment.paymentId,
    userId: order.userId,
    gateway: payment.gateway,
    amount: ask.amount,
    credits: count,
    grantId: grant.id,
    reason: ask.reason,
    capAmount: limits.cap,
    override,
    requestKey: ask.requestKey,
    staffId: ask.staff.staffId,
    staffName: ask.staff.name,
    staffRole: ask.staff.role,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await credits.withdrawRefundedCredits(
    tx,
    {
      userId: order.userId,
      grantId: grant.id,
      count,
      // Shown to the family beside the (translated) reason: the refund's number and who made it.
      note: `${refundNo} · ${ask.staff.name}`,
    },
    now,
  );
  await orders.addRefunded(tx, order.id, ask.amount, now);
  return { refund, created: true, order };
}

/**
 * Applies what the gateway said about a refund, once: succeeded (the order is `refunded` when
 * every fen went back; the family is told), processing (it will say later), or failed (the
 * credits and the amount come back). A result for a refund already settled changes nothing.
 */
export async function applyRefundResult(ctx: AppContext, result: RefundResult) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findRefundByNo(tx, result.refundNo);
    if (!found) {
      ctx.log.warn({ result }, 'refund result for an unknown refund');
      return null;
    }
    const order = await orders.lockOrder(tx, found.orderId);
    const refund = (await repo.lockRefund(tx, found.id))!;
    if (refund.status === 'succeeded' || refund.status === 'failed') return refund.status;
    if (result.status === 'success' && result.amountFen !== refund.amount)
      ctx.log.error({ result, amount: refund.amount }, 'gateway refunded another amount');
    const gatewayRefundNo = result.gatewayRefundNo ?? refund.gatewayRefundNo;
    if (result.status === 'processing') {
      await repo.setRefund(tx, refund.id, {
        status: 'processing',
        gatewayRefundNo,
        updatedAt: now,
      });
      return 'processing';
    }
    if (result.status === 'success') {
      await repo.setRefund(tx, refund.id, {
        status: 'succeeded',
        gatewayRefundNo,
        succeededAt: now,
        lastError: null,
        updatedAt: now,
      });
      if ((await repo.succeededSum(tx, order.id)) >= order.amount)
        await orders.markOrderRefunded(tx, order.id, now);
      await notify(
        tx,
        {
          event: 'refund_made',
          subjectId: refund.id,
          recipients: [{ userId: order.userId, role: 'family' }],
          params: { orderId: order.id, orderNo: order.orderNo, amount: refund.amount },
        },
        now,
      );
      return 'succeeded';
    }
    await repo.setRefund(tx, refund.id, { status: 'failed', failedAt: now, updatedAt: now });
    if (refund.grantId !== null)
      await credits.restoreRefundedCredits(
        tx,
        {
          userId: refund.userId,
          grantId: refund.grantId,
          count: refund.credits,
          note: refund.refundNo,
        },
        now,
      );
    await orders.addRefunded(tx, order.id, -refund.amount, now);
    ctx.log.warn({ refundNo: refund.refundNo }, 'gateway refused a refund; credits given back');
    return 'failed';
  });
}

/**
 * Asks the gateway about claimed refunds: a pending one is asked to refund (the refund number
 * makes a repeat refund once), a processing one is queried. An error or a time-out leaves it
 * open for the next attempt (its time was moved on when claimed).
 */
async function askGateway(p: Payments, refund: repo.RefundRow, origin?: string) {
  const gateway = p.gateways.get(refund.gateway);
  const fail = async (message: string) => {
    await repo.setRefund(p.ctx.db, refund.id, { lastError: message.slice(0, 500) });
    return 'retry' as const;
  };
  if (!gateway?.refund) return fail(`gateway ${refund.gateway} cannot refund now`);
  const bill = await payRepo.findBillById(p.ctx.db, refund.billId);
  if (!bill) return fail('bill missing');
  try {
    let result =
      refund.status === 'processing' && gateway.queryRefund
        ? await gateway.queryRefund(refund.refundNo, bill.billNo)
        : null;
    result ??= await gateway.refund({
      orderNo: bill.billNo,
      refundNo: refund.refundNo,
      amountFen: refund.amount,
      totalFen: bill.amount,
      reason: refund.reason,
      notifyUrl: origin ? `${origin}${REFUND_NOTIFY_PATH}` : undefined,
    });
    return (await applyRefundResult(p.ctx, result)) ?? 'retry';
  } catch (err) {
    p.ctx.log.warn({ err, refundNo: refund.refundNo }, 'refund call failed; will ask again');
    return fail(err instanceof Error ? err.message : String(err));
  }
}

async function claim(p: Payments, q: { limit: number; id?: number }) {
  const now = p.ctx.clock.now();
  return p.ctx.db.transaction((tx) =>
    repo.claimDueRefunds(tx, { ...q, now, delayMs: retryDelayMs }),
  );
}

/**
 * Right after recording: one attempt now (unless another copy holds it). `origin`: this server as
 * the console reached it, for WeChat's refund notification when no public address is set.
 */
export async function sendRefund(p: Payments, refundId: number, origin?: string) {
  const [refund] = await claim(p, { limit: 1, id: refundId });
  return refund ? askGateway(p, refund, origin) : null;
}

/** The sweep's part: every open refund that is due, claimed with SKIP LOCKED. */
export async function retryDueRefunds(p: Payments, limit = 100) {
  const due = await claim(p, { limit });
  let settled = 0;
  for (const r of due) if ((await askGateway(p, r)) !== 'retry') settled++;
  return { asked: due.length, settled };
}
