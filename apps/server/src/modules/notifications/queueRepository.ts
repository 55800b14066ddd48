import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of the workers: due rows, the lessons and people they go to, their outcome. */

/** Due rows, oldest first, locked for this worker; rows another worker holds are skipped. */
export async function claimDue(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      event: notifications.event,
      lessonId: notifications.lessonId,
      channel: notifications.channel,
      params: notifications.params,
      attempts: notifications.attempts,
    })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.dueAt, now)))
    .orderBy(asc(notifications.dueAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The lessons of reminders about to go out, share-locked until they are sent: a cancel that
 * commits meanwhile waits for the send, so a reminder never follows its lesson's cancellation.
 */
export async function lockLessons(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: lessons.id,
      status: lessons.status,
      startAt: lessons.startAt,
      studentId: lessons.studentId,
      teacherUserId: teachers.userId,
    })
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .where(inArray(lessons.id, ids))
    .for('share', { of: lessons });
}

export async function phonesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
}

export async function subscriptionsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function deleteSubscription(db: Db, endpoint: string, userId?: number) {
  await db
    .delete(pushSubscriptions)
    .where(
      userId === undefined
        ? eq(pushSubscriptions.endpoint, endpoint)
        : and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)),
    );
}

/** One browser belongs to whoever subscribed last on it. */
export async function upsertSubscription(
  db: Db,
  s: { userId: number; endpoint: string; p256dh: string; auth: string; lang: 'zh' | 'en' },
  now: Date,
) {
  await db
    .insert(pushSubscriptions)
    .values({ ...s, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, lang: s.lang, createdAt: now },
    });
}

export async function markSent(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(inArray(notifications.id, ids));
}

export async function markDropped(db: Db, id: number, reason: string) {
  await db
    .update(notifications)
    .set({ status: 'dropped', lastError: reason })
    .where(eq(notifications.id, id));
}

export async function markFailed(db: Db, id: number, attempts: number, error: string) {
  await db
    .update(notifications)
    .set({ status: 'failed', attempts, lastError: error.slice(0, 500) })
    .where(eq(notifications.id, id));
}

export async function postpone(
  db: Db,
  id: number,
  dueAt: Date,
  change: { attempts?: number; error?: string } = {},
) {
  await db
    .update(notifications)
    .set({
      dueAt,
      ...(change.attempts !== undefined ? { attempts: change.attempts } : {}),
      ...(change.error !== undefined ? { lastError: change.error.slice(0, 500) } : {}),
    })
    .where(eq(notifications.id, id));
}

/** The queue as /metrics shows it: rows waiting to go out, and those of them already due. */
export async function countQueue(db: Db, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${notifications.dueAt} <= ${now}))::int`,
    })
    .from(notifications)
    .where(eq(notifications.status, 'pending'));
  return { pending: row?.pending ?? 0, due: row?.due ?? 0 };
}
