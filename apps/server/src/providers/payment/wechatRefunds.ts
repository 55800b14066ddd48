import { parseTradeBill } from './wechatBill.ts';
import { WechatApiError, type WechatClient } from './wechatClient.ts';
import { toRefund, type WechatRefund } from './wechatStates.ts';
import type { GatewayBillRow, RefundRequest, RefundResult } from './types.ts';

/** WeChat refunds (out_refund_no is the idempotency key) and the daily trade bill. */

export async function askRefund(
  client: WechatClient,
  r: RefundRequest,
  notifyUrl: string | undefined,
): Promise<RefundResult> {
  let res: WechatRefund;
  try {
    res = await client.call<WechatRefund>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: r.orderNo,
      out_refund_no: r.refundNo,
      reason: [...r.reason].slice(0, 80).join('') || undefined,
      notify_url: notifyUrl,
      amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
    });
  } catch (err) {
    // A signed business refusal (not enough to refund, no such trade, bad amount) is final;
    // a time-out, a 5xx, SYSTEM_ERROR or FREQUENCY_LIMITED is asked again later.
    if (err instanceof WechatApiError && finalRefusal(err))
      return {
        refundNo: r.refundNo,
        gatewayRefundNo: null,
        status: 'failed',
        amountFen: r.amountFen,
      };
    throw err;
  }
  return toRefund(res, r.refundNo);
}

const RETRYABLE = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'HTTP_ERROR']);
const finalRefusal = (e: WechatApiError) =>
  e.status >= 400 && e.status < 500 && e.status !== 429 && !RETRYABLE.has(e.code);

export async function queryRefund(
  client: WechatClient,
  refundNo: string,
): Promise<RefundResult | null> {
  try {
    const res = await client.call<WechatRefund>(
      'GET',
      `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
    );
    return toRefund(res, refundNo);
  } catch (err) {
    if (err instanceof WechatApiError && err.code === 'RESOURCE_NOT_EXISTS') return null;
    throw err;
  }
}

/** The bill of one Beijing day: its address (signed answer), then the file (hash checked). */
export async function downloadBill(client: WechatClient, date: string): Promise<GatewayBillRow[]> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('bill date must be YYYY-MM-DD');
  let meta: { download_url?: string; hash_type?: string; hash_value?: string };
  try {
    meta = await client.call('GET', `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`);
  } catch (err) {
    // A day without any trade has no bill.
    if (err instanceof WechatApiError && err.code === 'NO_STATEMENT_EXIST') return [];
    throw err;
  }
  if (!meta.download_url) throw new Error('wechat tradebill: no download_url');
  return parseTradeBill(await client.download(meta.download_url, meta.hash_type, meta.hash_value));
}
