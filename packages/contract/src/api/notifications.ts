import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { BASIC } from '../rules/prefixes.ts';
import { instantString, listOf, pageQuery } from '../envelope.ts';
import { id } from '../ids.ts';

/**
 * The message centre and notification settings (issue #18, docs/design/after-class.md §10). The same calls serve a
 * family and a teacher (both are signed-in accounts): each reads and changes only its own
 * messages, settings and push subscriptions.
 */

/** What a notification is about. `school_reply` is the school's answer to a family's message. */
export const NOTIFICATION_EVENTS = [
  'lesson_reminder_24h',
  'lesson_reminder_15m',
  'booking_confirmed',
  'lesson_cancelled',
  'lesson_reassigned',
  'report_ready',
  'credits_expiring',
  'order_paid',
  'refund_made',
  'school_reply',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const notificationEvent = z.enum(NOTIFICATION_EVENTS, {
  error: `must be one of ${NOTIFICATION_EVENTS.join(', ')}`,
});

/** In-app messages are always on; SMS and Web Push are chosen per event. */
export const NOTIFICATION_CHANNELS = ['inapp', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const OPTIONAL_CHANNELS = ['sms', 'push'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

/**
 * What a family gets before choosing: every event by Web Push (once the app may show
 * notifications), and by SMS only what must not be missed (SMS costs the school per message).
 */
export const DEFAULT_CHANNELS: Record<NotificationEvent, Record<OptionalChannel, boolean>> = {
  lesson_reminder_24h: { sms: false, push: true },
  lesson_reminder_15m: { sms: true, push: true },
  booking_confirmed: { sms: false, push: true },
  lesson_cancelled: { sms: true, push: true },
  lesson_reassigned: { sms: true, push: true },
  report_ready: { sms: false, push: true },
  credits_expiring: { sms: true, push: true },
  order_paid: { sms: false, push: true },
  refund_made: { sms: true, push: true },
  school_reply: { sms: false, push: true },
};

/** Nothing but in-app messages and a lesson's 15-minute reminder goes out in these hours. */
export const QUIET_HOURS = { from: '21:30', to: '08:00' } as const;

export const notificationMessage = z.object({
  id: z.number().int(),
  event: notificationEvent,
  title: z.string(),
  body: z.string(),
  /** An in-app route to open (`/pages/...`), or null. */
  link: z.string().nullable(),
  createdAt: instantString.describe('when the message arrived'),
  read: z.boolean(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

export const listMessages = endpoint('GET', `${BASIC}/messages/list`, 'user', {
  input: pageQuery,
  output: listOf(notificationMessage).extend({ unread: z.number().int().min(0) }),
  summary: 'The message centre: the caller’s messages, newest first, and the unread count',
  tags: ['messages'],
});

export const unreadMessages = endpoint('GET', `${BASIC}/messages/unread`, 'user', {
  input: z.object({}),
  output: z.object({ unread: z.number().int().min(0) }),
  summary: 'How many of the caller’s messages are unread (the badge on 我的)',
  tags: ['messages'],
});

export const readMessage = endpoint('POST', `${BASIC}/messages/read`, 'user', {
  input: z.object({ id }),
  output: z.object({ unread: z.number().int().min(0) }),
  summary: 'Marks one of the caller’s messages read (2001 for another’s)',
  tags: ['messages'],
});

export const readAllMessages = endpoint('POST', `${BASIC}/messages/readAll`, 'user', {
  input: z.object({}),
  output: z.object({ unread: z.literal(0) }),
  summary: 'Marks every message of the caller read',
  tags: ['messages'],
});

export const notificationPreference = z.object({
  event: notificationEvent,
  sms: z.boolean({ error: 'sms must be true or false' }),
  push: z.boolean({ error: 'push must be true or false' }),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const viewNotificationSettings = endpoint('GET', `${BASIC}/notifySettings/view`, 'user', {
  input: z.object({}),
  output: z.object({
    list: z.array(notificationPreference),
    /** Whether this account can get SMS (it has a phone). */
    smsAvailable: z.boolean(),
    quietHours: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  }),
  summary: 'Which events the caller gets by SMS and by Web Push (in-app is always on)',
  tags: ['messages'],
});

export const editNotificationSettings = endpoint('POST', `${BASIC}/notifySettings/edit`, 'user', {
  input: z.object({
    list: z
      .array(notificationPreference, { error: 'list must be a list of settings' })
      .min(1, 'list must not be empty')
      .max(NOTIFICATION_EVENTS.length, 'list has too many settings'),
  }),
  output: viewNotificationSettings.output,
  summary: 'Changes the caller’s choices for the events named (the others stay)',
  tags: ['messages'],
});

export const webPushKey = endpoint('GET', `${BASIC}/webPush/key`, 'public', {
  input: z.object({}),
  output: z.object({ publicKey: z.string().describe('VAPID public key, base64url') }),
  summary: 'The server’s VAPID public key (applicationServerKey of PushManager.subscribe)',
  tags: ['messages'],
});

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`);

export const subscribeWebPush = endpoint('POST', `${BASIC}/webPush/subscribe`, 'user', {
  input: z.object({
    endpoint: z
      .url({ error: 'endpoint must be an https URL', protocol: /^https?$/ })
      .max(1000, 'endpoint is too long'),
    keys: z.object({
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 32),
    }),
    lang: z.enum(['zh', 'en']).default('zh'),
  }),
  output: z.null(),
  summary: 'Keeps this browser’s push subscription (PushSubscription.toJSON()) for the caller',
  tags: ['messages'],
});

export const unsubscribeWebPush = endpoint('POST', `${BASIC}/webPush/unsubscribe`, 'user', {
  input: z.object({ endpoint: z.string().max(1000, 'endpoint is too long') }),
  output: z.null(),
  summary: 'Forgets this browser’s push subscription',
  tags: ['messages'],
});
