import type { AppContext } from './context.ts';
import { expireAllGrants } from './modules/credits/service.ts';
import { settleEndedLessons } from './modules/classroom/service.ts';
import { openSlotsFromPlans } from './modules/schedule/service.ts';
import { closeUnpaidOrders } from './modules/payments/sweep.ts';
import {
  assembleSettledRecordings,
  deleteExpiredRecordings,
} from './modules/classroom/recordingService.ts';
import { notifyExpiringCredits } from './modules/notifications/service.ts';
import { runNotificationWorker } from './modules/notifications/sender.ts';

/**
 * The periodic jobs: open plan slots for the next 14 days, expire lapsed credit grants, settle
 * ended lessons from attendance. Each is idempotent and safe to run on several server copies at
 * once (they work by single statements or row locks with SKIP LOCKED), so no leader election is
 * needed.
 */
export async function runPeriodicJobs(ctx: AppContext) {
  const now = ctx.clock.now();
  const steps: [string, () => Promise<number>][] = [
    ['open plan slots', () => openSlotsFromPlans(ctx.db, now, ctx.config.TIME_ZONE)],
    ['expire credit grants', () => expireAllGrants(ctx.db, now)],
    ['settle ended lessons', () => settleEndedLessons(ctx, now)],
    ['close unpaid orders', () => closeUnpaidOrders(ctx.db, now)],
    ['join lesson recordings', () => assembleSettledRecordings(ctx)],
    ['delete expired recordings', () => deleteExpiredRecordings(ctx, now)],
    ['notify expiring credits', () => notifyExpiringCredits(ctx.db, now)],
  ];
  const done: Record<string, number> = {};
  for (const [name, step] of steps) {
    try {
      done[name] = await step();
    } catch (err) {
      ctx.log.error({ err, job: name }, 'periodic job failed');
    }
  }
  // New slots, settled lessons: what teacher/list and the schedules show has changed.
  if (done['open plan slots'] || done['settle ended lessons'])
    await ctx.publicCache.invalidate('teachers');
  ctx.log.debug({ done }, 'periodic jobs ran');
  return done;
}

export interface JobRunner {
  /** Runs the job now and then every interval. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (and at start unless `runAtStart` is false); a slow run is never
 * overlapped by the next one.
 */
function createRunner(
  run: () => Promise<unknown>,
  intervalMs: number,
  runAtStart: boolean | 'in background' = true,
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return running;
    running = run().finally(() => (running = undefined));
    return running;
  };
  return {
    async start() {
      if (runAtStart === 'in background') void tick();
      else if (runAtStart) await tick();
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

export function createJobRunner(ctx: AppContext, intervalMs: number): JobRunner {
  return createRunner(() => runPeriodicJobs(ctx), intervalMs);
}

/**
 * Settles lessons soon after their slot ends (LESSON_SETTLE_SECONDS), so a family sees
 * "teacher absent" or "finished" within a minute rather than at the next hourly run. The
 * classroom also settles a lesson at the end of its slot when someone is still connected.
 */
export function createLessonSettleRunner(ctx: AppContext, intervalMs: number): JobRunner {
  return createRunner(
    () =>
      settleEndedLessons(ctx, ctx.clock.now())
        .then(async (n) => {
          if (n > 0) await ctx.publicCache.invalidate('teachers');
        })
        // Recordings of settled lessons are joined soon after, so the replay is listed quickly.
        .then(() => assembleSettledRecordings(ctx))
        .catch((err: unknown) => ctx.log.error({ err }, 'settling ended lessons failed')),
    intervalMs,
    // The periodic jobs settle at start already.
    false,
  );
}

/**
 * Sends due notifications and makes lesson reminders every NOTIFY_SEND_SECONDS (issue #18): a
 * 15-minute reminder goes out within that time of its moment. Runs at start too, so rows that
 * fell due while every copy was down go out at once.
 */
export function createNotificationRunner(ctx: AppContext, intervalMs: number): JobRunner {
  return createRunner(
    () =>
      runNotificationWorker(ctx).catch((err: unknown) =>
        ctx.log.error({ err }, 'sending notifications failed'),
      ),
    intervalMs,
    // Sending may wait on an SMS or push service: the server does not wait for it to be ready.
    'in background',
  );
}
