import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One notification to one person by one channel (docs/decisions/0018). Written in the
 * transaction of what caused it, unique on (event, subject, channel, recipient), so an event that
 * is processed twice notifies once. `subject_id` is what happened once (a lesson for its
 * reminders, booking, cancelling and report; an order, a grant, a refund, a reply); `lesson_id`
 * names the lesson a reminder is for, checked again just before sending. In-app rows are the
 * message centre: `read_at` is set when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    subjectId: integer('subject_id').notNull(),
    lessonId: integer('lesson_id'),
    channel: text('channel', { enum: ['inapp', 'sms', 'push'] }).notNull(),
    /** The texts' parameters (names, instants, amounts); rendered in the reader's language. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    /** When it should go out; moved on by quiet hours and by retries. */
    dueAt: instant('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.event, t.subjectId, t.channel, t.userId),
    // The workers' queue: only what is still to send, by due time.
    index('notifications_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
    // The message centre and its unread count.
    index('notifications_inbox_idx')
      .on(t.userId, t.sentAt, t.id)
      .where(sql`channel = 'inapp' and status = 'sent'`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`channel = 'inapp' and status = 'sent' and read_at is null`),
    check('notifications_channel_check', sql`${t.channel} in ('inapp', 'sms', 'push')`),
    check(
      'notifications_status_check',
      sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`,
    ),
  ],
);

/** A person's choice for one event and channel; absent means the default of the contract. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['sms', 'push'] }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()) for one account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] })
      .notNull()
      .default('zh'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * How far a scanning job has looked (the lesson reminders): each run looks only at the interval
 * since the last one, so its work is bounded by the lessons in that interval, and a run after
 * every copy was down catches up from where the last one stopped.
 */
export const notificationScans = pgTable('notification_scans', {
  name: text('name').primaryKey(),
  scannedUntil: instant('scanned_until').notNull(),
});
