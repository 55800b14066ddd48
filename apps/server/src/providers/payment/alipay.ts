import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { zonedFields } from '../../modules/orders/rules.ts';
import { fenToYuan, yuanToFen } from './money.ts';
import type {
  BillForGateway,
  GatewayBillRow,
  NotificationCheck,
  OrderForGateway,
  PaymentGateway,
  PaymentUrls,
  RefundRequest,
  RefundResult,
  TradeQuery,
  TradeStatus,
} from './types.ts';

export interface AlipaySettings {
  appId: string;
  /** The app's RSA2 private key: PEM (PKCS#1 or PKCS#8) or the bare base64 the Alipay tool gives. */
  privateKey: string;
  /** Alipay's public key (not the app's): PEM or bare base64. */
  alipayPublicKey: string;
  gateway: string;
  timeoutMs?: number;
}

/** Settings often carry PEM line breaks as the two characters "\n". */
const unescape = (key: string) => key.replace(/\\n/g, '\n').trim();

/** PKCS1 or PKCS8, as the SDK must be told; throws when the key is not an RSA private key. */
function privateKeyType(key: string): 'PKCS1' | 'PKCS8' {
  if (key.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (key.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  const der = Buffer.from(key.replace(/\s+/g, ''), 'base64');
  try {
    createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

const TRADE_STATUS: Record<string, TradeStatus> = {
  TRADE_SUCCESS: 'success',
  TRADE_FINISHED: 'success',
  WAIT_BUYER_PAY: 'waiting',
  TRADE_CLOSED: 'closed',
};

/** Alipay's time_expire: "yyyy-MM-dd HH:mm:ss", Beijing time. */
function alipayTime(at: Date) {
  const f = zonedFields(at, 'Asia/Shanghai');
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/**
 * Alipay H5 payment (alipay.trade.wap.pay) through the official SDK (alipay-sdk 4, RSA2). The
 * notification is checked with Alipay's public key (checkNotifySignV2: sorted params without
 * sign and sign_type, RSA-SHA256, base64) and must carry our app id. The trade query
 * (alipay.trade.query) checks the signature of Alipay's answer too.
 */
export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly settings: AlipaySettings) {
    const privateKey = unescape(settings.privateKey);
    const keyType = privateKeyType(privateKey);
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey,
      keyType,
      alipayPublicKey: unescape(settings.alipayPublicKey),
      gateway: settings.gateway,
      signType: 'RSA2',
      timeout: settings.timeoutMs ?? 5_000,
    });
    // The SDK accepts any text; a broken key should stop the start, not the first payment.
    try {
      createPrivateKey(this.sdk.config.privateKey);
    } catch {
      throw new Error('ALIPAY_PRIVATE_KEY: not a readable RSA private key (PEM or base64)');
    }
    try {
      createPublicKey(this.sdk.config.alipayPublicKey);
    } catch {
      throw new Error('ALIPAY_PUBLIC_KEY: not a readable RSA public key (PEM or base64)');
    }
  }

  async createPayment(bill: BillForGateway, order: OrderForGateway, urls: PaymentUrls) {
    const payUrl = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: bill.billNo,
        total_amount: fenToYuan(bill.amount),
        subject: order.subject.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        // Alipay refuses to take money once our order has closed.
        time_expire: alipayTime(order.expiresAt),
        quit_url: urls.quitUrl,
      },
      notifyUrl: urls.notifyUrl,
      returnUrl: urls.returnUrl,
    });
    return { payUrl };
  }

  /**
   * The trade bill of one Beijing day: its address (alipay.data.dataservice.bill.downloadurl.query,
   * signed answer), then the zip (alipayBillDownload.ts). `isp.bill_not_exist`: not made yet
   * (Alipay makes the previous day's bill in the morning); the caller tries again later.
   */
  async downloadBill(date: string): Promise<GatewayBillRow[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('bill date must be YYYY-MM-DD');
    const res = await this.sdk.exec(
      'alipay.data.dataservice.bill.downloadurl.query',
      { bizContent: { bill_type: 'trade', bill_date: date } },
      { validateSign: true },
    );
    if (res.code !== '10000' || !res.billDownloadUrl)
      throw new Error(
        `alipay bill ${date}: ${res.code} ${res.subCode ?? ''} ${res.subMsg ?? res.msg ?? ''}`.trim(),
      );
    const { downloadAlipayBill } = await import('./alipayBillDownload.ts');
    return downloadAlipayBill(String(res.billDownloadUrl), this.settings.timeoutMs ?? 15_000);
  }

  async verifyNotification(raw: Record<string, string>): Promise<NotificationCheck> {
    const ids = { outTradeNo: raw.out_trade_no, tradeNo: raw.trade_no };
    let signed: boolean;
    try {
      signed = this.sdk.checkNotifySignV2(raw);
    } catch {
      signed = false;
    }
    if (!signed) return { ok: false, reason: 'bad_signature', ...ids };
    if (raw.app_id !== this.settings.appId) return { ok: false, reason: 'wrong_app_id', ...ids };
    const amountFen = yuanToFen(raw.total_amount);
    const status = TRADE_STATUS[raw.trade_status ?? ''];
    if (!raw.out_trade_no || !raw.trade_no || amountFen === null || !status)
      return { ok: false, reason: 'malformed', ...ids };
    return {
      ok: true,
      appId: raw.app_id,
      trade: { tradeNo: raw.trade_no, outTradeNo: raw.out_trade_no, amountFen, status },
    };
  }

  async queryTrade(outTradeNo: string): Promise<TradeQuery> {
    const res = await this.sdk.exec(
      'alipay.trade.query',
      { bizContent: { out_trade_no: outTradeNo } },
      { validateSign: true },
    );
    if (res.code !== '10000') {
      if (res.subCode === 'ACQ.TRADE_NOT_EXIST') return { found: false };
      throw new Error(
        `alipay.trade.query: ${res.code} ${res.subCode ?? ''} ${res.subMsg ?? res.msg}`,
      );
    }
    const amountFen = yuanToFen(res.totalAmount);
    const status = TRADE_STATUS[res.tradeStatus ?? ''];
    if (res.outTradeNo !== outTradeNo || !res.tradeNo || amountFen === null || !status)
      throw new Error(`alipay.trade.query: unexpected answer for ${outTradeNo}`);
    return { found: true, trade: { tradeNo: res.tradeNo, outTradeNo, amountFen, status } };
  }

  /**
   * alipay.trade.refund: `out_request_no` is the idempotency key (a repeat answers the same and
   * moves no money). Alipay refunds synchronously; a business refusal (code 40004 other than a
   * system error or a short balance, which are asked again) is final.
   */
  async refund(r: RefundRequest): Promise<RefundResult> {
    const res = await this.sdk.exec(
      'alipay.trade.refund',
      {
        bizContent: {
          out_trade_no: r.orderNo,
          out_request_no: r.refundNo,
          refund_amount: fenToYuan(r.amountFen),
          refund_reason: [...r.reason].slice(0, 80).join(''),
        },
      },
      { validateSign: true },
    );
    const base = { refundNo: r.refundNo, amountFen: r.amountFen };
    if (res.code === '10000')
      return {
        ...base,
        gatewayRefundNo: (res.tradeNo as string | undefined) ?? null,
        status: 'success',
      };
    if (res.code === '40004' && !RETRY_SUB_CODES.has(String(res.subCode ?? '')))
      return { ...base, gatewayRefundNo: null, status: 'failed' };
    throw new Error(
      `alipay.trade.refund: ${res.code} ${res.subCode ?? ''} ${res.subMsg ?? res.msg}`,
    );
  }

  /** alipay.trade.fastpay.refund.query: found (refunded) or null (Alipay has no such refund). */
  async queryRefund(refundNo: string, orderNo: string): Promise<RefundResult | null> {
    const res = await this.sdk.exec(
      'alipay.trade.fastpay.refund.query',
      { bizContent: { out_trade_no: orderNo, out_request_no: refundNo } },
      { validateSign: true },
    );
    if (res.code !== '10000')
      throw new Error(
        `alipay refund query: ${res.code} ${res.subCode ?? ''} ${res.subMsg ?? res.msg}`,
      );
    const amountFen = yuanToFen(res.refundAmount as string | undefined);
    if (amountFen === null) return null;
    const done = !res.refundStatus || res.refundStatus === 'REFUND_SUCCESS';
    return {
      refundNo,
      gatewayRefundNo: (res.tradeNo as string | undefined) ?? null,
      status: done ? 'success' : 'processing',
      amountFen,
    };
  }
}

/** Alipay's refund answers that mean "try again later", not "no". */
const RETRY_SUB_CODES = new Set([
  'ACQ.SYSTEM_ERROR',
  'aop.ACQ.SYSTEM_ERROR',
  'ACQ.SELLER_BALANCE_NOT_ENOUGH',
]);
