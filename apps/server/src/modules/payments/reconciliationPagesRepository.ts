import { asc, count, desc, eq, isNotNull, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { Gateway } from '@school/contract/api/mall';
import type { Db } from '../../db/client.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/reconciliation.ts';
import type { DiffRow, RunRow } from './reconciliationRepository.ts';

/** The console's pages of reconciliation runs and differences (docs/decisions/0028). */

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
