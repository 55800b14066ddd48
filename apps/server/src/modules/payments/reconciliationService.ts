import type { Gateway } from '@school/contract/api/mall';
import { addDays, dateInZone, intlWallClock } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import type { GatewayBillRow, PaymentGateway } from '../../providers/payment/types.ts';
import {
  compareDay,
  lineKey,
  type KeptLine,
  type SchoolBill,
  type SchoolRefund,
} from './reconciliationCompare.ts';
import * as repo from './reconciliationRepository.ts';
import type { Payments } from './service.ts';

/**
 * The daily reconciliation (DESIGN.md §8, docs/decisions/0028): every gateway's bill of a day is
 * fetched and compared with the school's payments and refunds of that day; each difference is
 * kept until staff resolve it or a later bill or record matches it. Safe on every server copy:
 * a run is unique per gateway and day and taken with a lease by one conditional UPDATE.
 */

/** Alipay and WeChat Pay cut their bills by Beijing day. */
export const BILL_TIME_ZONE = 'Asia/Shanghai';
/** Days before yesterday still fetched when missed (the server was down, a bill was late). */
export const LOOKBACK_DAYS = 7;
/** Gateways make the previous day's bill in the morning; it is asked for from this school hour. */
export const BILL_READY_HOUR = 10;
const LEASE_MS = 10 * 60_000;
const RETRY_MS = 30 * 60_000;

/** The gateways that are on and can give a bill. */
export function reconcilableGateways(p: Payments): PaymentGateway[] {
  return (['sandbox', 'alipay', 'wechat'] as const)
    .map((g) => p.gateways.get(g))
    .filter((g): g is PaymentGateway => g !== null && typeof g.downloadBill === 'function');
}

/** The days due at `now`: the look-back window ending yesterday (or the day before, early). */
export function dueDays(now: Date, timeZone: string): { from: string; to: string; days: string[] } {
  const today = dateInZone(now, timeZone);
  const hour = intlWallClock(now.getTime(), timeZone).hour;
  const to = addDays(today, hour >= BILL_READY_HOUR ? -1 : -2);
  const from = addDays(to, -(LOOKBACK_DAYS - 1));
  const days = Array.from({ length: LOOKBACK_DAYS }, (_, i) => addDays(from, i));
  return { from, to, days };
}

/** The instants of a bill day [start, end) in Beijing time. */
export function billDayWindow(day: string) {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}

/**
 * The job: makes the runs of the due days, then works through the due ones, oldest first, until
 * none is left that this copy can take. Returns how many runs it worked on.
 */
export async function reconcileDueDays(p: Payments): Promise<number> {
  const { ctx } = p;
  const gateways = reconcilableGateways(p);
  if (gateways.length === 0) return 0;
  const names = gateways.map((g) => g.name);
  const now = ctx.clock.now();
  const { from, to, days } = dueDays(now, ctx.config.TIME_ZONE);
  await repo.ensureRuns(ctx.db, names, days, now);
  let worked = 0;
  for (;;) {
    const run = await repo.claimRun(ctx.db, {
      gateways: names,
      from,
      to,
      now: ctx.clock.now(),
      leaseMs: LEASE_MS,
    });
    if (!run) return worked;
    worked++;
    await workOnRun(p, run);
  }
}

/** Fetches the run's bill and compares it; a failure is kept on the run and tried again later. */
export async function workOnRun(p: Payments, run: repo.RunRow): Promise<repo.RunRow | undefined> {
  const { ctx } = p;
  const gateway = p.gateways.get(run.gateway);
  let bill: GatewayBillRow[];
  try {
    if (!gateway?.downloadBill) throw new Error(`gateway ${run.gateway} is not configured`);
    bill = await gateway.downloadBill(run.day);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ err, gateway: run.gateway, day: run.day }, 'reconciliation: no bill yet');
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.lockOwnRun(tx, run.id, run.attempts))) return;
      await repo.setRun(tx, run.id, {
        status: 'failed',
        error: message.slice(0, 500),
        leaseUntil: new Date(ctx.clock.now().getTime() + RETRY_MS),
      });
    });
    return undefined;
  }
  return ctx.db.transaction(async (tx) => {
    // The lease may have lapsed and another copy taken the run: then its result stands.
    if (!(await repo.lockOwnRun(tx, run.id, run.attempts))) return undefined;
    const now = ctx.clock.now();
    await repo.insertBillLines(
      tx,
      bill.map((r) => ({
        runId: run.id,
        gateway: run.gateway,
        kind: r.kind,
        outTradeNo: r.orderNo,
        refundNo: r.kind === 'refund' ? (r.refundNo ?? '') : '',
        tradeNo: r.gatewayTradeNo,
        amount: r.amountFen,
        at: r.at,
      })),
    );
    const input = await schoolSide(tx, run.gateway, run.day, bill);
    const diffs = compareDay(input);
    await repo.insertDifferences(
      tx,
      diffs.map((d) => ({
        ...d,
        runId: run.id,
        gateway: run.gateway,
        day: run.day,
        createdAt: now,
      })),
    );
    await recheckOpen(tx, run.gateway, now);
    const sum = (rows: { amount?: number; amountFen?: number }[]) =>
      rows.reduce((s, r) => s + (r.amount ?? r.amountFen ?? 0), 0);
    const pays = bill.filter((r) => r.kind === 'pay');
    const refunds = bill.filter((r) => r.kind === 'refund');
    await repo.setRun(tx, run.id, {
      status: diffs.length > 0 ? 'differences' : 'matched',
      error: '',
      leaseUntil: null,
      finishedAt: now,
      gatewayPayCount: pays.length,
      gatewayPayAmount: sum(pays),
      gatewayRefundCount: refunds.length,
      gatewayRefundAmount: sum(refunds),
      schoolPayCount: input.pays.length,
      schoolPayAmount: sum(input.pays),
      schoolRefundCount: input.refunds.length,
      schoolRefundAmount: sum(input.refunds),
      differenceCount: diffs.length,
    });
    return (await repo.findRuns(tx, [run.id]))[0];
  });
}

/** What the school recorded, for the comparison of one gateway's bill of one day. */
async function schoolSide(db: Db, gateway: Gateway, day: string, bill: GatewayBillRow[]) {
  const { from, to } = billDayWindow(day);
  const pays = await repo.paymentsBetween(db, gateway, from, to);
  const refundRows = await repo.refundsSucceededBetween(db, gateway, from, to);
  const billsByNo = new Map<string, SchoolBill>();
  for (const b of await repo.billsByNo(
    db,
    bill.filter((r) => r.kind === 'pay').map((r) => r.orderNo),
  ))
    if (!billsByNo.has(b.billNo) || b.paymentAmount !== null)
      billsByNo.set(b.billNo, {
        billNo: b.billNo,
        gateway: b.gateway,
        status: b.status,
        orderId: b.orderId,
        payment:
          b.paymentAmount === null
            ? null
            : { amount: b.paymentAmount, tradeNo: b.paymentTradeNo ?? '' },
      });
  const refundsByNo = new Map<string, SchoolRefund>();
  for (const r of await repo.refundsByNo(
    db,
    bill.filter((r) => r.kind === 'refund').map((r) => r.refundNo ?? ''),
  ))
    refundsByNo.set(r.refundNo, r);
  const lines = new Map<string, KeptLine>();
  for (const [kind, keys] of [
    ['pay', pays.map((x) => ({ outTradeNo: x.outTradeNo, refundNo: '' }))],
    ['refund', refundRows.map((x) => ({ outTradeNo: x.outTradeNo, refundNo: x.refundNo }))],
  ] as const)
    for (const l of await repo.billLinesOf(db, gateway, kind, keys))
      lines.set(lineKey(kind, l.outTradeNo, l.refundNo), { amount: l.amount, tradeNo: l.tradeNo });
  return { gateway, bill, pays, refunds: refundRows, billsByNo, refundsByNo, lines };
}

/**
 * Open differences that a later bill or record now explains are closed with a note: a payment
 * recorded after the run (a late notification), a line on another day's bill fetched later.
 */
async function recheckOpen(db: Db, gateway: Gateway, now: Date) {
  const open = await repo.openDifferences(db, gateway, 500);
  if (open.length === 0) return;
  const missingLines = open.filter((d) => d.kind === 'missing_gateway');
  const kept = new Map<string, number>();
  for (const kind of ['pay', 'refund'] as const)
    for (const l of await repo.billLinesOf(
      db,
      gateway,
      kind,
      missingLines.filter((d) => d.itemKind === kind),
    ))
      kept.set(lineKey(kind, l.outTradeNo, l.refundNo), l.amount);
  const payNos = open
    .filter((d) => d.itemKind === 'pay' && (d.kind === 'missing_school' || d.kind === 'status'))
    .map((d) => d.outTradeNo);
  const paid = new Map<string, number>();
  for (const b of await repo.billsByNo(db, payNos))
    if (b.paymentAmount !== null && b.gateway === gateway) paid.set(b.billNo, b.paymentAmount);
  const refundNos = open
    .filter((d) => d.itemKind === 'refund' && (d.kind === 'missing_school' || d.kind === 'status'))
    .map((d) => d.refundNo);
  const refunded = new Map<string, number>();
  for (const r of await repo.refundsByNo(db, refundNos))
    if (r.status === 'succeeded') refunded.set(r.refundNo, r.amount);

  for (const d of open) {
    let note = '';
    if (d.kind === 'missing_gateway') {
      const amount = kept.get(lineKey(d.itemKind, d.outTradeNo, d.refundNo));
      if (amount !== undefined && amount === d.schoolAmount) note = 'found on another day’s bill';
    } else if (d.kind === 'missing_school' || d.kind === 'status') {
      const amount = d.itemKind === 'pay' ? paid.get(d.outTradeNo) : refunded.get(d.refundNo);
      if (amount !== undefined && amount === d.gatewayAmount) note = 'recorded by the school later';
    }
    if (note) await repo.resolveDifference(db, d.id, { at: now, by: null, byName: '', note });
  }
}
