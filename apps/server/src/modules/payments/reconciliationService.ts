import { addDays, dateInZone, intlWallClock } from '@school/contract/helpers/time';
import type { GatewayBillRow, PaymentGateway } from '../../providers/payment/types.ts';
import { compareRun } from './reconciliationDay.ts';
import * as repo from './reconciliationRepository.ts';
import type { Payments } from './service.ts';

/**
 * The daily reconciliation (docs/design/money.md §8, docs/decisions/0028): every gateway's bill of a day is
 * fetched and compared with the school's payments and refunds of that day; each difference is
 * kept until staff resolve it or a later bill or record matches it. Safe on every server copy:
 * a run is unique per gateway and day and taken with a lease by one conditional UPDATE.
 */

/** Alipay and WeChat Pay cut their bills by Beijing day. */
export const BILL_TIME_ZONE = 'Asia/Shanghai';
/** Days before yesterday still fetched when missed (the server was down, a bill was late). */
export const LOOKBACK_DAYS = 7;
/** Gateways make the previous day's bill in the morning; it is asked for from this school hour. */
export const BILL_READY_HOUR = 10;
const LEASE_MS = 10 * 60_000;
const RETRY_MS = 30 * 60_000;

/** The gateways that are on and can give a bill. */
export function reconcilableGateways(p: Payments): PaymentGateway[] {
  return (['sandbox', 'alipay', 'wechat'] as const)
    .map((g) => p.gateways.get(g))
    .filter((g): g is PaymentGateway => g !== null && typeof g.downloadBill === 'function');
}

/** The days due at `now`: the look-back window ending yesterday (or the day before, early). */
export function dueDays(now: Date, timeZone: string): { from: string; to: string; days: string[] } {
  const today = dateInZone(now, timeZone);
  const hour = intlWallClock(now.getTime(), timeZone).hour;
  const to = addDays(today, hour >= BILL_READY_HOUR ? -1 : -2);
  const from = addDays(to, -(LOOKBACK_DAYS - 1));
  const days = Array.from({ length: LOOKBACK_DAYS }, (_, i) => addDays(from, i));
  return { from, to, days };
}

/**
 * The job: makes the runs of the due days, then works through the due ones, oldest first, until
 * none is left that this copy can take. Returns how many runs it worked on.
 */
export async function reconcileDueDays(p: Payments): Promise<number> {
  const { ctx } = p;
  const gateways = reconcilableGateways(p);
  if (gateways.length === 0) return 0;
  const names = gateways.map((g) => g.name);
  const now = ctx.clock.now();
  const { from, to, days } = dueDays(now, ctx.config.TIME_ZONE);
  await repo.ensureRuns(ctx.db, names, days, now);
  let worked = 0;
  for (;;) {
    const run = await repo.claimRun(ctx.db, {
      gateways: names,
      from,
      to,
      now: ctx.clock.now(),
      leaseMs: LEASE_MS,
    });
    if (!run) return worked;
    worked++;
    await workOnRun(p, run);
  }
}

/** Fetches the run's bill and compares it; a failure is kept on the run and tried again later. */
export async function workOnRun(p: Payments, run: repo.RunRow): Promise<repo.RunRow | undefined> {
  const { ctx } = p;
  const gateway = p.gateways.get(run.gateway);
  let bill: GatewayBillRow[];
  try {
    if (!gateway?.downloadBill) throw new Error(`gateway ${run.gateway} is not configured`);
    bill = await gateway.downloadBill(run.day);
  } catch (err) {
    ctx.log.warn({ err, gateway: run.gateway, day: run.day }, 'reconciliation: no bill yet');
    await failRun(p, run, err);
    return undefined;
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      // The lease may have lapsed and another copy taken the run: then its result stands.
      if (!(await repo.lockOwnRun(tx, run.id, run.attempts))) return undefined;
      return compareRun(tx, run, bill, ctx.clock.now());
    });
  } catch (err) {
    // Whatever went wrong in the comparison, the day must not stay "running" under its lease
    // (issue 25): it ends now as failed, with the reason the console shows, and is tried again
    // at the retry time or when finance runs it again.
    ctx.log.error({ err, gateway: run.gateway, day: run.day }, 'reconciliation: run failed');
    await failRun(p, run, err);
    return undefined;
  }
}

/** The reason kept on a failed run: the database's own words rather than drizzle's whole query. */
export function failureReason(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
  const message = (cause ?? err) instanceof Error ? (cause ?? (err as Error)).message : String(err);
  return message.slice(0, 500);
}

/** Ends this copy's lease on a run at once: failed, with why, due again after RETRY_MS. */
async function failRun(p: Payments, run: repo.RunRow, err: unknown) {
  const { ctx } = p;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockOwnRun(tx, run.id, run.attempts))) return;
    await repo.setRun(tx, run.id, {
      status: 'failed',
      error: failureReason(err),
      leaseUntil: new Date(ctx.clock.now().getTime() + RETRY_MS),
    });
  });
}
