import type { RefundNotificationCheck } from '../../providers/payment/types.ts';
import type { WechatGateway } from '../../providers/payment/wechat.ts';
import * as orders from '../orders/service.ts';
import { handleNotification, type Payments } from './service.ts';
import * as repo from './repository.ts';

/**
 * WeChat Pay's own steps around the common payment flow: the JSAPI page (openid, then the
 * order at WeChat and the signed WeixinJSBridge parameters), the Native page's bill, and the
 * notifications with WeChat's JSON body and signed headers.
 */

export type WechatRefundHandler = (
  check: Extract<RefundNotificationCheck, { ok: true }>,
) => Promise<void>;

export interface WechatHooks {
  /** Set by the refunds module: settles a refund WeChat notified. Unset: logged only. */
  onRefund?: WechatRefundHandler;
}

export const wechatHooks = new WeakMap<Payments, WechatHooks>();

/** The headers a WeChat notification is verified with (lower-case names). */
const SIGNED = [
  'wechatpay-timestamp',
  'wechatpay-nonce',
  'wechatpay-signature',
  'wechatpay-serial',
];

export function notificationInput(body: string, headers: Record<string, unknown>) {
  const raw: Record<string, string> = { body };
  for (const h of SIGNED) {
    const v = headers[h];
    if (typeof v === 'string') raw[h] = v;
  }
  return raw;
}

/** A payment notification: true when handled (WeChat stops sending it), false when refused. */
export async function wechatPaymentNotification(
  p: Payments,
  body: string,
  headers: Record<string, unknown>,
): Promise<boolean> {
  return (await handleNotification(p, 'wechat', notificationInput(body, headers))) === 'success';
}

/** A refund notification, verified like a payment's, then handed to the refunds module. */
export async function wechatRefundNotification(
  p: Payments,
  body: string,
  headers: Record<string, unknown>,
): Promise<boolean> {
  const gateway = p.gateways.wechat;
  if (!gateway) return false;
  const check = await gateway.verifyRefundNotification(notificationInput(body, headers));
  if (!check.ok) {
    p.ctx.log.warn({ reason: check.reason }, 'wechat refund notification refused');
    return false;
  }
  const handler = wechatHooks.get(p)?.onRefund;
  if (handler) await handler(check);
  else p.ctx.log.info({ refund: check.refund }, 'wechat refund notified (no refunds module)');
  return true;
}

export type JsapiOpen =
  | {
      state: 'ready';
      orderId: number;
      amount: number;
      subject: string;
      params: ReturnType<WechatGateway['jsapiParams']>;
    }
  | { state: 'ended'; orderId: number }
  | { state: 'missing' };

/**
 * The JSAPI page of a bill for a payer (openid): orders at WeChat (a repeat with the same
 * parameters gets the same prepay id) and signs the parameters for WeixinJSBridge.
 */
export async function openJsapi(
  p: Payments,
  billNo: string,
  openid: string,
  notifyUrl: string,
): Promise<JsapiOpen> {
  const gateway = p.gateways.wechat;
  const bill = await repo.findBillByNo(p.ctx.db, billNo);
  if (!gateway || !bill || bill.gateway !== 'wechat' || bill.scene !== 'jsapi')
    return { state: 'missing' };
  const order = await orders.findOrder(p.ctx.db, bill.orderId);
  if (!order) return { state: 'missing' };
  const now = p.ctx.clock.now();
  if (bill.status !== 'pending' || order.status !== 'pending' || order.expiresAt <= now)
    return { state: 'ended', orderId: order.id };
  const s = order.productSnapshot;
  const subject = order.quantity > 1 ? `${s.name} ×${order.quantity}` : s.name;
  const start = await gateway.createPayment(
    { billNo: bill.billNo, amount: bill.amount },
    { id: order.id, orderNo: order.orderNo, subject, expiresAt: order.expiresAt },
    { notifyUrl, returnUrl: '', quitUrl: '', base: '' },
    { scene: 'jsapi', openid },
  );
  return {
    state: 'ready',
    orderId: order.id,
    amount: bill.amount,
    subject,
    params: gateway.jsapiParams(start.prepayId!),
  };
}

/** The Native page: the bill's order and whether it is still to pay. */
export async function nativeBill(p: Payments, billNo: string) {
  const bill = await repo.findBillByNo(p.ctx.db, billNo);
  if (!bill || bill.gateway !== 'wechat' || bill.scene !== 'native') return null;
  return { orderId: bill.orderId, amount: bill.amount, status: bill.status };
}
