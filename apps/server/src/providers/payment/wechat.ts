import type { KeyObject } from 'node:crypto';
import { zonedFields } from '../../modules/orders/rules.ts';
import type {
  BillForGateway,
  GatewayBillRow,
  NotificationCheck,
  NotificationInput,
  OrderForGateway,
  PayerContext,
  PaymentGateway,
  PaymentStart,
  PaymentUrls,
  RefundNotificationCheck,
  RefundRequest,
  RefundResult,
  TradeQuery,
} from './types.ts';
import { WechatClient, WechatApiError } from './wechatClient.ts';
import { askRefund, downloadBill, queryRefund } from './wechatRefunds.ts';
import {
  decryptResource,
  jsapiParams,
  readPrivateKey,
  readPublicKey,
  verifyPlatform,
  wechatpayHeaders,
  type EncryptedResource,
} from './wechatSign.ts';
import {
  flatten,
  refundStatus,
  toRefund,
  TRADE_STATE,
  type Transaction,
  type WechatRefund,
} from './wechatStates.ts';

export interface WechatSettings {
  appId: string;
  /** The official account's secret (OAuth for the openid); '' = no JSAPI. */
  appSecret: string;
  mchId: string;
  apiV3Key: string;
  mchSerial: string;
  mchPrivateKey: string;
  platformPublicKey: string;
  platformSerial: string;
  /** One base for every WeChat host (tests: the fake); unset = the real hosts. */
  gateway?: string;
  timeoutMs?: number;
  now?: () => Date;
}

const HOSTS = {
  pay: 'https://api.mch.weixin.qq.com',
  open: 'https://open.weixin.qq.com',
  sns: 'https://api.weixin.qq.com',
};

/** WeChat's time_expire: RFC 3339 in Beijing time. */
function wechatTime(at: Date) {
  const f = zonedFields(at, 'Asia/Shanghai');
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}:${f.second}+08:00`;
}

/**
 * WeChat Pay API v3 with Node's crypto (docs/decisions/0016): H5 (h5_url) in a phone browser,
 * JSAPI in WeChat's browser (openid by the official account's OAuth, parameters signed for
 * WeixinJSBridge), Native (code_url as a QR code) on a desktop. Every answer's platform
 * signature is checked; notifications are checked, decrypted and must name our mch id and app id.
 */
export class WechatGateway implements PaymentGateway {
  readonly name = 'wechat' as const;
  private readonly client: WechatClient;
  private readonly mchKey: KeyObject;
  private readonly platform: { key: KeyObject; serial: string };
  private readonly hosts: typeof HOSTS;
  private readonly now: () => Date;

  constructor(private readonly s: WechatSettings) {
    if (Buffer.byteLength(s.apiV3Key) !== 32)
      throw new Error('WECHAT_API_V3_KEY: must be the 32-character API v3 key');
    this.mchKey = readPrivateKey(s.mchPrivateKey, 'WECHAT_MCH_PRIVATE_KEY');
    this.platform = {
      key: readPublicKey(s.platformPublicKey, 'WECHAT_PLATFORM_PUBLIC_KEY'),
      serial: s.platformSerial,
    };
    this.now = s.now ?? (() => new Date());
    const base = s.gateway?.replace(/\/+$/, '');
    this.hosts = base ? { pay: base, open: base, sns: base } : HOSTS;
    this.client = new WechatClient({
      base: this.hosts.pay,
      merchant: { mchId: s.mchId, serial: s.mchSerial, key: this.mchKey },
      platform: this.platform,
      timeoutMs: s.timeoutMs ?? 5_000,
      now: this.now,
    });
  }

  get jsapiEnabled() {
    return this.s.appSecret !== '';
  }

  async createPayment(
    bill: BillForGateway,
    order: OrderForGateway,
    urls: PaymentUrls,
    payer: PayerContext = {},
  ): Promise<PaymentStart> {
    const scene = payer.scene ?? 'h5';
    const body: Record<string, unknown> = {
      appid: this.s.appId,
      mchid: this.s.mchId,
      // WeChat allows 127 characters of description.
      description: [...order.subject].slice(0, 120).join(''),
      out_trade_no: bill.billNo,
      // WeChat stops taking money once our order has closed.
      time_expire: wechatTime(order.expiresAt),
      notify_url: urls.notifyUrl,
      amount: { total: bill.amount, currency: 'CNY' },
    };
    if (scene === 'h5') {
      body.scene_info = {
        payer_client_ip: payer.clientIp ?? '127.0.0.1',
        h5_info: { type: 'Wap' },
      };
      const res = await this.client.call<{ h5_url: string }>(
        'POST',
        '/v3/pay/transactions/h5',
        body,
      );
      if (!res.h5_url) throw new Error('wechat h5: no h5_url in the answer');
      // After paying (or leaving) WeChat sends the browser to redirect_url.
      const sep = res.h5_url.includes('?') ? '&' : '?';
      return { payUrl: `${res.h5_url}${sep}redirect_url=${encodeURIComponent(urls.returnUrl)}` };
    }
    if (scene === 'native') {
      const res = await this.client.call<{ code_url: string }>(
        'POST',
        '/v3/pay/transactions/native',
        body,
      );
      if (!res.code_url) throw new Error('wechat native: no code_url in the answer');
      return { payUrl: '', codeUrl: res.code_url };
    }
    if (!payer.openid) throw new Error('wechat jsapi: no openid');
    body.payer = { openid: payer.openid };
    const res = await this.client.call<{ prepay_id: string }>(
      'POST',
      '/v3/pay/transactions/jsapi',
      body,
    );
    if (!res.prepay_id) throw new Error('wechat jsapi: no prepay_id in the answer');
    return { payUrl: '', prepayId: res.prepay_id };
  }

  /** The parameters of WeixinJSBridge.invoke('getBrandWCPayRequest', …), signed now. */
  jsapiParams(prepayId: string) {
    return jsapiParams(this.s.appId, prepayId, this.mchKey, this.now());
  }

  /** The official account's OAuth page (snsapi_base: no prompt, the openid only). */
  oauthUrl(redirectUri: string, state: string) {
    const q = new URLSearchParams({
      appid: this.s.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `${this.hosts.open}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
  }

  /** Exchanges the OAuth code for the payer's openid (null when WeChat refuses the code). */
  async openidFromCode(code: string): Promise<string | null> {
    const q = new URLSearchParams({
      appid: this.s.appId,
      secret: this.s.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const res = await fetch(`${this.hosts.sns}/sns/oauth2/access_token?${q.toString()}`, {
      signal: AbortSignal.timeout(this.s.timeoutMs ?? 5_000),
    });
    const body = (await res.json()) as { openid?: string; errcode?: number };
    return typeof body.openid === 'string' && body.openid ? body.openid : null;
  }

  /**
   * Reads a notification: platform signature and time (headers), then the resource decrypted
   * with the API v3 key. `raw` is { body, and the wechatpay-* headers }.
   */
  private async readNotification<T>(
    raw: NotificationInput,
    eventPrefix: string,
  ): Promise<
    | { ok: true; data: T; event: string }
    | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed' }
  > {
    const body = raw.body ?? '';
    const problem = verifyPlatform(
      wechatpayHeaders((n) => raw[n]),
      body,
      this.platform,
      this.now(),
    );
    if (problem) return { ok: false, reason: problem === 'stale' ? 'stale' : 'bad_signature' };
    let parsed: { event_type?: string; resource?: EncryptedResource };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!parsed.resource || !parsed.event_type?.startsWith(eventPrefix))
      return { ok: false, reason: 'malformed' };
    try {
      const data = JSON.parse(decryptResource(parsed.resource, this.s.apiV3Key)) as T;
      return { ok: true, data, event: parsed.event_type };
    } catch {
      // Signed by the platform but not readable with our key: not ours or tampered before signing.
      return { ok: false, reason: 'bad_signature' };
    }
  }

  async verifyNotification(raw: NotificationInput): Promise<NotificationCheck> {
    const read = await this.readNotification<Transaction>(raw, 'TRANSACTION.');
    if (!read.ok) return { ok: false, reason: read.reason };
    const t = read.data;
    const ids = { outTradeNo: t.out_trade_no, tradeNo: t.transaction_id };
    if (t.mchid !== this.s.mchId || t.appid !== this.s.appId)
      return { ok: false, reason: 'wrong_app_id', ...ids };
    const trade = this.toTrade(t);
    if (!trade) return { ok: false, reason: 'malformed', ...ids };
    return { ok: true, appId: t.appid, trade, record: flatten(t) };
  }

  private toTrade(t: Transaction) {
    const status = TRADE_STATE[t.trade_state ?? ''];
    const amountFen = t.amount?.total;
    if (!t.out_trade_no || !status || !Number.isSafeInteger(amountFen)) return null;
    // A trade not paid has no transaction id yet; only a paid one is settled.
    if (status === 'success' && !t.transaction_id) return null;
    return {
      tradeNo: t.transaction_id ?? '',
      outTradeNo: t.out_trade_no,
      amountFen: amountFen!,
      currency: t.amount?.currency ?? '',
      status,
    };
  }

  async queryTrade(outTradeNo: string): Promise<TradeQuery> {
    let t: Transaction;
    try {
      t = await this.client.call<Transaction>(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${this.s.mchId}`,
      );
    } catch (err) {
      if (err instanceof WechatApiError && err.code === 'ORDER_NOT_EXIST') return { found: false };
      throw err;
    }
    if (t.mchid !== this.s.mchId || t.appid !== this.s.appId || t.out_trade_no !== outTradeNo)
      throw new Error(`wechat trade query: unexpected answer for ${outTradeNo}`);
    const trade = this.toTrade(t);
    if (!trade) throw new Error(`wechat trade query: unreadable answer for ${outTradeNo}`);
    return { found: true, trade };
  }

  refund(r: RefundRequest): Promise<RefundResult> {
    return askRefund(this.client, r, this.refundNotifyUrl ?? r.notifyUrl);
  }

  /** Where WeChat posts refund results; set by the app (it knows its public address). */
  refundNotifyUrl: string | undefined;

  queryRefund(refundNo: string): Promise<RefundResult | null> {
    return queryRefund(this.client, refundNo);
  }

  async verifyRefundNotification(raw: NotificationInput): Promise<RefundNotificationCheck> {
    const read = await this.readNotification<WechatRefund & { mchid?: string }>(raw, 'REFUND.');
    if (!read.ok) return { ok: false, reason: read.reason };
    const r = read.data;
    if (r.mchid !== this.s.mchId) return { ok: false, reason: 'wrong_app_id' };
    const status = refundStatus(r.refund_status);
    if (!r.out_refund_no || !r.out_trade_no || !status || !Number.isSafeInteger(r.amount?.refund))
      return { ok: false, reason: 'malformed' };
    return { ok: true, orderNo: r.out_trade_no, refund: toRefund(r, r.out_refund_no) };
  }

  downloadBill(date: string): Promise<GatewayBillRow[]> {
    return downloadBill(this.client, date);
  }
}
