import type {
  ReconciliationDifference,
  ReconciliationRun,
} from '@school/contract/api/admin/finance';
import type { Gateway } from '@school/contract/api/mall';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as pages from './reconciliationPagesRepository.ts';
import * as repo from './reconciliationRepository.ts';
import { reconcileDueDays, workOnRun } from './reconciliationService.ts';
import type { Payments } from './service.ts';

/** The reconciliation as the console reads and resolves it (the job is reconciliationService). */

export const toRun = (r: repo.RunRow, openCount: number): ReconciliationRun => ({
  id: r.id,
  gateway: r.gateway,
  day: r.day,
  status: r.status,
  attempts: r.attempts,
  error: r.error,
  gatewayPayCount: r.gatewayPayCount,
  gatewayPayAmount: r.gatewayPayAmount,
  gatewayRefundCount: r.gatewayRefundCount,
  gatewayRefundAmount: r.gatewayRefundAmount,
  schoolPayCount: r.schoolPayCount,
  schoolPayAmount: r.schoolPayAmount,
  schoolRefundCount: r.schoolRefundCount,
  schoolRefundAmount: r.schoolRefundAmount,
  differenceCount: r.differenceCount,
  openCount,
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
});

export const toDifference = (d: repo.DiffRow): ReconciliationDifference => ({
  id: d.id,
  runId: d.runId,
  gateway: d.gateway,
  day: d.day,
  kind: d.kind,
  itemKind: d.itemKind,
  outTradeNo: d.outTradeNo,
  refundNo: d.refundNo,
  tradeNo: d.tradeNo,
  orderId: d.orderId,
  gatewayAmount: d.gatewayAmount,
  schoolAmount: d.schoolAmount,
  gatewayStatus: d.gatewayStatus,
  schoolStatus: d.schoolStatus,
  createdAt: d.createdAt.toISOString(),
  resolvedAt: d.resolvedAt ? d.resolvedAt.toISOString() : null,
  resolvedByName: d.resolvedByName,
  note: d.note,
});

export async function listRuns(
  db: Db,
  input: {
    page: number;
    pageSize: number;
    order?: 'ascend' | 'descend';
    gateway?: Gateway;
    status?: repo.RunRow['status'];
    from?: string;
    to?: string;
  },
) {
  const { rows, total } = await pages.pageRuns(db, {
    gateway: input.gateway,
    status: input.status,
    from: input.from,
    to: input.to,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
    order: input.order === 'ascend' ? 'asc' : 'desc',
  });
  return { list: rows.map((r) => toRun(r.run, Number(r.open))), total };
}

export async function listDifferences(
  db: Db,
  input: {
    page: number;
    pageSize: number;
    runId?: number;
    gateway?: Gateway;
    kind?: repo.DiffRow['kind'];
    open?: boolean;
  },
) {
  const { rows, total } = await pages.pageDifferences(db, {
    runId: input.runId,
    gateway: input.gateway,
    kind: input.kind,
    open: input.open,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { list: rows.map(toDifference), total };
}

/**
 * Resolves an open difference with a note, in the caller's transaction (the console writes its
 * audit row in the same one). 2001 when there is no such difference, 2002 when resolved already.
 */
export async function resolveDifference(
  tx: Db,
  id: number,
  by: { staffId: number; name: string },
  note: string,
  now: Date,
) {
  const before = await repo.lockDifference(tx, id);
  if (!before) throw notFound('没有这条差异', 'No such difference');
  if (before.resolvedAt) throw conflict('这条差异已处理', 'This difference was resolved already');
  const after = await repo.resolveDifference(tx, id, {
    at: now,
    by: by.staffId,
    byName: by.name,
    note,
  });
  return { before: toDifference(before), after: toDifference(after!) };
}

/**
 * Takes a day to fetch and compare again (a failed day, or after a fix at the gateway), in the
 * caller's transaction with its audit row; then `workOnRun` does it outside. A day another copy
 * is working on is refused (2002).
 */
export async function claimForRerun(tx: Db, id: number, now: Date) {
  const [run] = await repo.findRuns(tx, [id]);
  if (!run) throw notFound('没有这个对账日', 'No such reconciliation day');
  const claimed = await repo.claimRunById(tx, id, now, 10 * 60_000);
  if (!claimed) throw conflict('这一天正在对账', 'This day is being reconciled now');
  return { before: run, claimed };
}

/** Works on a run taken by claimForRerun; answers the run as it ended. */
export async function finishRerun(p: Payments, claimed: repo.RunRow) {
  await workOnRun(p, claimed);
  const [run] = await repo.findRuns(p.ctx.db, [claimed.id]);
  const open = await pages.pageDifferences(p.ctx.db, {
    runId: claimed.id,
    open: true,
    limit: 1,
    offset: 0,
  });
  return toRun(run!, open.total);
}

/** Runs the job now and then every interval, without waiting at start (gateways may be slow). */
export function createReconciliationRunner(p: Payments, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return running;
    running = reconcileDueDays(p)
      .then((n) => p.ctx.log.debug({ runs: n }, 'reconciliation ran'))
      .catch((err: unknown) => p.ctx.log.error({ err }, 'reconciliation failed'))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    async start() {
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
