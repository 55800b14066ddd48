import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP } from '@school/contract/api/admin/list';
import type { Db } from './client.ts';

/**
 * Runs one page of a list query and its count side by side: `{ rows, total }` for a list reply.
 * Both are drizzle query builders (thenables), e.g.
 * `withTotal(db.select().from(t).where(w).limit(n).offset(o), db.select({ n: count() }).from(t).where(w))`.
 */
export async function withTotal<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ n: number }[]>) {
  const [list, [total]] = await Promise.all([rows, counted]);
  return { rows: list, total: total?.n ?? 0 };
}

/**
 * The console's lists over tables that grow with the school (orders, families, lessons, the audit
 * log) count at most this many rows: an exact count of 470,000 orders costs 40-50 ms of a core on
 * every page turn (decision 0017), and nobody pages past 500 pages of 20. Beyond it the list says
 * "10,000+" (`more`) and filters narrow it down.
 */
export const COUNT_CAP = ADMIN_COUNT_CAP;

/** `{ total, more }`: the number of rows of `table` matching `where`, counting up to COUNT_CAP. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}

/** `withTotal` with a capped count: `{ rows, total, more }`. */
export async function withCappedTotal<T>(
  rows: PromiseLike<T[]>,
  db: Db,
  table: PgTable,
  where: SQL | undefined,
) {
  const [list, counted] = await Promise.all([rows, countUpTo(db, table, where)]);
  return { rows: list, ...counted };
}
