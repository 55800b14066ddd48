import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Gateway } from '@school/contract/api/mall';
import type { Db } from '../../db/client.ts';
import { orderBills, payments } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import {
  reconciliationBillRows,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/schema/reconciliation.ts';

/** Queries of the daily reconciliation (docs/decisions/0028); no rules here. */

export type RunRow = typeof reconciliationRuns.$inferSelect;
export type DiffRow = typeof reconciliationDifferences.$inferSelect;
export type NewDiff = typeof reconciliationDifferences.$inferInsert;
export type BillLine = typeof reconciliationBillRows.$inferInsert;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Makes the run of each gateway and day that has none (every copy may try; one row results). */
export async function ensureRuns(db: Db, gateways: Gateway[], days: string[], now: Date) {
  if (gateways.length === 0 || days.length === 0) return;
  await db
    .insert(reconciliationRuns)
    .values(gateways.flatMap((gateway) => days.map((day) => ({ gateway, day, createdAt: now }))))
    .onConflictDoNothing({ target: [reconciliationRuns.gateway, reconciliationRuns.day] });
}

/**
 * Takes the oldest due run of the days given, for `leaseMs`: one conditional UPDATE, so two
 * copies never take the same run (the second skips the locked row or finds it running). Due:
 * waiting, failed and past its retry time, or running with a lease that lapsed (a copy died).
 */
export async function claimRun(
  db: Db,
  q: { gateways: Gateway[]; from: string; to: string; now: Date; leaseMs: number },
): Promise<RunRow | undefined> {
  if (q.gateways.length === 0) return undefined;
  const until = new Date(q.now.getTime() + q.leaseMs);
  const res = await db.execute(sql`
    update ${reconciliationRuns}
    set status = 'running', lease_until = ${at(until)}, attempts = attempts + 1
    where id = (
      select id from ${reconciliationRuns}
      where ${inArray(reconciliationRuns.gateway, q.gateways)}
        and day between ${q.from} and ${q.to}
        and (status = 'waiting'
          or (status in ('failed', 'running') and (lease_until is null or lease_until < ${at(q.now)})))
      order by day, id
      limit 1
      for update skip locked)
    returning id`);
  const id = (res as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const rows = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
  return rows[0];
}

/** Takes one run now unless a copy holds a live lease on it (a rerun asked in the console). */
export async function claimRunById(db: Db, id: number, now: Date, leaseMs: number) {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await db
    .update(reconciliationRuns)
    .set({
      status: 'running',
      leaseUntil: until,
      attempts: sql`${reconciliationRuns.attempts} + 1`,
    })
    .where(
      and(
        eq(reconciliationRuns.id, id),
        sql`not (${reconciliationRuns.status} = 'running' and ${reconciliationRuns.leaseUntil} > ${at(now)})`,
      ),
    )
    .returning();
  return rows[0];
}

/** Locks the run and returns it while the lease taken with `attempts` is still this copy's. */
export async function lockOwnRun(db: Db, id: number, attempts: number) {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .where(
      and(
        eq(reconciliationRuns.id, id),
        eq(reconciliationRuns.status, 'running'),
        eq(reconciliationRuns.attempts, attempts),
      ),
    )
    .for('update');
  return rows[0];
}

export async function setRun(db: Db, id: number, change: Partial<RunRow>) {
  await db.update(reconciliationRuns).set(change).where(eq(reconciliationRuns.id, id));
}

/**
 * Keys or lines per statement (issue 25). A day of 200,000 lines is read and written in pieces:
 * its keys travel as ONE array parameter each (`= any($1::text[])`, `unnest(...)`), so a piece is
 * cheap to build and to parse whatever its size. (Drizzle's `inArray` and multi-row `values`
 * take one parameter per value, and a statement carries at most 65,535: one insert of 5,000
 * differences failed the day; pieces of 500 that way took 30-36 s for 200,000 lines.)
 */
export const BATCH = 2_000;
/** Differences per insert (drizzle `values`, 14 parameters a row: 28,000). */
const DIFFERENCES_PER_INSERT = 2_000;

/** `items` in slices of BATCH (the last one shorter). */
export function* batches<T>(items: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** A JS array as one parameter (drizzle would spread it into one parameter per element). */
const list = (values: readonly (string | number)[]) => sql.param(values);

/** Keeps a piece of a bill's lines; a line kept already (the same item) is left as it is. */
export async function insertBillLines(db: Db, lines: BillLine[]) {
  for (const part of batches(lines)) {
    const col = <K extends keyof BillLine>(k: K) => list(part.map((l) => l[k] as string | number));
    await db.execute(sql`
      insert into ${reconciliationBillRows}
        (run_id, gateway, kind, out_trade_no, refund_no, trade_no, amount, at)
      select * from unnest(${col('runId')}::int[], ${col('gateway')}::text[],
        ${col('kind')}::text[], ${col('outTradeNo')}::text[], ${col('refundNo')}::text[],
        ${col('tradeNo')}::text[], ${col('amount')}::int[],
        ${list(part.map((l) => l.at.toISOString()))}::timestamptz[])
      on conflict do nothing`);
  }
}

/** Bill lines kept from any day, by our numbers (a payment on the previous day's bill). */
export async function billLinesOf(
  db: Db,
  gateway: Gateway,
  kind: 'pay' | 'refund',
  keys: { outTradeNo: string; refundNo: string }[],
) {
  const found: { outTradeNo: string; refundNo: string; amount: number; tradeNo: string }[] = [];
  for (const part of batches(keys)) {
    const rows = await db
      .select({
        outTradeNo: reconciliationBillRows.outTradeNo,
        refundNo: reconciliationBillRows.refundNo,
        amount: reconciliationBillRows.amount,
        tradeNo: reconciliationBillRows.tradeNo,
      })
      .from(reconciliationBillRows)
      .where(
        and(
          eq(reconciliationBillRows.gateway, gateway),
          eq(reconciliationBillRows.kind, kind),
          sql`${reconciliationBillRows.outTradeNo} = any(${list([...new Set(part.map((k) => k.outTradeNo))])}::text[])`,
        ),
      );
    const wanted = new Set(part.map((k) => `${k.outTradeNo}\u0000${k.refundNo}`));
    for (const r of rows) if (wanted.has(`${r.outTradeNo}\u0000${r.refundNo}`)) found.push(r);
  }
  return found;
}

export interface SchoolPayment {
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  orderId: number;
}

const paymentColumns = {
  outTradeNo: orderBills.billNo,
  tradeNo: payments.tradeNo,
  amount: payments.amount,
  orderId: payments.orderId,
};

/**
 * The ids of the school's payments of a gateway recorded in [from, to) (payments_created_idx):
 * a busy day's 200,000 payments are 200,000 integers here, read in pieces by `paymentsByIds`.
 */
export async function paymentIdsBetween(
  db: Db,
  gateway: Gateway,
  from: Date,
  to: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway),
        sql`${payments.createdAt} >= ${at(from)} and ${payments.createdAt} < ${at(to)}`,
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map((r) => r.id);
}

/** The payments of the ids given (at most BATCH), with their bill numbers. */
export async function paymentsByIds(db: Db, ids: number[]): Promise<SchoolPayment[]> {
  if (ids.length === 0) return [];
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orderBills, eq(orderBills.id, payments.billId))
    .where(sql`${payments.id} = any(${list(ids)}::int[])`);
}

/** The school's payments and bills of the given bill numbers (order_bills_bill_no_key). */
export async function billsByNo(db: Db, billNos: string[]) {
  const found = [];
  for (const part of batches([...new Set(billNos)]))
    found.push(
      ...(await db
        .select({
          billNo: orderBills.billNo,
          gateway: orderBills.gateway,
          status: orderBills.status,
          orderId: orderBills.orderId,
          paymentAmount: payments.amount,
          paymentTradeNo: payments.tradeNo,
        })
        .from(orderBills)
        .leftJoin(payments, eq(payments.billId, orderBills.id))
        .where(sql`${orderBills.billNo} = any(${list(part)}::text[])`)),
    );
  return found;
}

/**
 * Of a piece of a gateway's payment lines, the ones the school does not hold as a payment of that
 * amount by that gateway, each with the school's bill and payments of its number (none: the
 * school has no such bill). A line that matches costs nothing here but its key: a busy day's
 * 200,000 lines come back as their few differences (issue 25). Payments are reached through
 * their order (payments_order_idx; there is no index on bill_id).
 */
export async function payLinesNotMatched(
  db: Db,
  gateway: Gateway,
  lines: { orderNo: string; amountFen: number }[],
) {
  if (lines.length === 0) return [];
  const res = await db.execute(sql`
    select l.no as "lineNo", b.bill_no as "billNo", b.gateway, b.status, b.order_id as "orderId",
      p.amount as "paymentAmount", p.trade_no as "paymentTradeNo"
    from unnest(${list(lines.map((l) => l.orderNo))}::text[],
      ${list(lines.map((l) => l.amountFen))}::int[]) as l(no, amount)
    left join ${orderBills} b on b.bill_no = l.no
    left join ${payments} p on p.order_id = b.order_id and p.bill_id = b.id
    where not exists (
      select 1 from ${orderBills} b2
      join ${payments} p2 on p2.order_id = b2.order_id and p2.bill_id = b2.id
      where b2.bill_no = l.no and b2.gateway = ${gateway} and p2.amount = l.amount)`);
  return (
    res as unknown as {
      rows: {
        lineNo: string;
        billNo: string | null;
        gateway: string | null;
        status: string | null;
        orderId: number | null;
        paymentAmount: number | null;
        paymentTradeNo: string | null;
      }[];
    }
  ).rows;
}

export async function findRuns(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(reconciliationRuns).where(inArray(reconciliationRuns.id, ids));
}

const refundColumns = {
  refundNo: refunds.refundNo,
  outTradeNo: orderBills.billNo,
  amount: refunds.amount,
  status: refunds.status,
  orderId: refunds.orderId,
};

/** The ids of a gateway's refunds whose money went back in [from, to) (refunds_succeeded_idx). */
export async function refundIdsSucceededBetween(db: Db, gateway: Gateway, from: Date, to: Date) {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        eq(refunds.gateway, gateway),
        sql`${refunds.succeededAt} >= ${at(from)} and ${refunds.succeededAt} < ${at(to)}`,
      ),
    )
    .orderBy(asc(refunds.id));
  return rows.map((r) => r.id);
}

/** The refunds of the ids given (at most BATCH), with their bill numbers. */
export async function refundsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orderBills, eq(orderBills.id, refunds.billId))
    .where(sql`${refunds.id} = any(${list(ids)}::int[])`);
}

/** The school's refunds of the given refund numbers, whatever their status (refunds_refund_no_key). */
export async function refundsByNo(db: Db, refundNos: string[]) {
  const found = [];
  for (const part of batches([...new Set(refundNos)]))
    found.push(
      ...(await db
        .select(refundColumns)
        .from(refunds)
        .innerJoin(orderBills, eq(orderBills.id, refunds.billId))
        .where(sql`${refunds.refundNo} = any(${list(part)}::text[])`)),
    );
  return found;
}

/** Keeps the differences found (in pieces); those kept already are left as they are. */
export async function insertDifferences(db: Db, rows: NewDiff[]) {
  let added = 0;
  for (const part of batches(rows, DIFFERENCES_PER_INSERT)) {
    const done = await db
      .insert(reconciliationDifferences)
      .values(part)
      .onConflictDoNothing()
      .returning({ id: reconciliationDifferences.id });
    added += done.length;
  }
  return added;
}

export async function countDifferencesOfRun(db: Db, runId: number) {
  const rows = await db
    .select({ n: count() })
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.runId, runId));
  return rows[0]?.n ?? 0;
}

/** Open differences of one gateway (the open partial index), oldest first. */
export async function openDifferences(db: Db, gateway: Gateway, limit: number) {
  return db
    .select()
    .from(reconciliationDifferences)
    .where(
      and(
        isNull(reconciliationDifferences.resolvedAt),
        eq(reconciliationDifferences.gateway, gateway),
      ),
    )
    .orderBy(asc(reconciliationDifferences.day), asc(reconciliationDifferences.id))
    .limit(limit);
}

export async function lockDifference(db: Db, id: number): Promise<DiffRow | undefined> {
  const rows = await db
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.id, id))
    .for('update');
  return rows[0];
}

export async function resolveDifference(
  db: Db,
  id: number,
  r: { at: Date; by: number | null; byName: string; note: string },
) {
  const rows = await db
    .update(reconciliationDifferences)
    .set({ resolvedAt: r.at, resolvedBy: r.by, resolvedByName: r.byName, note: r.note })
    .where(and(eq(reconciliationDifferences.id, id), isNull(reconciliationDifferences.resolvedAt)))
    .returning();
  return rows[0];
}
