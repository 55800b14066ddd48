import type { AppContext } from './context.ts';
import { createRunner, type JobRunner } from './jobRunner.ts';

export type { JobRunner } from './jobRunner.ts';
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
      ctx.stats?.stepFailed(name);
      ctx.log.error({ err, job: name }, 'periodic job failed');
    }
  }
  // New slots, settled lessons: what teacher/list and the schedules show has changed.
  if (done['open plan slots'] || done['settle ended lessons'])
    await ctx.publicCache.invalidate('teachers');
  ctx.log.debug({ done }, 'periodic jobs ran');
  return done;
}

export function createJobRunner(ctx: AppContext, intervalMs: number): JobRunner {
  return createRunner(ctx, 'periodic jobs', () => runPeriodicJobs(ctx), intervalMs);
}

/**
 * Settles lessons soon after their slot ends (LESSON_SETTLE_SECONDS), so a family sees
 * "teacher absent" or "finished" within a minute rather than at the next hourly run. The
 * classroom also settles a lesson at the end of its slot when someone is still connected.
 */
export function createLessonSettleRunner(ctx: AppContext, intervalMs: number): JobRunner {
  return createRunner(
    ctx,
    'lesson settle',
    () =>
      settleEndedLessons(ctx, ctx.clock.now())
        .then(async (n) => {
          if (n > 0) await ctx.publicCache.invalidate('teachers');
        })
        // Recordings of settled lessons are joined soon after, so the replay is listed quickly.
        .then(() => assembleSettledRecordings(ctx)),
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
    ctx,
    'notifications',
    () => runNotificationWorker(ctx),
    intervalMs,
    // Sending may wait on an SMS or push service: the server does not wait for it to be ready.
    'in background',
  );
}
