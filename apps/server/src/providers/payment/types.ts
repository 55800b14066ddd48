import type { Gateway } from '@school/contract/api/mall';

/**
 * A payment gateway (docs/design/overview.md §2 providers): the built-in sandbox, Alipay or WeChat Pay. The app creates a
 * payment for a bill, verifies the gateway's asynchronous notifications, and asks the gateway
 * about a trade when a notification is late. Amounts cross this interface in fen.
 */
export interface PaymentGateway {
  readonly name: Gateway;
  /** The address the family opens to pay the bill. */
  createPayment(
    bill: BillForGateway,
    order: OrderForGateway,
    urls: PaymentUrls,
    payer?: PayerContext,
  ): Promise<PaymentStart>;
  /** Checks a notification's signature and app id and reads the trade out of it. */
  verifyNotification(raw: Record<string, string>): Promise<NotificationCheck>;
  /** Asks the gateway about the trade of a bill (the fallback when no notification came). */
  queryTrade(outTradeNo: string): Promise<TradeQuery>;

  // Refunds and bills (issue 15). Optional: a gateway without them cannot refund or reconcile.
  /** Asks the gateway to refund; `refundNo` is the idempotency key (a repeat refunds once). */
  refund?(r: RefundRequest): Promise<RefundResult>;
  /**
   * The state of a refund asked for earlier (null: the gateway does not know it). `orderNo`: the
   * bill number of the payment refunded (Alipay's query needs it).
   */
  queryRefund?(refundNo: string, orderNo: string): Promise<RefundResult | null>;
  /** Checks a refund notification the same way as a payment's and reads the refund out of it. */
  verifyRefundNotification?(raw: NotificationInput): Promise<RefundNotificationCheck>;
  /** The gateway's bill of one day (YYYY-MM-DD, Beijing time) as rows. */
  downloadBill?(date: string): Promise<GatewayBillRow[]>;
}

/** Where the family pays (WeChat: H5 in a phone browser, JSAPI in WeChat, Native QR on a desktop). */
export type PayScene = 'h5' | 'jsapi' | 'native';

/** What a gateway may need about the payer beyond the order. */
export interface PayerContext {
  scene?: PayScene;
  clientIp?: string;
  /** JSAPI: the payer's openid at the school's official account. */
  openid?: string;
}

export interface PaymentStart {
  payUrl: string;
  /** Native: the weixin:// address the QR code shows. */
  codeUrl?: string;
  /** JSAPI: the prepay id the WeixinJSBridge parameters are signed for. */
  prepayId?: string;
}

/**
 * A notification as it arrived: form fields (Alipay, sandbox) or, for WeChat, the raw JSON body
 * and the Wechatpay-* headers (lower-case names).
 */
export type NotificationInput = Record<string, string>;

export interface RefundRequest {
  /** The number the gateway knows the payment by: our bill number (out_trade_no). */
  orderNo: string;
  /** Our refund number (out_refund_no / out_request_no), the idempotency key. */
  refundNo: string;
  amountFen: number;
  /** What the payment took, in fen (WeChat checks it). */
  totalFen: number;
  reason: string;
  /**
   * Where the gateway posts the refund's result (WeChat), when the school set no public address:
   * this server as the browser that asked reached it.
   */
  notifyUrl?: string;
}

/** success: money back; processing: accepted, the result comes later; failed: refused or closed. */
export type RefundStatus = 'success' | 'processing' | 'failed';

export interface RefundResult {
  refundNo: string;
  /** The gateway's own number of the refund, once it has one. */
  gatewayRefundNo: string | null;
  status: RefundStatus;
  amountFen: number;
}

export type RefundNotificationCheck =
  { ok: true; orderNo: string; refund: RefundResult } | { ok: false; reason: NotificationProblem };

/** One line of a gateway's daily bill. `orderNo` is our bill number (out_trade_no). */
export interface GatewayBillRow {
  kind: 'pay' | 'refund';
  orderNo: string;
  refundNo?: string;
  amountFen: number;
  gatewayTradeNo: string;
  at: Date;
}

export interface BillForGateway {
  billNo: string;
  amount: number;
}

export interface OrderForGateway {
  id: number;
  orderNo: string;
  /** What the family buys, as the gateway's page shows it. */
  subject: string;
  expiresAt: Date;
}

export interface PaymentUrls {
  /** Where the gateway posts its notification. */
  notifyUrl: string;
  /** Where the browser goes back after paying (the app's result page, through the server). */
  returnUrl: string;
  /** Where the browser goes when the family leaves the gateway's page without paying. */
  quitUrl: string;
  /** This server as the browser reaches it ('' = same origin), for gateway pages it hosts. */
  base: string;
}

/** success: paid; waiting: opened, not paid yet; closed: ended unpaid (or fully refunded). */
export type TradeStatus = 'success' | 'waiting' | 'closed';

export interface Trade {
  /** The gateway's own number of the trade: the idempotency key with the gateway's name. */
  tradeNo: string;
  /** Our bill number. */
  outTradeNo: string;
  amountFen: number;
  /**
   * The currency of `amountFen` when the gateway states one (WeChat Pay's `amount.currency`).
   * Absent: the gateway takes CNY only (Alipay's `total_amount`, the sandbox). Settlement pays
   * nothing in another currency than the order's (issue 25).
   */
  currency?: string;
  status: TradeStatus;
}

export type NotificationProblem = 'bad_signature' | 'wrong_app_id' | 'malformed' | 'stale';

export type NotificationCheck =
  | {
      ok: true;
      trade: Trade;
      appId: string;
      /** What to keep with the payment (WeChat: the decrypted trade); default: the raw fields. */
      record?: Record<string, string>;
    }
  | { ok: false; reason: NotificationProblem; outTradeNo?: string; tradeNo?: string };

export type TradeQuery = { found: false } | { found: true; trade: Trade };

/** Posts a form-encoded notification and returns the response body. */
export type NotifyTransport = (url: string, form: string) => Promise<string>;
