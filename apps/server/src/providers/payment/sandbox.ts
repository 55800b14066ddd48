import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sandboxTrades } from '../../db/schema/orders.ts';
import { sandboxRefunds } from '../../db/schema/refunds.ts';
import { fenToYuan, yuanToFen } from './money.ts';
import type {
  BillForGateway,
  GatewayBillRow,
  NotificationCheck,
  NotifyTransport,
  PaymentGateway,
  PaymentUrls,
  RefundRequest,
  RefundResult,
  TradeQuery,
} from './types.ts';

export const SANDBOX_APP_ID = 'school-sandbox';
export const SANDBOX_SIGN_TYPE = 'HMAC-SHA256';

/** The string a sandbox notification signs: sorted key=value pairs, without sign and sign_type. */
export function sandboxSignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function sandboxSign(params: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(sandboxSignContent(params), 'utf8').digest('hex');
}

/** Posts the form with fetch, as a real gateway's notifier would. */
export const fetchTransport: NotifyTransport = async (url, form) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  return res.text();
};

const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

/**
 * The built-in gateway (the default). Its "gateway side" is a confirm page the server hosts
 * (modules/payments/sandboxPage.ts): confirming books a trade in `sandbox_trades` and sends a
 * notification signed with HMAC-SHA256 (PAYMENT_SANDBOX_SECRET) over HTTP to the notify address,
 * retried like a real gateway; the app checks it with the same code path as Alipay's. The trade
 * query reads `sandbox_trades`, as Alipay's reads its books.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** How notifications travel: fetch by default; tests deliver them through app.inject. */
  transport: NotifyTransport = fetchTransport;
  /**
   * For tests: `lostAnswers` refund calls are booked but their answer is lost (a time-out), then
   * the calls answer; `refuse` refuses every refund (a final answer).
   */
  refundFaults = { lostAnswers: 0, refuse: false };
  /** Waits before each delivery attempt; a real gateway retries over hours. */
  retryDelaysMs = [0, 2_000, 10_000, 60_000];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly opts: {
      secret: string;
      db: Db;
      log: FastifyBaseLogger;
    },
  ) {}

  async createPayment(bill: BillForGateway, _order: unknown, urls: PaymentUrls) {
    return { payUrl: `${urls.base}/api/pay/sandbox/${encodeURIComponent(bill.billNo)}` };
  }

  async verifyNotification(raw: Record<string, string>): Promise<NotificationCheck> {
    const ids = { outTradeNo: raw.out_trade_no, tradeNo: raw.trade_no };
    const given = Buffer.from(raw.sign ?? '', 'hex');
    const expected = Buffer.from(sandboxSign(raw, this.opts.secret), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'bad_signature', ...ids };
    if (raw.app_id !== SANDBOX_APP_ID) return { ok: false, reason: 'wrong_app_id', ...ids };
    const amountFen = yuanToFen(raw.total_amount);
    if (!raw.out_trade_no || !raw.trade_no || amountFen === null)
      return { ok: false, reason: 'malformed', ...ids };
    const status = raw.trade_status === 'TRADE_SUCCESS' ? 'success' : 'closed';
    return {
      ok: true,
      appId: raw.app_id,
      trade: { tradeNo: raw.trade_no, outTradeNo: raw.out_trade_no, amountFen, status },
    };
  }

  async queryTrade(outTradeNo: string): Promise<TradeQuery> {
    const rows = await this.opts.db
      .select()
      .from(sandboxTrades)
      .where(eq(sandboxTrades.outTradeNo, outTradeNo));
    const t = rows[0];
    if (!t) return { found: false };
    return {
      found: true,
      trade: { tradeNo: t.tradeNo, outTradeNo, amountFen: t.amount, status: 'success' },
    };
  }

  /**
   * The sandbox's bill of one Beijing day, made from its own books as a real gateway's is: its
   * trades, and its refunds (each with the trade it returned money of). Development only, so its
   * refunds are read without an index by day.
   */
  async downloadBill(date: string): Promise<GatewayBillRow[]> {
    const from = new Date(`${date}T00:00:00+08:00`);
    if (Number.isNaN(from.getTime())) throw new Error('bill date must be YYYY-MM-DD');
    const to = new Date(from.getTime() + 24 * 3600_000);
    const db = this.opts.db;
    const trades = await db
      .select()
      .from(sandboxTrades)
      .where(and(gte(sandboxTrades.createdAt, from), lt(sandboxTrades.createdAt, to)));
    const refunds = await db
      .select({ refund: sandboxRefunds, tradeNo: sandboxTrades.tradeNo })
      .from(sandboxRefunds)
      .innerJoin(sandboxTrades, eq(sandboxTrades.outTradeNo, sandboxRefunds.outTradeNo))
      .where(and(gte(sandboxRefunds.createdAt, from), lt(sandboxRefunds.createdAt, to)));
    return [
      ...trades.map((t) => ({
        kind: 'pay' as const,
        orderNo: t.outTradeNo,
        amountFen: t.amount,
        gatewayTradeNo: t.tradeNo,
        at: t.createdAt,
      })),
      ...refunds.map(({ refund: r, tradeNo }) => ({
        kind: 'refund' as const,
        orderNo: r.outTradeNo,
        refundNo: r.refundNo,
        amountFen: r.amount,
        gatewayTradeNo: tradeNo,
        at: r.createdAt,
      })),
    ];
  }

  /**
   * Refunds at once from the sandbox's books: one per refund number (a repeat answers the same),
   * never more than the trade took.
   */
  async refund(r: RefundRequest): Promise<RefundResult> {
    const failed = { refundNo: r.refundNo, gatewayRefundNo: null, amountFen: r.amountFen };
    if (this.refundFaults.refuse) return { ...failed, status: 'failed' };
    const trade = await this.queryTrade(r.orderNo);
    if (!trade.found) return { ...failed, status: 'failed' };
    const booked = await this.opts.db.transaction(async (tx) => {
      // One refund of a trade at a time: the trade's row is the lock.
      await tx.execute(
        sql`select 1 from sandbox_trades where out_trade_no = ${r.orderNo} for update`,
      );
      const had = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundNo, r.refundNo));
      if (had[0]) return had[0];
      const sum = await tx
        .select({ n: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.outTradeNo, r.orderNo));
      if ((sum[0]?.n ?? 0) + r.amountFen > trade.trade.amountFen) return null;
      const rows = await tx
        .insert(sandboxRefunds)
        .values({
          refundNo: r.refundNo,
          outTradeNo: r.orderNo,
          amount: r.amountFen,
          createdAt: new Date(),
        })
        .returning();
      return rows[0]!;
    });
    if (!booked) return { ...failed, status: 'failed' };
    if (this.refundFaults.lostAnswers > 0) {
      this.refundFaults.lostAnswers--;
      throw new Error('sandbox refund: the answer timed out');
    }
    return {
      refundNo: r.refundNo,
      gatewayRefundNo: `SBXR${r.refundNo}`,
      status: 'success',
      amountFen: booked.amount,
    };
  }

  async queryRefund(refundNo: string): Promise<RefundResult | null> {
    const rows = await this.opts.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.refundNo, refundNo));
    const b = rows[0];
    return b
      ? { refundNo, gatewayRefundNo: `SBXR${refundNo}`, status: 'success', amountFen: b.amount }
      : null;
  }

  /**
   * The family confirmed on the sandbox page: books the trade (once per bill) and sends the
   * signed notification in the background. Returns the trade number.
   */
  async confirm(bill: BillForGateway, notifyUrl: string, now: Date): Promise<string> {
    const tradeNo = `SBX${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    await this.opts.db
      .insert(sandboxTrades)
      .values({ tradeNo, outTradeNo: bill.billNo, amount: bill.amount, createdAt: now })
      .onConflictDoNothing({ target: sandboxTrades.outTradeNo });
    const trade = (await this.queryTrade(bill.billNo)) as Extract<TradeQuery, { found: true }>;
    const params: Record<string, string> = {
      app_id: SANDBOX_APP_ID,
      notify_id: randomBytes(8).toString('hex'),
      notify_time: stamp(now),
      gmt_payment: stamp(now),
      out_trade_no: bill.billNo,
      trade_no: trade.trade.tradeNo,
      total_amount: fenToYuan(trade.trade.amountFen),
      trade_status: 'TRADE_SUCCESS',
    };
    params.sign_type = SANDBOX_SIGN_TYPE;
    params.sign = sandboxSign(params, this.opts.secret);
    this.deliver(notifyUrl, new URLSearchParams(params).toString());
    return trade.trade.tradeNo;
  }

  private deliver(url: string, form: string) {
    const delays = this.retryDelaysMs;
    const run = (async () => {
      for (const [i, delay] of delays.entries()) {
        try {
          if (delay > 0) await sleep(delay, undefined, { signal: this.stopping.signal });
          const answer = await this.transport(url, form);
          if (answer.trim() === 'success') return;
          this.opts.log.warn({ url, attempt: i + 1, answer }, 'sandbox notification refused');
        } catch (err) {
          if (this.stopping.signal.aborted) return;
          this.opts.log.warn({ err, url, attempt: i + 1 }, 'sandbox notification failed');
        }
      }
      this.opts.log.error({ url }, 'sandbox notification gave up; the trade query will find it');
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Waits for the notifications on their way (tests; shutdown after stop()). */
  async flush() {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops waiting retries (app close); a delivery under way finishes. */
  async stop() {
    this.stopping.abort();
    await this.flush();
  }
}
