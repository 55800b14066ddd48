import { randomInt, type KeyObject } from 'node:crypto';
import { formatTradeBill } from './wechatBill.ts';
import { encryptResource, platformHeaders } from './wechatSign.ts';
import type { GatewayBillRow } from './types.ts';

/**
 * The fake WeChat Pay's books (tests and e2e only): trades, refunds and the notifications it
 * sends, signed with the platform key the test generated and encrypted with the API v3 key.
 */

export interface FakeWechatTrade {
  outTradeNo: string;
  transactionId: string | null;
  prepayId: string;
  type: 'H5' | 'JSAPI' | 'NATIVE';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  total: number;
  description: string;
  notifyUrl: string;
  openid: string | null;
  paidAt: Date | null;
}

export interface FakeWechatRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  transactionId: string;
  refund: number;
  total: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  notifyUrl: string | null;
  at: Date;
}

/** Posts a notification (JSON body, Wechatpay-* headers); returns the HTTP status. */
export type FakeNotifyTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export const fetchTransport: FakeNotifyTransport = async (url, body, headers) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await res.arrayBuffer();
  return res.status;
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

export class FakeWechatBooks {
  readonly trades = new Map<string, FakeWechatTrade>();
  readonly refunds = new Map<string, FakeWechatRefund>();
  /** Every notification sent and the status the merchant answered. */
  readonly delivered: { kind: 'pay' | 'refund'; url: string; status: number }[] = [];
  transport: FakeNotifyTransport = fetchTransport;
  /** While true, payments and refunds happen but no notification is sent (the query path). */
  silent = false;
  /** What the next refund becomes after PROCESSING. */
  refundOutcome: 'SUCCESS' | 'ABNORMAL' = 'SUCCESS';

  constructor(
    readonly appId: string,
    readonly mchId: string,
    private readonly apiV3Key: string,
    private readonly platform: { key: KeyObject; serial: string },
  ) {}

  newPrepayId = () => `wx${Date.now()}${digits(10)}`;

  transactionJson(t: FakeWechatTrade) {
    return {
      appid: this.appId,
      mchid: this.mchId,
      out_trade_no: t.outTradeNo,
      ...(t.transactionId ? { transaction_id: t.transactionId } : {}),
      trade_type: t.type,
      trade_state: t.state,
      trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : '',
      ...(t.paidAt ? { success_time: t.paidAt.toISOString().replace('Z', '+00:00') } : {}),
      payer: { openid: t.openid ?? 'oFAKEpayer' },
      amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  refundJson(r: FakeWechatRefund) {
    return {
      mchid: this.mchId,
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: r.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      status: r.status,
      refund_status: r.status,
      create_time: r.at.toISOString(),
      amount: { refund: r.refund, total: r.total, payer_refund: r.refund, currency: 'CNY' },
    };
  }

  /** A notification as WeChat sends it: the encrypted resource and the signed headers. */
  notification(eventType: string, plain: object, originalType: string, at = new Date()) {
    const body = JSON.stringify({
      id: `EV-${digits(12)}`,
      create_time: at.toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: encryptResource(
        JSON.stringify(plain),
        this.apiV3Key,
        originalType === 'refund' ? 'refund' : 'transaction',
        originalType,
      ),
    });
    return { body, headers: platformHeaders(body, this.platform.key, this.platform.serial, at) };
  }

  /** The payer pays: the trade succeeds and its notification is posted (retried 3 times). */
  async pay(outTradeNo: string, openid?: string) {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`fake wechat: no trade ${outTradeNo}`);
    if (t.state === 'NOTPAY') {
      t.state = 'SUCCESS';
      t.transactionId = `4200${digits(24)}`;
      t.paidAt = new Date();
      if (openid) t.openid = openid;
    }
    if (!this.silent) {
      const n = this.notification('TRANSACTION.SUCCESS', this.transactionJson(t), 'transaction');
      await this.deliver('pay', t.notifyUrl, n);
    }
    return t;
  }

  /** A refund is made (PROCESSING), then finishes and is notified unless the books are silent. */
  startRefund(r: FakeWechatRefund) {
    this.refunds.set(r.outRefundNo, r);
    const outcome = this.refundOutcome;
    setImmediate(() => void this.finishRefund(r.outRefundNo, outcome));
  }

  async finishRefund(outRefundNo: string, outcome: 'SUCCESS' | 'ABNORMAL' = 'SUCCESS') {
    const r = this.refunds.get(outRefundNo);
    if (!r || r.status !== 'PROCESSING') return;
    r.status = outcome;
    const t = this.trades.get(r.outTradeNo);
    if (t && outcome === 'SUCCESS') t.state = 'REFUND';
    if (this.silent || !r.notifyUrl) return;
    const n = this.notification(`REFUND.${outcome}`, this.refundJson(r), 'refund');
    await this.deliver('refund', r.notifyUrl, n);
  }

  private async deliver(
    kind: 'pay' | 'refund',
    url: string,
    n: { body: string; headers: Record<string, string> },
  ) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await this.transport(url, n.body, n.headers).catch(() => 0);
      this.delivered.push({ kind, url, status });
      if (status === 200 || status === 204) return;
    }
  }

  refundedOf(outTradeNo: string) {
    let sum = 0;
    for (const r of this.refunds.values())
      if (r.outTradeNo === outTradeNo && r.status !== 'ABNORMAL') sum += r.refund;
    return sum;
  }

  /** The trade bill of one Beijing day (YYYY-MM-DD). */
  bill(date: string): string | null {
    const day = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const rows: (GatewayBillRow & { refundId?: string })[] = [];
    for (const t of this.trades.values())
      if (t.paidAt && t.transactionId && day(t.paidAt) === date)
        rows.push({
          kind: 'pay',
          orderNo: t.outTradeNo,
          amountFen: t.total,
          gatewayTradeNo: t.transactionId,
          at: t.paidAt,
        });
    for (const r of this.refunds.values())
      if (r.status === 'SUCCESS' && day(r.at) === date)
        rows.push({
          kind: 'refund',
          orderNo: r.outTradeNo,
          refundNo: r.outRefundNo,
          refundId: r.refundId,
          amountFen: r.refund,
          gatewayTradeNo: r.transactionId,
          at: r.at,
        });
    return rows.length ? formatTradeBill(this.appId, this.mchId, rows) : null;
  }

  newRefundId = () => `5030${digits(24)}`;
}
