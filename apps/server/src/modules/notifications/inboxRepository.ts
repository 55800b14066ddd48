import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of the message centre, the choices per event and channel, and erasure. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const inbox = (userId: number) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.channel, 'inapp'),
    eq(notifications.status, 'sent'),
  );

export async function listInbox(db: Db, userId: number, offset: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      event: notifications.event,
      params: notifications.params,
      sentAt: notifications.sentAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(inbox(userId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .offset(offset)
    .limit(limit);
}

export async function countInbox(db: Db, userId: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(inbox(userId));
  return r?.n ?? 0;
}

export async function countUnread(db: Db, userId: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inbox(userId), isNull(notifications.readAt)));
  return r?.n ?? 0;
}

/** Marks one of the user's messages read; false when it is not one of theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date) {
  const found = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at(now)})` })
    .where(and(inbox(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return found.length > 0;
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(inbox(userId), isNull(notifications.readAt)));
}

export async function preferencesOf(db: Db, userId: number) {
  return db
    .select({
      event: notificationPreferences.event,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  db: Db,
  rows: { userId: number; event: string; channel: 'sms' | 'push'; enabled: boolean }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.event,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled` },
    });
}

export async function hasPhone(db: Db, userId: number) {
  const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return Boolean(u?.phone);
}
export async function eraseNotificationsOf(db: Db, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.execute(sql`
    update notifications set params = params - 'studentName'
    where lesson_id in (select id from lessons where student_id = ${userId})
      and params ? 'studentName'`);
}
