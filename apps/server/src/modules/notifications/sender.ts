import type { NotificationEvent } from '@school/contract/api/notifications';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { generateVapidKeys, PushRefused, type VapidKeys } from '../../providers/push/webPush.ts';
import * as repo from './repository.ts';
import * as queue from './queueRepository.ts';
import {
  isReminder,
  MAX_ATTEMPTS,
  mayWait,
  quietUntil,
  REMINDERS,
  reminderProblem,
  retryDelayMs,
} from './rules.ts';
import { render, smsParams, type Params } from './templates.ts';

/**
 * The workers: every copy runs them (JOBS_ENABLED) every NOTIFY_SEND_SECONDS. A worker locks due
 * rows with FOR UPDATE SKIP LOCKED, so two copies never take the same row, sends them while the
 * rows are locked, and marks each sent, postponed (quiet hours, retry with back-off) or dropped in
 * the same transaction. A copy that dies mid-send releases its rows to the next worker.
 */

const BATCH = 100;
const SCAN = 'lesson_reminders';

/**
 * Makes the lesson reminders due since the last scan (24 h and 15 min before each booked lesson,
 * to the family and the teacher). One copy scans at a time; the others skip. After every copy
 * was down, the next scan covers the whole gap: a reminder of a lesson not yet started is still
 * sent (the 15-minute one is dropped once the lesson has started).
 */
export async function scanReminders(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // A first start looks back as far as the earliest reminder: lessons already booked then
    // (data moved in, or the demo school) get the reminders still useful.
    const from = await repo.lockScan(tx, SCAN, now, REMINDERS[0].beforeMs);
    if (!from || from.getTime() >= now.getTime()) return 0;
    let n = 0;
    for (const r of REMINDERS)
      n += await repo.insertNotifications(
        tx,
        r.event,
        repo.reminderRows(r.beforeMs, from, now, now),
        now,
      );
    await repo.setScan(tx, SCAN, now);
    return n;
  });
}

export interface SendOutcome {
  sent: number;
  dropped: number;
  postponed: number;
  failed: number;
}

type Claimed = Awaited<ReturnType<typeof queue.claimDue>>[number];

/** Sends one batch of due rows; returns what became of them. */
export async function sendDueBatch(ctx: AppContext, now: Date, limit = BATCH) {
  const out: SendOutcome = { sent: 0, dropped: 0, postponed: 0, failed: 0 };
  let claimed = 0;
  await ctx.db.transaction(async (tx) => {
    const rows = await queue.claimDue(tx, now, limit);
    claimed = rows.length;
    if (rows.length === 0) return;
    const lessonIds = [...new Set(rows.filter((r) => isReminder(r.event)).map((r) => r.lessonId!))];
    const lessons = new Map((await queue.lockLessons(tx, lessonIds)).map((l) => [l.id, l]));
    const smsUsers = rows.filter((r) => r.channel === 'sms').map((r) => r.userId);
    const phones = new Map((await queue.phonesOf(tx, smsUsers)).map((u) => [u.id, u.phone]));
    const pushUsers = rows.filter((r) => r.channel === 'push').map((r) => r.userId);
    const subs = await queue.subscriptionsOf(tx, pushUsers);

    const sentIds: number[] = [];
    const work = rows.map(async (row) => {
      const event = row.event as NotificationEvent;
      if (isReminder(event)) {
        const problem = reminderProblem(row, lessons.get(row.lessonId!), now);
        if (problem) return drop(tx, row, problem, out);
      }
      if (mayWait(event, row.channel)) {
        const until = quietUntil(now, ctx.config.TIME_ZONE);
        if (until) {
          out.postponed++;
          return queue.postpone(tx, row.id, until);
        }
      }
      try {
        const done = await deliver(ctx, tx, row, event, {
          phone: phones.get(row.userId) ?? null,
          subs: subs.filter((s) => s.userId === row.userId),
          lessonStart: lessons.get(row.lessonId ?? -1)?.startAt,
          now,
        });
        if (done === true) sentIds.push(row.id);
        else return drop(tx, row, done, out);
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = (err as Error).message;
        ctx.log.warn({ err, notification: row.id, channel: row.channel }, 'notification not sent');
        if (attempts >= MAX_ATTEMPTS) {
          out.failed++;
          return queue.markFailed(tx, row.id, attempts, message);
        }
        out.postponed++;
        return queue.postpone(tx, row.id, new Date(now.getTime() + retryDelayMs(attempts)), {
          attempts,
          error: message,
        });
      }
    });
    await Promise.all(work);
    await queue.markSent(tx, sentIds, now);
    out.sent += sentIds.length;
  });
  return { ...out, claimed };
}

async function drop(db: Db, row: Claimed, reason: string, out: SendOutcome) {
  out.dropped++;
  await queue.markDropped(db, row.id, reason);
}

/** Sends one row by its channel: true when delivered, or why it cannot be (dropped). */
async function deliver(
  ctx: AppContext,
  db: Db,
  row: Claimed,
  event: NotificationEvent,
  to: {
    phone: string | null;
    subs: Awaited<ReturnType<typeof queue.subscriptionsOf>>;
    lessonStart?: Date;
    now: Date;
  },
): Promise<true | string> {
  const tz = ctx.config.TIME_ZONE;
  const params = row.params as Params;
  if (row.channel === 'inapp') return true;
  if (row.channel === 'sms') {
    if (!to.phone) return 'no phone';
    if (!ctx.sms.hasNoticeTemplate(event)) return 'no SMS template for this event';
    const { title, body } = render(event, params, 'zh', tz);
    await ctx.sms.sendNotice(to.phone, {
      event,
      params: smsParams(event, params, tz),
      text: `【${title}】${body}`,
    });
    return true;
  }
  if (to.subs.length === 0) return 'no push subscription';
  // A reminder is worth nothing after its lesson started: the push service may drop it then.
  const ttl = to.lessonStart
    ? Math.max(60, Math.floor((to.lessonStart.getTime() - to.now.getTime()) / 1000))
    : 24 * 3600;
  let delivered = 0;
  for (const s of to.subs) {
    // The school's texts in the params (a product's name) in the subscriber's language too.
    const texts = render(event, await ctx.schoolTexts.localize(params, s.lang), s.lang, tz);
    try {
      await ctx.push.send(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        {
          payload: JSON.stringify(texts),
          ttl,
          urgency: event === 'lesson_reminder_15m' ? 'high' : 'normal',
          topic: `n${row.id}`,
        },
      );
      delivered++;
    } catch (err) {
      // The browser unsubscribed or the subscription expired: forget it, it is not a failure.
      if (err instanceof PushRefused && err.gone) await queue.deleteSubscription(db, s.endpoint);
      else throw err;
    }
  }
  return delivered > 0 ? true : 'push subscriptions gone';
}

/**
 * One run of the notification worker: the reminder scan, then due rows batch after batch (at
 * most 10 batches a run, so one run cannot hold a copy for long).
 */
export async function runNotificationWorker(ctx: AppContext, now = ctx.clock.now()) {
  const made = await scanReminders(ctx, now);
  const total: SendOutcome = { sent: 0, dropped: 0, postponed: 0, failed: 0 };
  for (let i = 0; i < 10; i++) {
    const r = await sendDueBatch(ctx, now);
    total.sent += r.sent;
    total.dropped += r.dropped;
    total.postponed += r.postponed;
    total.failed += r.failed;
    if (r.claimed < BATCH) break;
  }
  return { made, ...total };
}

const VAPID_SECRET = 'web_push_vapid';
const vapidCache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The VAPID keys: WEB_PUSH_PUBLIC_KEY / WEB_PUSH_PRIVATE_KEY, or else a pair made once and kept
 * in the database (as the classroom token key is), so every copy signs with the same one and
 * browsers' subscriptions stay valid across restarts.
 */
export function vapidKeys(ctx: Pick<AppContext, 'db' | 'config'>): Promise<VapidKeys> {
  const { WEB_PUSH_PUBLIC_KEY: publicKey, WEB_PUSH_PRIVATE_KEY: privateKey } = ctx.config;
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  let keys = vapidCache.get(ctx.db);
  if (!keys) {
    keys = repo
      .readOrInsertSecret(ctx.db, VAPID_SECRET, async () =>
        JSON.stringify(await generateVapidKeys()),
      )
      .then((v) => JSON.parse(v) as VapidKeys);
    keys.catch(() => vapidCache.delete(ctx.db));
    vapidCache.set(ctx.db, keys);
  }
  return keys;
}
