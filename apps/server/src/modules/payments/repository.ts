import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderBills, paymentEvents, payments } from '../../db/schema/orders.ts';

/** Queries of bills, payments and payment events; no rules here. Takes the db or a transaction. */

export type BillRow = typeof orderBills.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewEvent = typeof paymentEvents.$inferInsert;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function insertBill(db: Db, row: typeof orderBills.$inferInsert) {
  const rows = await db.insert(orderBills).values(row).returning();
  return rows[0]!;
}

export async function findBillByNo(db: Db, billNo: string): Promise<BillRow | undefined> {
  const rows = await db.select().from(orderBills).where(eq(orderBills.billNo, billNo));
  return rows[0];
}

export async function lockBill(db: Db, id: number): Promise<BillRow | undefined> {
  const rows = await db.select().from(orderBills).where(eq(orderBills.id, id)).for('update');
  return rows[0];
}

export async function billsOfOrder(db: Db, orderId: number) {
  return db
    .select()
    .from(orderBills)
    .where(eq(orderBills.orderId, orderId))
    .orderBy(desc(orderBills.id));
}

export async function pageBillsOfOrder(db: Db, orderId: number, limit: number, offset: number) {
  const where = eq(orderBills.orderId, orderId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orderBills)
      .where(where)
      .orderBy(desc(orderBills.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderBills).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function setBill(db: Db, id: number, change: Partial<BillRow>) {
  await db.update(orderBills).set(change).where(eq(orderBills.id, id));
}

/** Closes the pending bills of the given orders (cancelled or timed out). */
export async function closePendingBills(db: Db, orderIds: number[], now: Date) {
  if (orderIds.length === 0) return 0;
  const rows = await db
    .update(orderBills)
    .set({ status: 'closed', closedAt: now })
    .where(and(inArray(orderBills.orderId, orderIds), eq(orderBills.status, 'pending')))
    .returning({ id: orderBills.id });
  return rows.length;
}

/** Closes pending bills whose order is no longer waiting for payment (closed on read, paid). */
export async function closeBillsOfEndedOrders(db: Db, now: Date, orderId?: number) {
  const rows = await db
    .update(orderBills)
    .set({ status: 'closed', closedAt: now })
    .where(
      and(
        eq(orderBills.status, 'pending'),
        orderId === undefined ? undefined : eq(orderBills.orderId, orderId),
        sql`exists (select 1 from orders o where o.id = "order_bills"."order_id" and o.status <> 'pending')`,
      ),
    )
    .returning({ id: orderBills.id });
  return rows.length;
}

/**
 * Claims bills for a trade query, so copies and polls do not ask the gateway twice at once:
 * pending bills older than `minAge` not queried within `every`, and bills closed unpaid that
 * were not queried since they closed (one last look: a payment may have come just before).
 * Only bills of the last day, of the given gateways. Marks them queried and returns them.
 */
export async function claimBillsToQuery(
  db: Db,
  q: {
    now: Date;
    minAgeMs: number;
    everyMs: number;
    gateways: string[];
    orderId?: number;
    limit: number;
  },
) {
  if (q.gateways.length === 0) return [];
  const olderThan = new Date(q.now.getTime() - q.minAgeMs);
  const notSince = new Date(q.now.getTime() - q.everyMs);
  const dayAgo = new Date(q.now.getTime() - 24 * 3600_000);
  const due = and(
    inArray(orderBills.gateway, q.gateways as BillRow['gateway'][]),
    sql`${orderBills.createdAt} >= ${at(dayAgo)}`,
    q.orderId === undefined ? undefined : eq(orderBills.orderId, q.orderId),
    or(
      and(
        eq(orderBills.status, 'pending'),
        sql`${orderBills.createdAt} <= ${at(olderThan)}`,
        sql`(${orderBills.lastQueriedAt} is null or ${orderBills.lastQueriedAt} <= ${at(notSince)})`,
      ),
      and(
        eq(orderBills.status, 'closed'),
        sql`(${orderBills.lastQueriedAt} is null or ${orderBills.lastQueriedAt} < ${orderBills.closedAt})`,
      ),
    ),
  );
  const res = await db.execute(sql`
    update ${orderBills} set last_queried_at = ${at(q.now)}
    where id in (
      select id from ${orderBills} where ${due}
      order by id limit ${q.limit} for update skip locked)
    returning id, bill_no, gateway`);
  return (res as { rows: { id: number; bill_no: string; gateway: BillRow['gateway'] }[] }).rows.map(
    (r) => ({ id: r.id, billNo: r.bill_no, gateway: r.gateway }),
  );
}

/** Records a payment once per (gateway, trade_no); returns its id, or null when already there. */
export async function insertPayment(db: Db, row: NewPayment): Promise<number | null> {
  const rows = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.gateway, payments.tradeNo] })
    .returning({ id: payments.id });
  return rows[0]?.id ?? null;
}

export async function insertEvent(db: Db, row: NewEvent) {
  await db.insert(paymentEvents).values(row);
}

export async function eventsOfOrder(db: Db, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

/** The payment that paid an order and granted its credits, with its bill (what a refund returns). */
export async function grantedPaymentOfOrder(db: Db, orderId: number) {
  const rows = await db
    .select({
      paymentId: payments.id,
      gateway: payments.gateway,
      amount: payments.amount,
      tradeNo: payments.tradeNo,
      billId: orderBills.id,
      billNo: orderBills.billNo,
      billAmount: orderBills.amount,
    })
    .from(payments)
    .innerJoin(orderBills, eq(orderBills.id, payments.billId))
    .where(and(eq(payments.orderId, orderId), eq(payments.granted, true)));
  return rows[0];
}

export async function findBillById(db: Db, id: number): Promise<BillRow | undefined> {
  const rows = await db.select().from(orderBills).where(eq(orderBills.id, id));
  return rows[0];
}
