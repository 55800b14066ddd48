import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

export async function insertSession(db: Db, userId: number, tokenHash: string, now: Date, deviceId?: string) {
  await db.insert(sessions).values({ userId, tokenHash, deviceId, createdAt: now, lastUsedAt: now });
}

/** The session and its user for a token hash, in one query (this runs on every signed-in call). */
export async function findSessionByHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(sessions.userId, userId));
}
