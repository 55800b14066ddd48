import type { RefundResult, RefundStatus, TradeStatus } from './types.ts';

/** WeChat's trade_state as our trade status (REFUND: it was paid, refunds come apart). */
export const TRADE_STATE: Record<string, TradeStatus> = {
  SUCCESS: 'success',
  REFUND: 'success',
  NOTPAY: 'waiting',
  USERPAYING: 'waiting',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/** A refund as WeChat answers and notifies it. */
export interface WechatRefund {
  refund_id?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  transaction_id?: string;
  /** In answers: status; in notifications: refund_status. */
  status?: string;
  refund_status?: string;
  amount?: { refund?: number; total?: number };
}

/** PROCESSING: accepted, money on its way; CLOSED/ABNORMAL: not refunded (ABNORMAL needs a person). */
export function refundStatus(s: string | undefined): RefundStatus | null {
  if (s === 'SUCCESS') return 'success';
  if (s === 'PROCESSING') return 'processing';
  if (s === 'CLOSED' || s === 'ABNORMAL') return 'failed';
  return null;
}

export function toRefund(r: WechatRefund, refundNo: string): RefundResult {
  const status = refundStatus(r.status ?? r.refund_status);
  if (!status || r.out_refund_no !== refundNo || !Number.isSafeInteger(r.amount?.refund))
    throw new Error(`wechat refund: unreadable answer for ${refundNo}`);
  return {
    refundNo,
    gatewayRefundNo: r.refund_id ?? null,
    status,
    amountFen: r.amount!.refund!,
  };
}

export interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** The decrypted transaction as flat strings, kept with the payment for the school. */
export function flatten(t: Transaction): Record<string, string> {
  return {
    appid: String(t.appid ?? ''),
    mchid: String(t.mchid ?? ''),
    out_trade_no: String(t.out_trade_no ?? ''),
    transaction_id: String(t.transaction_id ?? ''),
    trade_state: String(t.trade_state ?? ''),
    total: String(t.amount?.total ?? ''),
  };
}
