import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import type { UserInfo } from '@school/contract/api/basic';
import { toUserInfo } from '../users/service.ts';
import * as repo from './sessionRepository.ts';
import type { SessionCache } from './sessionCache.ts';

/** A session lapses after 30 days without use. */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/** `last_used_at` is refreshed at most this often, so most signed-in reads write nothing. */
const TOUCH_EVERY_MS = 3600 * 1000;

export interface AuthUser {
  id: number;
  role: 'student' | 'teacher';
  sessionId: number;
  /** The caller's profile, read with the session (clientUsers/view needs no second query). */
  profile: UserInfo;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new token (32 random bytes, base64url); only its SHA-256 is stored. */
export async function createSession(db: Db, userId: number, now: Date, deviceId?: string) {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, userId, hashToken(token), now, deviceId);
  return token;
}

/** Reads the token from `Authorization: Bearer <token>` or a bare token (the seed's client). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const t = header.replace(/^Bearer\s+/i, '').trim();
  return t.length > 0 ? t : undefined;
}

/** Resolves a token to its user: 1002 without a token, 1003 unknown/expired/revoked, 3005 disabled. */
export async function authenticate(
  ctx: { db: Db; sessions: SessionCache },
  token: string | undefined,
  now: Date,
): Promise<AuthUser> {
  if (!token) throw new AppError(1002);
  if (token.length > 200) throw new AppError(1003);
  const hash = hashToken(token);
  let s = ctx.sessions.get(hash);
  if (!s) {
    const mark = ctx.sessions.mark();
    s = await repo.findSessionByHash(ctx.db, hash);
    if (s) ctx.sessions.keep(hash, s, mark);
  }
  if (!s) throw new AppError(1003);
  // A disabled account's sessions were revoked with it (the console), yet its old tokens still
  // say why (3005) rather than only "log in again"; a deleted account's answer 1003.
  if (s.status === 'disabled') throw new AppError(3005);
  if (s.revoked) throw new AppError(1003);
  if (now.getTime() - s.lastUsedAt.getTime() > SESSION_IDLE_MS) throw new AppError(1003);
  if (s.status !== 'active') throw new AppError(3005);
  if (now.getTime() - s.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(ctx.db, s.sessionId, now);
    ctx.sessions.touched(hash, now);
  }
  return { id: s.userId, role: s.role, sessionId: s.sessionId, profile: toUserInfo(s.profile) };
}

export const revokeSession = (db: Db, sessionId: number, now: Date) =>
  repo.revokeSession(db, sessionId, now);
export const revokeAllSessions = (db: Db, userId: number, now: Date) =>
  repo.revokeAllSessions(db, userId, now);
export const revokeOtherSessions = (db: Db, userId: number, keepId: number, now: Date) =>
  repo.revokeOtherSessions(db, userId, keepId, now);
