import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { withCappedTotal } from '../../db/paging.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** Returns the row's id (a console change may name itself by it, e.g. a notification's subject). */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<number> {
  const [r] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
  return r!.id;
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  order?: 'ascend' | 'descend';
  staffId?: number;
  entity?: string;
  /** Only these entities (the money rows of `audit.money`). */
  entities?: readonly string[];
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export async function listAuditRows(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.staffId !== undefined) where.push(eq(auditLog.staffId, q.staffId));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entities) where.push(inArray(auditLog.entity, [...q.entities]));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, q.from));
  if (q.to) where.push(lt(auditLog.at, q.to));
  const w = where.length ? and(...where) : undefined;
  const ordered =
    q.order === 'ascend'
      ? [asc(auditLog.at), asc(auditLog.id)]
      : [desc(auditLog.at), desc(auditLog.id)];
  return withCappedTotal(
    db
      .select()
      .from(auditLog)
      .where(w)
      .orderBy(...ordered)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db,
    auditLog,
    w,
  );
}
