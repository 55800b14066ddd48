import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReviews, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of orders and order reviews; no rules here. Every function takes the db or a tx. */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderWithReview = OrderRow & { reviewed: boolean };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
// Spelled out: drizzle leaves columns of a one-table select unqualified, which a subquery misreads.
const reviewed = sql<boolean>`exists (select 1 from order_reviews r where r.order_id = "orders"."id")`;

export async function insertOrder(db: Db, row: NewOrder): Promise<OrderRow> {
  const rows = await db.insert(orders).values(row).returning();
  return rows[0]!;
}

/** Locks one order until the transaction ends; `userId` limits it to its owner. */
export async function lockOrder(db: Db, id: number, userId?: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)))
    .for('update');
  return rows[0];
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return rows[0];
}

export async function findOwnOrder(db: Db, userId: number, id: number) {
  const rows = await db
    .select({ ...getTableColumns(orders), reviewed })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return rows[0];
}

export async function pageOwnOrders(
  db: Db,
  userId: number,
  status: OrderRow['status'] | undefined,
  limit: number,
  offset: number,
) {
  const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(orders), reviewed })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/**
 * Closes every pending order past its expiry (of one user, or of everyone) in one statement; the
 * rows are locked as they are updated, so two sweeps close an order once. Returns their ids.
 */
export async function closeExpired(db: Db, now: Date, userId?: number): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.status, 'pending'),
        sql`${orders.expiresAt} <= ${at(now)}`,
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

export async function setStatus(
  db: Db,
  id: number,
  change: Partial<Pick<OrderRow, 'status' | 'paidAt' | 'gateway' | 'cancelledAt'>>,
  now: Date,
) {
  await db
    .update(orders)
    .set({ ...change, updatedAt: now })
    .where(eq(orders.id, id));
}

export type ReviewRow = typeof orderReviews.$inferSelect & { authorName: string | null };

export async function insertReview(db: Db, row: typeof orderReviews.$inferInsert) {
  const rows = await db.insert(orderReviews).values(row).returning();
  return rows[0]!;
}

const reviewColumns = { ...getTableColumns(orderReviews), authorName: users.name };

export async function pageProductReviews(db: Db, productId: number, limit: number, offset: number) {
  const where = eq(orderReviews.productId, productId);
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumns)
      .from(orderReviews)
      .leftJoin(users, eq(users.id, orderReviews.userId))
      .where(where)
      .orderBy(desc(orderReviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderReviews).where(where),
  ]);
  return { rows: rows as ReviewRow[], total: total[0]?.n ?? 0 };
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const rows = await db
    .select(reviewColumns)
    .from(orderReviews)
    .leftJoin(users, eq(users.id, orderReviews.userId))
    .where(eq(orderReviews.id, id));
  return rows[0];
}

/** Adds `delta` fen to what is refunded of an order (negative: a refund was refused). */
export async function addRefunded(db: Db, id: number, delta: number, now: Date) {
  await db
    .update(orders)
    .set({
      refundedAmount: sql`${orders.refundedAmount} + ${delta}`,
      ...(delta > 0 ? { refundedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, id));
}

export async function setRefundedStatus(db: Db, id: number, now: Date) {
  await db.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, id));
}
