import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withCappedTotal } from '../../db/paging.ts';
import { phoneDigitsMatch } from '../../db/phoneSearch.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The console's reading of orders (docs/design/console.md §7): every family's orders with the family's phone
 * and name, filtered, sorted and paged in the database. No rules here.
 */

export interface AdminOrderQuery {
  status?: (typeof orders.$inferSelect)['status'];
  gateway?: NonNullable<(typeof orders.$inferSelect)['gateway']>;
  from?: Date;
  to?: Date;
  phone?: string;
  orderNo?: string;
  sort?: 'createdAt' | 'paidAt' | 'amount';
  order?: 'ascend' | 'descend';
  limit: number;
  offset: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const columns = { ...getTableColumns(orders), phone: users.phone, familyName: users.name };
export type AdminOrderRow = typeof orders.$inferSelect & {
  phone: string | null;
  familyName: string | null;
};

function whereOf(q: AdminOrderQuery): SQL | undefined {
  const phone =
    q.phone === undefined
      ? undefined
      : sql`${orders.userId} in (select ${users.id} from ${users} where ${phoneDigitsMatch(q.phone)})`;
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.gateway ? eq(orders.gateway, q.gateway) : undefined,
    q.from ? sql`${orders.createdAt} >= ${at(q.from)}` : undefined,
    q.to ? sql`${orders.createdAt} < ${at(q.to)}` : undefined,
    q.orderNo ? sql`${orders.orderNo} like ${`${q.orderNo}%`}` : undefined,
    phone,
  );
}

export async function pageAdminOrders(db: Db, q: AdminOrderQuery) {
  const where = whereOf(q);
  const dir = q.order === 'ascend' ? asc : desc;
  const key =
    q.sort === 'amount' ? orders.amount : q.sort === 'paidAt' ? orders.paidAt : orders.createdAt;
  const { rows, total, more } = await withCappedTotal(
    db
      .select(columns)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(
        // Unpaid orders have no paidAt: last either way.
        q.sort === 'paidAt'
          ? sql`${orders.paidAt} ${q.order === 'ascend' ? sql`asc` : sql`desc`} nulls last`
          : dir(key),
        dir(orders.id),
      )
      .limit(q.limit)
      .offset(q.offset),
    db,
    orders,
    where,
  );
  return { rows: rows as AdminOrderRow[], total, more };
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrderRow | undefined> {
  const rows = await db
    .select(columns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return rows[0] as AdminOrderRow | undefined;
}
