import * as orders from '../orders/service.ts';
import { recordEvent } from './settlement.ts';
import type { Payments } from './service.ts';
import * as repo from './repository.ts';

/**
 * The sandbox gateway's pages (the family's side of the built-in gateway). Confirming hands the
 * bill to the sandbox gateway, which books the trade and notifies the server like a real gateway.
 */

export interface SandboxBill {
  billNo: string;
  orderId: number;
  orderNo: string;
  productName: string;
  quantity: number;
  amount: number;
  /** payable: the page offers to pay; otherwise why not. */
  state: 'payable' | 'paid' | 'failed' | 'closed' | 'expired';
}

export async function sandboxBill(p: Payments, billNo: string): Promise<SandboxBill | null> {
  const { ctx } = p;
  const bill = await repo.findBillByNo(ctx.db, billNo);
  if (!bill || bill.gateway !== 'sandbox' || !p.gateways.get('sandbox')) return null;
  const order = await orders.findOrder(ctx.db, bill.orderId);
  if (!order) return null;
  const expired = order.expiresAt.getTime() <= ctx.clock.now().getTime();
  const state =
    bill.status !== 'pending'
      ? bill.status
      : order.status !== 'pending' || expired
        ? 'expired'
        : 'payable';
  return {
    billNo,
    orderId: order.id,
    orderNo: order.orderNo,
    productName: order.productSnapshot.name,
    quantity: order.quantity,
    amount: bill.amount,
    state,
  };
}

/**
 * The family pressed 确认支付: the sandbox takes the (pretend) money and notifies `notifyUrl`.
 * Returns the bill as it was, so the page can say why nothing happened.
 */
export async function confirmSandbox(p: Payments, billNo: string, notifyUrl: string) {
  const view = await sandboxBill(p, billNo);
  if (view?.state === 'payable')
    await p.gateways.sandbox.confirm({ billNo, amount: view.amount }, notifyUrl, p.ctx.clock.now());
  return view;
}

/** The family pressed 取消支付: the bill fails; the order can still be paid until it closes. */
export async function declineSandbox(p: Payments, billNo: string) {
  const { ctx } = p;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findBillByNo(tx, billNo);
    if (!found || found.gateway !== 'sandbox' || !p.gateways.get('sandbox')) return null;
    await orders.lockOrder(tx, found.orderId);
    const bill = (await repo.lockBill(tx, found.id))!;
    if (bill.status === 'pending') {
      await repo.setBill(tx, bill.id, { status: 'failed', closedAt: now });
      await recordEvent(
        ctx,
        tx,
        {
          gateway: 'sandbox',
          kind: 'declined',
          source: 'notify',
          orderId: bill.orderId,
          billId: bill.id,
          outTradeNo: bill.billNo,
          amount: bill.amount,
          createdAt: now,
        },
        'info',
      );
    }
    return { orderId: bill.orderId };
  });
}
