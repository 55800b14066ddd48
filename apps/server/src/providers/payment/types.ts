import type { Gateway } from '@school/contract/api/mall';

/**
 * A payment gateway (DESIGN.md §2 providers): the built-in sandbox or Alipay. The app creates a
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
  ): Promise<{ payUrl: string }>;
  /** Checks a notification's signature and app id and reads the trade out of it. */
  verifyNotification(raw: Record<string, string>): Promise<NotificationCheck>;
  /** Asks the gateway about the trade of a bill (the fallback when no notification came). */
  queryTrade(outTradeNo: string): Promise<TradeQuery>;
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
  status: TradeStatus;
}

export type NotificationProblem = 'bad_signature' | 'wrong_app_id' | 'malformed';

export type NotificationCheck =
  | { ok: true; trade: Trade; appId: string }
  | { ok: false; reason: NotificationProblem; outTradeNo?: string; tradeNo?: string };

export type TradeQuery = { found: false } | { found: true; trade: Trade };

/** Posts a form-encoded notification and returns the response body. */
export type NotifyTransport = (url: string, form: string) => Promise<string>;
