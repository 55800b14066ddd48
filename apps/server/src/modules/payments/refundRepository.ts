import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * Queries of refunds (docs/design/money.md §8); no rules here. Takes the db or a transaction. Other modules
 * (reconciliation, finance views) read refunds through `refundService.ts`, never here.
 */

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type RefundStatus = RefundRow['status'];

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const rows = await db.select().from(refunds).where(eq(refunds.id, id));
  return rows[0];
}

export async function findRefundByNo(db: Db, refundNo: string): Promise<RefundRow | undefined> {
  const rows = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo));
  return rows[0];
}

/** One order's refunds, oldest first (the order's page lists them in the order they were made). */
export async function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/**
 * Refunds whose money went back in [from, to) (succeeded_at), of one gateway or all: what a
 * gateway's bill of that day should list as refunds (reconciliation), by index.
 */
export async function refundsSucceededBetween(
  db: Db,
  from: Date,
  to: Date,
  gateway?: RefundRow['gateway'],
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        sql`${refunds.succeededAt} >= ${at(from)}`,
        sql`${refunds.succeededAt} < ${at(to)}`,
        gateway ? eq(refunds.gateway, gateway) : undefined,
      ),
    )
    .orderBy(asc(refunds.succeededAt), asc(refunds.id));
}

/** Refunds asked for in [from, to), whatever became of them, newest first. */
export async function refundsCreatedBetween(db: Db, from: Date, to: Date): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(sql`${refunds.createdAt} >= ${at(from)}`, sql`${refunds.createdAt} < ${at(to)}`))
    .orderBy(desc(refunds.id));
}

/** Sum of succeeded refunds per Beijing-or-school day in [from, to), in fen. */
export async function refundTotalsByDay(db: Db, from: Date, to: Date, timeZone: string) {
  const day = sql<string>`to_char(${refunds.succeededAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      amount: sql<number>`sum(${refunds.amount})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        sql`${refunds.succeededAt} >= ${at(from)}`,
        sql`${refunds.succeededAt} < ${at(to)}`,
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows;
}

export async function insertRefund(db: Db, row: NewRefund): Promise<RefundRow> {
  const rows = await db.insert(refunds).values(row).returning();
  return rows[0]!;
}

export async function findByRequestKey(db: Db, orderId: number, requestKey: string) {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey)));
  return rows[0];
}

export async function countRefundsOfOrder(db: Db, orderId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return rows[0]?.n ?? 0;
}

export async function lockRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const rows = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return rows[0];
}

export async function setRefund(db: Db, id: number, change: Partial<RefundRow>) {
  await db.update(refunds).set(change).where(eq(refunds.id, id));
}

/** Fen of an order's refunds that went through. */
export async function succeededSum(db: Db, orderId: number) {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  return rows[0]?.n ?? 0;
}

/**
 * Claims refunds to ask the gateway about: still open and due (of one refund, or the oldest due),
 * skipping rows another copy holds. Moves each one's next attempt on by `delayMs(attempts + 1)`
 * and counts the attempt, so a crash mid-call only delays the next try. Returns them.
 */
export async function claimDueRefunds(
  db: Db,
  q: { now: Date; limit: number; id?: number; delayMs: (attempts: number) => number },
): Promise<RefundRow[]> {
  const due = await db
    .select({ id: refunds.id, attempts: refunds.attempts })
    .from(refunds)
    .where(
      and(
        sql`${refunds.status} in ('pending', 'processing')`,
        sql`${refunds.nextAttemptAt} <= ${at(q.now)}`,
        q.id === undefined ? undefined : eq(refunds.id, q.id),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(q.limit)
    .for('update', { skipLocked: true });
  const claimed: RefundRow[] = [];
  for (const d of due) {
    const next = new Date(q.now.getTime() + q.delayMs(d.attempts + 1));
    const rows = await db
      .update(refunds)
      .set({ attempts: d.attempts + 1, nextAttemptAt: next, updatedAt: q.now })
      .where(eq(refunds.id, d.id))
      .returning();
    if (rows[0]) claimed.push(rows[0]);
  }
  return claimed;
}
