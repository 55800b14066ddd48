import { and, asc, count, desc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
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

export async function insertBillLines(db: Db, lines: BillLine[]) {
  for (let i = 0; i < lines.length; i += 500)
    await db
      .insert(reconciliationBillRows)
      .values(lines.slice(i, i + 500))
      .onConflictDoNothing();
}

/** Bill lines kept from any day, by our numbers (a payment on the previous day's bill). */
export async function billLinesOf(
  db: Db,
  gateway: Gateway,
  kind: 'pay' | 'refund',
  keys: { outTradeNo: string; refundNo: string }[],
) {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(reconciliationBillRows)
    .where(
      and(
        eq(reconciliationBillRows.gateway, gateway),
        eq(reconciliationBillRows.kind, kind),
        inArray(
          reconciliationBillRows.outTradeNo,
          keys.map((k) => k.outTradeNo),
        ),
      ),
    );
  const wanted = new Set(keys.map((k) => `${k.outTradeNo}\u0000${k.refundNo}`));
  return rows.filter((r) => wanted.has(`${r.outTradeNo}\u0000${r.refundNo}`));
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

/** The school's payments of a gateway recorded in [from, to) (payments_created_idx). */
export async function paymentsBetween(
  db: Db,
  gateway: Gateway,
  from: Date,
  to: Date,
): Promise<SchoolPayment[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orderBills, eq(orderBills.id, payments.billId))
    .where(
      and(
        eq(payments.gateway, gateway),
        sql`${payments.createdAt} >= ${at(from)} and ${payments.createdAt} < ${at(to)}`,
      ),
    );
}

/** The school's payments and bills of the given bill numbers (order_bills_bill_no_key). */
export async function billsByNo(db: Db, billNos: string[]) {
  if (billNos.length === 0) return [];
  return db
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
    .where(inArray(orderBills.billNo, billNos));
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

/** The school's refunds of a gateway whose money went back in [from, to) (refunds_succeeded_idx). */
export async function refundsSucceededBetween(db: Db, gateway: Gateway, from: Date, to: Date) {
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orderBills, eq(orderBills.id, refunds.billId))
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        eq(refunds.gateway, gateway),
        sql`${refunds.succeededAt} >= ${at(from)} and ${refunds.succeededAt} < ${at(to)}`,
      ),
    );
}

/** The school's refunds of the given refund numbers, whatever their status (refunds_refund_no_key). */
export async function refundsByNo(db: Db, refundNos: string[]) {
  if (refundNos.length === 0) return [];
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orderBills, eq(orderBills.id, refunds.billId))
    .where(inArray(refunds.refundNo, refundNos));
}

export async function insertDifferences(db: Db, rows: NewDiff[]) {
  if (rows.length === 0) return 0;
  const done = await db
    .insert(reconciliationDifferences)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: reconciliationDifferences.id });
  return done.length;
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

export const RUN_SORT = { day: reconciliationRuns.day, id: reconciliationRuns.id } as const;

export async function pageRuns(
  db: Db,
  q: {
    gateway?: Gateway;
    status?: RunRow['status'];
    from?: string;
    to?: string;
    limit: number;
    offset: number;
    order: 'asc' | 'desc';
  },
) {
  const where = and(
    q.gateway ? eq(reconciliationRuns.gateway, q.gateway) : undefined,
    q.status ? eq(reconciliationRuns.status, q.status) : undefined,
    q.from ? sql`${reconciliationRuns.day} >= ${q.from}` : undefined,
    q.to ? sql`${reconciliationRuns.day} <= ${q.to}` : undefined,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const openCount = sql<number>`(select count(*)::int from ${reconciliationDifferences} d
    where d.run_id = ${reconciliationRuns.id} and d.resolved_at is null)`;
  const [rows, total] = await Promise.all([
    db
      .select({ run: reconciliationRuns, open: openCount })
      .from(reconciliationRuns)
      .where(where)
      .orderBy(dir(reconciliationRuns.day), dir(reconciliationRuns.gateway))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(reconciliationRuns).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function pageDifferences(
  db: Db,
  q: {
    runId?: number;
    gateway?: Gateway;
    kind?: DiffRow['kind'];
    open?: boolean;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    q.runId !== undefined ? eq(reconciliationDifferences.runId, q.runId) : undefined,
    q.gateway ? eq(reconciliationDifferences.gateway, q.gateway) : undefined,
    q.kind ? eq(reconciliationDifferences.kind, q.kind) : undefined,
    q.open === true ? isNull(reconciliationDifferences.resolvedAt) : undefined,
    q.open === false ? isNotNull(reconciliationDifferences.resolvedAt) : undefined,
  ) as SQL | undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(reconciliationDifferences)
      .where(where)
      .orderBy(desc(reconciliationDifferences.day), asc(reconciliationDifferences.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(reconciliationDifferences).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
