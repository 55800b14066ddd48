import { count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { reconciliationDifferences } from '../../db/schema/reconciliation.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * The finance views' sums (docs/decisions/0028); no rules here. Each reads a time range through
 * an index on its time (payments_created_idx, refunds_succeeded_idx), never a whole table; the
 * refunds (few) join their orders by primary key. Unused credits are the credits module's.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface DaySum {
  day: string;
  n: number;
  amount: number;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Money taken per school day in [from, to). */
export async function paidByDay(db: Db, from: Date, to: Date, tz: string): Promise<DaySum[]> {
  const res = await db.execute(sql`
    select to_char(${payments.createdAt} at time zone ${tz}, 'YYYY-MM-DD') as day,
      count(*)::int as n, coalesce(sum(${payments.amount}), 0)::bigint as amount
    from ${payments}
    where ${payments.createdAt} >= ${at(from)} and ${payments.createdAt} < ${at(to)}
    group by 1`);
  return rowsOf<DaySum>(res).map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Money that went back per school day in [from, to) (refunds that succeeded). */
export async function refundedByDay(db: Db, from: Date, to: Date, tz: string): Promise<DaySum[]> {
  const res = await db.execute(sql`
    select to_char(${refunds.succeededAt} at time zone ${tz}, 'YYYY-MM-DD') as day,
      count(*)::int as n, coalesce(sum(${refunds.amount}), 0)::bigint as amount
    from ${refunds}
    where ${refunds.status} = 'succeeded'
      and ${refunds.succeededAt} >= ${at(from)} and ${refunds.succeededAt} < ${at(to)}
    group by 1`);
  return rowsOf<DaySum>(res).map((r) => ({ ...r, amount: Number(r.amount) }));
}

interface ProductSum {
  productId: number;
  n: number;
  amount: number;
}

/**
 * Money taken per product in [from, to): a range of `payments_created_idx`, the product copied on
 * each payment (no join to the orders; names come from the catalogue).
 */
export async function paidByProduct(db: Db, from: Date, to: Date): Promise<ProductSum[]> {
  const res = await db.execute(sql`
    select p.product_id as "productId",
      count(*)::int as n, coalesce(sum(p.amount), 0)::bigint as amount
    from ${payments} p
    where p.created_at >= ${at(from)} and p.created_at < ${at(to)}
    group by p.product_id`);
  return rowsOf<ProductSum>(res).map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function refundedByProduct(db: Db, from: Date, to: Date): Promise<ProductSum[]> {
  const res = await db.execute(sql`
    select o.product_id as "productId",
      count(*)::int as n, coalesce(sum(r.amount), 0)::bigint as amount
    from ${refunds} r join ${orders} o on o.id = r.order_id
    where r.status = 'succeeded'
      and r.succeeded_at >= ${at(from)} and r.succeeded_at < ${at(to)}
    group by o.product_id`);
  return rowsOf<ProductSum>(res).map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function countOpenDifferences(db: Db) {
  const rows = await db
    .select({ n: count() })
    .from(reconciliationDifferences)
    .where(isNull(reconciliationDifferences.resolvedAt));
  return rows[0]?.n ?? 0;
}
