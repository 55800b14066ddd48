import type { Gateway, Order } from '@school/contract/api/mall';
import type { OutputOf } from '@school/contract/endpoint';
import type { listOrderBills, payOrder } from '@school/contract/api/mall';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentGateways } from '../../providers/payment/index.ts';
import type { PaymentGateway, PayScene } from '../../providers/payment/types.ts';
import { tag } from '../../providers/payment/wechatSign.ts';
import * as orders from '../orders/service.ts';
import { recordEvent, settlePayment, type SettleOutcome } from './settlement.ts';
import * as repo from './repository.ts';

/** What the payment functions work with: the app's context and its gateways. */
export interface Payments {
  ctx: AppContext;
  gateways: PaymentGateways;
}

/** A family can start at most this many payment attempts for one order. */
const MAX_BILLS_PER_ORDER = 20;

const NOTIFY_PATH = '/api/lc_shop_service';
export const billNumber = (orderNo: string, n: number) => `${orderNo}${String(n).padStart(2, '0')}`;

type BillOut = OutputOf<typeof listOrderBills>['list'][number];
const toBill = (b: repo.BillRow): BillOut => ({
  id: b.id,
  billNo: b.billNo,
  orderId: b.orderId,
  gateway: b.gateway,
  status: b.status,
  amount: b.amount,
  tradeNo: b.tradeNo,
  createdAt: b.createdAt.toISOString(),
  paidAt: b.paidAt ? b.paidAt.toISOString() : null,
});

/**
 * `order/pay` and `alipay/order/pay`: a bill for the order at the gateway and the address to pay
 * it. A pending bill of the same gateway is reused (one trade number per attempt at a gateway,
 * so a family returning to the page cannot pay twice). `origin` is this server as the browser
 * reached it, used when PUBLIC_BASE_URL is not set.
 */
export async function startPayment(
  p: Payments,
  userId: number,
  orderId: number,
  which: 'preferred' | 'alipay' | 'wechat',
  origin: string,
  payer: { scene?: PayScene; clientIp?: string; lang?: 'zh' | 'en' } = {},
): Promise<OutputOf<typeof payOrder>> {
  const { ctx } = p;
  const gateway: PaymentGateway | null =
    which === 'alipay'
      ? p.gateways.alipay
      : which === 'wechat'
        ? p.gateways.wechat
        : p.gateways.preferred;
  if (!gateway)
    throw which === 'wechat'
      ? new AppError(2004, '微信支付未开通，请选择其他支付方式', 'WeChat Pay is not available')
      : new AppError(2004, '支付宝支付未开通，请选择其他支付方式', 'Alipay is not available');
  // A WeChat trade number serves one kind of payment; other gateways have no scene.
  const scene = gateway.name === 'wechat' ? (payer.scene ?? 'h5') : null;
  if (scene === 'jsapi' && !p.gateways.wechat?.jsapiEnabled)
    throw new AppError(
      2004,
      '微信内支付未开通，请在手机浏览器中打开',
      'WeChat Pay inside WeChat is not set up; open the page in a phone browser',
    );
  const now = ctx.clock.now();
  const { order, bill } = await ctx.db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId, userId);
    orders.assertPayable(order, now);
    const bills = await repo.billsOfOrder(tx, order.id);
    const reusable = bills.find(
      (b) =>
        b.status === 'pending' &&
        b.gateway === gateway.name &&
        b.amount === order.amount &&
        b.scene === scene,
    );
    if (reusable) return { order, bill: reusable };
    if (bills.length >= MAX_BILLS_PER_ORDER)
      throw new AppError(
        2004,
        '支付尝试次数过多，请重新下单',
        'Too many payment attempts; please order again',
      );
    const bill = await repo.insertBill(tx, {
      billNo: billNumber(order.orderNo, bills.length + 1),
      orderId: order.id,
      userId,
      gateway: gateway.name,
      amount: order.amount,
      status: 'pending',
      scene,
      createdAt: now,
    });
    return { order, bill };
  });
  const publicBase = ctx.config.PUBLIC_BASE_URL ?? origin;
  const s = order.productSnapshot;
  const billPath = encodeURIComponent(bill.billNo);
  // The school's own pay pages (sandbox, WeChat's QR code and JSAPI pages) speak the family's
  // language: the app's switch travels as `?lang=en` (decision 0019). A gateway's page is its own.
  const ownPage = (url: string) =>
    payer.lang === 'en' && (url.startsWith('/api/pay/') || url.startsWith(`${publicBase}/api/pay/`))
      ? `${url}${url.includes('?') ? '&' : '?'}lang=en`
      : url;
  const started = (payUrl: string) => ({
    orderId: order.id,
    billId: bill.id,
    billNo: bill.billNo,
    gateway: gateway.name,
    payUrl: ownPage(payUrl),
    expiresAt: order.expiresAt.toISOString(),
  });
  // JSAPI: the school's own page first learns the payer's openid (OAuth), then orders.
  if (scene === 'jsapi') return started(`${publicBase}/api/pay/wechat/jsapi/${billPath}`);
  const start = await gateway.createPayment(
    { billNo: bill.billNo, amount: bill.amount },
    {
      id: order.id,
      orderNo: order.orderNo,
      subject: order.quantity > 1 ? `${s.name} ×${order.quantity}` : s.name,
      expiresAt: order.expiresAt,
    },
    {
      notifyUrl:
        (gateway.name === 'alipay'
          ? ctx.config.ALIPAY_NOTIFY_URL
          : gateway.name === 'wechat'
            ? ctx.config.WECHAT_NOTIFY_URL
            : undefined) ?? `${publicBase}${NOTIFY_PATH}/${gateway.name}/notify`,
      returnUrl: `${publicBase}/api/pay/result/${encodeURIComponent(bill.billNo)}`,
      quitUrl: `${publicBase}/#/pages/mine/orderDetail?id=${order.id}`,
      base: ctx.config.PUBLIC_BASE_URL ?? '',
    },
    { scene: scene ?? undefined, clientIp: payer.clientIp },
  );
  // Native: the school's page shows the QR code; the tag stops others making it show theirs.
  if (start.codeUrl) {
    const q = new URLSearchParams({
      code: start.codeUrl,
      sig: tag(ctx.config.AUTH_SECRET, start.codeUrl),
    });
    return started(`${publicBase}/api/pay/wechat/native/${billPath}?${q.toString()}`);
  }
  return started(start.payUrl);
}

/** `orderbill/status` (cancelled): cancels an unpaid order of the caller and closes its bills. */
export async function cancelOrder(p: Payments, userId: number, orderId: number): Promise<Order> {
  const { ctx } = p;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId, userId);
    if (await orders.cancelLockedOrder(tx, order, now))
      await repo.closePendingBills(tx, [order.id], now);
  });
  return orders.viewOwnOrder(ctx.db, userId, orderId, now);
}

/** `orderbill/list`: the bills of one of the caller's orders (another user's: 2001). */
export async function listBills(
  p: Payments,
  userId: number,
  input: PageQuery & { orderId: number },
): Promise<OutputOf<typeof listOrderBills>> {
  const { ctx } = p;
  const now = ctx.clock.now();
  await orders.viewOwnOrder(ctx.db, userId, input.orderId, now);
  await orders.closeExpiredOrders(ctx.db, now, userId);
  await repo.closeBillsOfEndedOrders(ctx.db, now, input.orderId);
  const { rows, total } = await repo.pageBillsOfOrder(
    ctx.db,
    input.orderId,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { list: rows.map(toBill), total, page: input.page, pageSize: input.pageSize };
}

export const queryableGateways = (p: Payments): Gateway[] =>
  (['sandbox', 'alipay', 'wechat'] as const).filter((g) => p.gateways.get(g) !== null);

/**
 * The fallback when a notification is late: asks the gateway about the bill's trade and settles
 * a successful one through the same settlement. A gateway that cannot be reached is logged and
 * asked again later.
 */
export async function reconcileBill(
  p: Payments,
  bill: { billNo: string; gateway: Gateway },
): Promise<SettleOutcome | null> {
  const gateway = p.gateways.get(bill.gateway);
  if (!gateway) return null;
  try {
    const q = await gateway.queryTrade(bill.billNo);
    if (!q.found || q.trade.status !== 'success' || q.trade.outTradeNo !== bill.billNo) return null;
    return await settlePayment(p.ctx, gateway.name, q.trade, 'query');
  } catch (err) {
    p.ctx.log.warn({ err, billNo: bill.billNo }, 'trade query failed; will ask again');
    return null;
  }
}

/**
 * `order/view`, polled by the result page: when the order still waits, its bills are checked
 * with the gateway (at most every 5 s each) before answering, so a lost notification does not
 * keep the family waiting for the sweep.
 */
export async function viewOrderPolling(p: Payments, userId: number, orderId: number) {
  const { ctx } = p;
  const now = ctx.clock.now();
  const before = await orders.viewOwnOrder(ctx.db, userId, orderId, now);
  if (before.status === 'pending' || before.status === 'closed') {
    const bills = await repo.claimBillsToQuery(ctx.db, {
      now,
      minAgeMs: 5_000,
      everyMs: 5_000,
      gateways: queryableGateways(p),
      orderId,
      limit: 5,
    });
    for (const b of bills) await reconcileBill(p, b);
  }
  await orders.closeExpiredOrders(ctx.db, now, userId);
  await repo.closeBillsOfEndedOrders(ctx.db, now, orderId);
  return orders.viewOwnOrder(ctx.db, userId, orderId, ctx.clock.now());
}

/**
 * A gateway's asynchronous notification: verified (signature, app id), then settled. Answers
 * what the gateway expects: 'success' when handled (also a repeat, or a trade still waiting),
 * 'fail' when refused (nothing changed; an event is written for the school).
 */
export async function handleNotification(
  p: Payments,
  name: Gateway,
  raw: Record<string, string>,
): Promise<'success' | 'fail'> {
  const { ctx } = p;
  const gateway = p.gateways.get(name);
  if (!gateway) {
    ctx.log.warn({ gateway: name }, 'notification for a gateway that is not set up');
    return 'fail';
  }
  const check = await gateway.verifyNotification(raw);
  if (!check.ok) {
    await recordEvent(ctx, ctx.db, {
      gateway: name,
      source: 'notify',
      kind:
        check.reason === 'bad_signature' || check.reason === 'stale'
          ? 'refused_signature'
          : check.reason === 'wrong_app_id'
            ? 'refused_app_id'
            : 'refused_malformed',
      outTradeNo: check.outTradeNo?.slice(0, 64) ?? null,
      tradeNo: check.tradeNo?.slice(0, 64) ?? null,
      detail: `app_id=${String(raw.app_id ?? '').slice(0, 40)} total_amount=${String(raw.total_amount ?? '').slice(0, 20)}`,
      createdAt: ctx.clock.now(),
    });
    return 'fail';
  }
  if (check.trade.status !== 'success') return 'success';
  const outcome = await settlePayment(ctx, name, check.trade, 'notify', check.record ?? raw);
  return outcome.result === 'refused' ? 'fail' : 'success';
}

/** Every bill of an order, newest first (the console's order page). */
export const billsOfOrder = (db: Db, orderId: number) => repo.billsOfOrder(db, orderId);
