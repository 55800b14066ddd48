import { addDays, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AdminOrderRow as AdminOrderOut } from '@school/contract/api/admin/orders';
import type { Db } from '../../db/client.ts';
import * as repo from './consoleRepository.ts';
import { orderNotFound } from './service.ts';

/**
 * Orders as the console reads them (every family's): the list of the orders area and one order.
 * Dates of the filter are school dates, inclusive.
 */

export type AdminOrderRow = repo.AdminOrderRow;

export interface AdminOrderFilter {
  status?: repo.AdminOrderQuery['status'];
  gateway?: repo.AdminOrderQuery['gateway'];
  from?: string;
  to?: string;
  phone?: string;
  orderNo?: string;
  sort?: repo.AdminOrderQuery['sort'];
  order?: repo.AdminOrderQuery['order'];
  page: number;
  pageSize: number;
}

export function toAdminOrder(r: AdminOrderRow): AdminOrderOut {
  const s = r.productSnapshot;
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: r.status,
    userId: r.userId,
    phone: r.phone,
    familyName: r.familyName,
    productName: r.quantity > 1 ? `${s.name} ×${r.quantity}` : s.name,
    kind: s.kind,
    quantity: r.quantity,
    amount: r.amount,
    refundedAmount: r.refundedAmount,
    gateway: r.gateway,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    refundedAt: r.refundedAt ? r.refundedAt.toISOString() : null,
  };
}

export async function pageAdminOrders(db: Db, f: AdminOrderFilter, timeZone: string) {
  const { rows, total, more } = await repo.pageAdminOrders(db, {
    status: f.status,
    gateway: f.gateway,
    from: f.from ? zonedDateTimeToInstant(f.from, '00:00', timeZone) : undefined,
    to: f.to ? zonedDateTimeToInstant(addDays(f.to, 1), '00:00', timeZone) : undefined,
    phone: f.phone || undefined,
    orderNo: f.orderNo || undefined,
    sort: f.sort,
    order: f.order,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  return { list: rows.map(toAdminOrder), total, more };
}

/** One order with the family's phone and name; 2001 when there is none. */
export async function findAdminOrder(db: Db, id: number) {
  const row = await repo.findAdminOrder(db, id);
  if (!row) throw orderNotFound();
  return row;
}
