import type { Db } from '../../db/client.ts';
import * as orders from '../orders/service.ts';
import { queryableGateways, reconcileBill, type Payments } from './service.ts';
import * as repo from './repository.ts';
import { retryDueRefunds } from './refundFlow.ts';
import { createRunner } from '../../jobRunner.ts';

/**
 * The payment sweep: looks up late payments with the gateways, then closes unpaid orders past
 * their 30 minutes. Idempotent and safe on several server copies at once (bills are claimed with
 * SKIP LOCKED; closing is one statement that locks the rows it changes).
 */

/** Closes pending orders past their expiry and every pending bill of an order that ended. */
export async function closeUnpaidOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await orders.closeExpiredOrders(tx, now);
    await repo.closePendingBills(tx, closed, now);
    await repo.closeBillsOfEndedOrders(tx, now);
    return closed.length;
  });
}

/** Pending bills older than a minute are asked about once a minute (and once more when closed). */
export async function reconcileLateBills(p: Payments, limit = 200) {
  const bills = await repo.claimBillsToQuery(p.ctx.db, {
    now: p.ctx.clock.now(),
    minAgeMs: 60_000,
    everyMs: 60_000,
    gateways: queryableGateways(p),
    limit,
  });
  let settled = 0;
  for (const b of bills) {
    const outcome = await reconcileBill(p, b);
    if (outcome && outcome.result !== 'refused') settled++;
  }
  return { queried: bills.length, settled };
}

export async function runPaymentSweep(p: Payments) {
  const late = await reconcileLateBills(p);
  const closed = await closeUnpaidOrders(p.ctx.db, p.ctx.clock.now());
  // Refunds the gateway has not answered yet are asked again (claimed with SKIP LOCKED).
  const refunds = await retryDueRefunds(p);
  return { ...late, closed, refunds };
}

/** Runs the sweep now and then every interval; a slow run is never overlapped by the next. */
export function createPaymentSweepRunner(p: Payments, intervalMs: number) {
  return createRunner(
    p.ctx,
    'payment sweep',
    () => runPaymentSweep(p).then((done) => p.ctx.log.debug({ done }, 'payment sweep ran')),
    intervalMs,
  );
}
