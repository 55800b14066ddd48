import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_EVENTS,
  QUIET_HOURS,
  type NotificationEvent,
  type NotificationPreference,
} from '@school/contract/api/notifications';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';
import * as queue from './queueRepository.ts';
import * as inbox from './inboxRepository.ts';
import { render, type Lang, type Params, type Role } from './templates.ts';

/**
 * Notifications (issue #18, docs/decisions/0018). Every event goes through `notify` (or
 * `notifyLessons` for an event about lessons), called with the transaction of what caused it, so
 * the notification exists exactly when the change does. The rows are sent by `sender.ts`.
 */

export interface NoticeRecipient {
  /** Null (a teacher without a login) is skipped. */
  userId: number | null;
  role: Role;
}

export interface Notice {
  event: NotificationEvent;
  /** What happened once: with the event, channel and recipient, the row's unique key. */
  subjectId: number;
  /** The lesson it is about, if any. */
  lessonId?: number | null;
  recipients: NoticeRecipient[];
  /** The texts' parameters (templates.ts); `role` is added per recipient. */
  params: Params;
  /** When it should go out; default `now`. */
  dueAt?: Date;
}

/**
 * THE way to notify: writes the event's rows (in-app always; SMS and Web Push as each recipient
 * chose) in the caller's transaction `db`. A repeat of the same event and subject writes nothing.
 * Returns the number of rows written.
 */
export async function notify(db: Db, n: Notice, now: Date): Promise<number> {
  const rows = n.recipients
    .filter((r): r is { userId: number; role: Role } => r.userId !== null)
    .map((r) => ({
      userId: r.userId,
      subjectId: n.subjectId,
      lessonId: n.lessonId ?? null,
      params: { ...n.params, role: r.role },
      dueAt: n.dueAt ?? now,
    }));
  if (rows.length === 0) return 0;
  return repo.insertNotifications(db, n.event, repo.givenRows(rows), now);
}

/**
 * An event about lessons (booked, cancelled, reassigned, report ready), to the family and/or
 * the lesson's teacher, with the names and time read from the lessons themselves. `subjectId`
 * (one lesson only) replaces the lesson id in the unique key, for an event that may happen to
 * one lesson more than once (a second reassignment: the console passes its own record's id).
 */
export async function notifyLessons(
  db: Db,
  event: NotificationEvent,
  lessonIds: number[],
  now: Date,
  opts: {
    to?: 'both' | 'family' | 'teacher';
    subjectId?: number;
    /** More parameters of the texts (e.g. `bySchool` for a cancellation by the school). */
    params?: Params;
  } = {},
): Promise<number> {
  if (lessonIds.length === 0) return 0;
  const subject = opts.subjectId !== undefined ? sql`${opts.subjectId}::int` : undefined;
  const rows = sql`select id, teacher_id, student_id, start_at from lessons
    where id = any(${sql.param(lessonIds)}::int[])`;
  return repo.insertNotifications(
    db,
    event,
    repo.lessonSource(rows, now, opts.to ?? 'both', subject, opts.params),
    now,
  );
}

/**
 * For a caller that must stay ONE statement (the fast booking): the INSERT of an event's rows
 * about the lessons `lessonRows` yields (id, teacher_id, student_id, start_at), to embed as a
 * data-modifying CTE. Same rows as `notifyLessons`.
 */
export const lessonNoticeSql = (event: NotificationEvent, lessonRows: SQL, now: Date) =>
  repo.insertSql(event, repo.lessonSource(lessonRows, now, 'both'), now);

/** `credits_expiring`: every grant with credits left that expires within 7 days, notified once. */
export async function notifyExpiringCredits(db: Db, now: Date) {
  const until = new Date(now.getTime() + 7 * 24 * 3600_000);
  return repo.insertNotifications(db, 'credits_expiring', repo.expiringGrantRows(now, until), now);
}

/**
 * Account deletion (docs/design/accounts.md §4.1): the person's own messages, choices and push subscriptions go,
 * and the student's name leaves the teachers' messages about their lessons.
 */
export async function eraseNotificationsOf(db: Db, userId: number) {
  await inbox.eraseNotificationsOf(db, userId);
}

// ---- the message centre -------------------------------------------------------------------

const langOf = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';

export async function listMessages(
  ctx: AppContext,
  userId: number,
  page: { page: number; pageSize: number },
  acceptLanguage?: string,
) {
  const lang = langOf(acceptLanguage);
  const [rows, total, unread] = await Promise.all([
    inbox.listInbox(ctx.db, userId, (page.page - 1) * page.pageSize, page.pageSize),
    inbox.countInbox(ctx.db, userId),
    inbox.countUnread(ctx.db, userId),
  ]);
  return {
    // The params hold the school's texts as written when the event happened (a product's name,
    // in Chinese): they are put in the reader's language now (decision 0019), then rendered.
    list: await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        event: r.event as NotificationEvent,
        ...render(
          r.event as NotificationEvent,
          await ctx.schoolTexts.localize(r.params, lang),
          lang,
          ctx.config.TIME_ZONE,
        ),
        createdAt: (r.sentAt ?? new Date(0)).toISOString(),
        read: r.readAt !== null,
      })),
    ),
    total,
    page: page.page,
    pageSize: page.pageSize,
    unread,
  };
}

export const unreadCount = async (ctx: AppContext, userId: number) => ({
  unread: await inbox.countUnread(ctx.db, userId),
});

export async function markRead(ctx: AppContext, userId: number, id: number) {
  if (!(await inbox.markRead(ctx.db, userId, id, ctx.clock.now())))
    throw notFound('消息不存在', 'No such message');
  return unreadCount(ctx, userId);
}

export async function markAllRead(ctx: AppContext, userId: number) {
  await inbox.markAllRead(ctx.db, userId, ctx.clock.now());
  return { unread: 0 as const };
}

// ---- settings -----------------------------------------------------------------------------

export async function viewSettings(ctx: AppContext, userId: number) {
  const [saved, smsAvailable] = await Promise.all([
    inbox.preferencesOf(ctx.db, userId),
    inbox.hasPhone(ctx.db, userId),
  ]);
  const chosen = new Map(saved.map((p) => [`${p.event}:${p.channel}`, p.enabled]));
  const list: NotificationPreference[] = NOTIFICATION_EVENTS.map((event) => ({
    event,
    sms: chosen.get(`${event}:sms`) ?? DEFAULT_CHANNELS[event].sms,
    push: chosen.get(`${event}:push`) ?? DEFAULT_CHANNELS[event].push,
  }));
  return {
    list,
    smsAvailable,
    quietHours: { ...QUIET_HOURS, timeZone: ctx.config.TIME_ZONE },
  };
}

export async function editSettings(
  ctx: AppContext,
  userId: number,
  list: NotificationPreference[],
) {
  await inbox.savePreferences(
    ctx.db,
    list.flatMap((p) => [
      { userId, event: p.event, channel: 'sms' as const, enabled: p.sms },
      { userId, event: p.event, channel: 'push' as const, enabled: p.push },
    ]),
  );
  return viewSettings(ctx, userId);
}

// ---- Web Push subscriptions -----------------------------------------------------------------

export async function subscribe(
  ctx: AppContext,
  userId: number,
  s: { endpoint: string; keys: { p256dh: string; auth: string }; lang: Lang },
) {
  await queue.upsertSubscription(
    ctx.db,
    { userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, lang: s.lang },
    ctx.clock.now(),
  );
  return null;
}

export async function unsubscribe(ctx: AppContext, userId: number, endpoint: string) {
  await queue.deleteSubscription(ctx.db, endpoint, userId);
  return null;
}

/** Notifications waiting to go out (all, and those already due): the queue /metrics shows. */
export function notificationQueue(db: Db, now: Date) {
  return queue.countQueue(db, now);
}
