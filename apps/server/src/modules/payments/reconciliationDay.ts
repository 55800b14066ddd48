import type { Gateway } from '@school/contract/api/mall';
import type { Db } from '../../db/client.ts';
import type { GatewayBillRow } from '../../providers/payment/types.ts';
import {
  compareDay,
  lineKey,
  type Difference,
  type KeptLine,
  type SchoolBill,
  type SchoolRefund,
} from './reconciliationCompare.ts';
import * as repo from './reconciliationRepository.ts';

/**
 * One run of the daily reconciliation, inside the transaction that holds its lease
 * (reconciliationService.ts takes the run and fetches the bill; docs/decisions/0028).
 */

/** The instants of a bill day [start, end) in Beijing time. */
export function billDayWindow(day: string) {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}

const sum = (rows: readonly { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

/**
 * Keeps the bill's lines and compares the day in pieces of repo.BATCH (a busy day has 200,000
 * lines): the bill's lines against the school's records of their numbers, then the school's
 * payments and refunds of the day, read by id a piece at a time, against every line kept.
 * Nothing of the day is held but the ids of the school's records and one piece. **Consumes**
 * `bill`: its lines leave the array as they are kept.
 */
export async function compareRun(tx: Db, run: repo.RunRow, bill: GatewayBillRow[], now: Date) {
  const gateway = run.gateway;
  const gatewaySide = (kind: 'pay' | 'refund') => {
    let count = 0;
    let amount = 0;
    for (const r of bill)
      if (r.kind === kind) {
        count++;
        amount += r.amountFen;
      }
    return { count, amount };
  };
  const billPays = gatewaySide('pay');
  const billRefunds = gatewaySide('refund');
  const found = new Set<string>();
  const keep = async (diffs: Difference[]) => {
    const fresh = diffs.filter((d) => {
      const key = `${d.kind}\u0000${lineKey(d.itemKind, d.outTradeNo, d.refundNo)}`;
      if (found.has(key)) return false;
      found.add(key);
      return true;
    });
    await repo.insertDifferences(
      tx,
      fresh.map((d) => ({ ...d, runId: run.id, gateway, day: run.day, createdAt: now })),
    );
  };
  const none = { pays: [], refunds: [], billsByNo: new Map(), refundsByNo: new Map() };
  // The bill is consumed a piece at a time: each piece is kept, then compared with the school's
  // records of its numbers, and leaves the array, so the day's bill is not held any longer than
  // needed (the school's side reads the lines kept).
  while (bill.length > 0) {
    const part = bill.splice(0, repo.BATCH);
    await repo.insertBillLines(
      tx,
      part.map((r) => ({
        runId: run.id,
        gateway,
        kind: r.kind,
        outTradeNo: r.orderNo,
        refundNo: r.kind === 'refund' ? (r.refundNo ?? '') : '',
        tradeNo: r.gatewayTradeNo,
        amount: r.amountFen,
        at: r.at,
      })),
    );
    await keep(
      compareDay({ ...none, gateway, ...(await unmatchedOf(tx, gateway, part)), lines: new Map() }),
    );
  }

  const { from, to } = billDayWindow(run.day);
  const school = { payCount: 0, payAmount: 0, refundCount: 0, refundAmount: 0 };
  for (const ids of repo.batches(await repo.paymentIdsBetween(tx, gateway, from, to))) {
    const pays = await repo.paymentsByIds(tx, ids);
    const keys = pays.map((x) => ({ outTradeNo: x.outTradeNo, refundNo: '' }));
    const lines = await keptLines(tx, gateway, 'pay', keys);
    await keep(compareDay({ ...none, gateway, bill: [], pays, lines }));
    school.payCount += pays.length;
    school.payAmount += sum(pays);
  }
  for (const ids of repo.batches(await repo.refundIdsSucceededBetween(tx, gateway, from, to))) {
    const refunds = await repo.refundsByIds(tx, ids);
    const lines = await keptLines(tx, gateway, 'refund', refunds);
    await keep(compareDay({ ...none, gateway, bill: [], refunds, lines }));
    school.refundCount += refunds.length;
    school.refundAmount += sum(refunds);
  }

  await recheckOpen(tx, gateway, now);
  await repo.setRun(tx, run.id, {
    status: found.size > 0 ? 'differences' : 'matched',
    error: '',
    leaseUntil: null,
    finishedAt: now,
    gatewayPayCount: billPays.count,
    gatewayPayAmount: billPays.amount,
    gatewayRefundCount: billRefunds.count,
    gatewayRefundAmount: billRefunds.amount,
    schoolPayCount: school.payCount,
    schoolPayAmount: school.payAmount,
    schoolRefundCount: school.refundCount,
    schoolRefundAmount: school.refundAmount,
    differenceCount: found.size,
  });
  return (await repo.findRuns(tx, [run.id]))[0];
}

/**
 * The part of a piece of the gateway's bill that differs from the school's records, with those
 * records: payment lines the school holds as paid with that amount are left out in SQL
 * (repo.payLinesNotMatched), so a matching day makes no objects here; refunds (few) are all
 * looked up.
 */
async function unmatchedOf(db: Db, gateway: Gateway, part: GatewayBillRow[]) {
  const billsByNo = new Map<string, SchoolBill>();
  const unmatched = new Set<string>();
  for (const b of await repo.payLinesNotMatched(
    db,
    gateway,
    part.filter((r) => r.kind === 'pay'),
  )) {
    unmatched.add(b.lineNo);
    if (b.billNo === null) continue;
    if (!billsByNo.has(b.billNo) || b.paymentAmount !== null)
      billsByNo.set(b.billNo, {
        billNo: b.billNo,
        gateway: b.gateway ?? '',
        status: b.status ?? '',
        orderId: b.orderId ?? 0,
        payment:
          b.paymentAmount === null
            ? null
            : { amount: b.paymentAmount, tradeNo: b.paymentTradeNo ?? '' },
      });
  }
  const refundsByNo = new Map<string, SchoolRefund>();
  const refundLines = part.filter((r) => r.kind === 'refund');
  for (const r of await repo.refundsByNo(
    db,
    refundLines.map((r) => r.refundNo ?? ''),
  ))
    refundsByNo.set(r.refundNo, r);
  const bill = part.filter((r) => r.kind === 'refund' || unmatched.has(r.orderNo));
  return { bill, billsByNo, refundsByNo };
}

/** Bill lines kept from any day for a piece of the school's records, by lineKey. */
async function keptLines(
  db: Db,
  gateway: Gateway,
  kind: 'pay' | 'refund',
  keys: { outTradeNo: string; refundNo: string }[],
) {
  const lines = new Map<string, KeptLine>();
  for (const l of await repo.billLinesOf(db, gateway, kind, keys))
    lines.set(lineKey(kind, l.outTradeNo, l.refundNo), { amount: l.amount, tradeNo: l.tradeNo });
  return lines;
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
