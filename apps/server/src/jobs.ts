import type { AppContext } from './context.ts';
import { expireAllGrants } from './modules/credits/service.ts';
import { settleEndedLessons } from './modules/lessons/service.ts';
import { openSlotsFromPlans } from './modules/schedule/service.ts';
import { closeUnpaidOrders } from './modules/payments/sweep.ts';

/**
 * The periodic jobs: open plan slots for the next 14 days, expire lapsed credit grants, mark ended
 * lessons finished. Each is idempotent and safe to run on several server copies at once (they
 * work by single statements that lock the rows they change), so no leader election is needed.
 */
export async function runPeriodicJobs(ctx: AppContext) {
  const now = ctx.clock.now();
  const steps: [string, () => Promise<number>][] = [
    ['open plan slots', () => openSlotsFromPlans(ctx.db, now, ctx.config.TIME_ZONE)],
    ['expire credit grants', () => expireAllGrants(ctx.db, now)],
    ['settle ended lessons', () => settleEndedLessons(ctx.db, now)],
    ['close unpaid orders', () => closeUnpaidOrders(ctx.db, now)],
  ];
  const done: Record<string, number> = {};
  for (const [name, step] of steps) {
    try {
      done[name] = await step();
    } catch (err) {
      ctx.log.error({ err, job: name }, 'periodic job failed');
    }
  }
  ctx.log.debug({ done }, 'periodic jobs ran');
  return done;
}

export interface JobRunner {
  /** Runs the jobs now and then every interval. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createJobRunner(ctx: AppContext, intervalMs: number): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // A slow run is never overlapped by the next one.
    if (running) return running;
    running = runPeriodicJobs(ctx).finally(() => (running = undefined));
    return running;
  };
  return {
    async start() {
      await tick();
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
