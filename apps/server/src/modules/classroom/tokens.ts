import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClassroomRole } from '@school/contract/api/classroom';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * Classroom tokens: `v1.<lessonId>.<userId>.<s|t>.<expiresMs>.<signature>`, the signature an
 * HMAC-SHA256 of everything before it. Bound to one user, one role and one lesson, valid for
 * CLASSROOM_TOKEN_TTL_MS. Checked when a WebSocket connects (an open connection may stay to the
 * end of the slot); a hosted classroom page receives the same token.
 */

export interface ClassroomClaims {
  lessonId: number;
  userId: number;
  role: ClassroomRole;
  expiresAt: Date;
}

const SECRET_NAME = 'classroom_token_key';
const FORMAT = /^v1\.(\d{1,10})\.(\d{1,10})\.([st])\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signClassroomToken(key: Buffer, c: ClassroomClaims): string {
  const body = `v1.${c.lessonId}.${c.userId}.${c.role === 'teacher' ? 't' : 's'}.${c.expiresAt.getTime()}`;
  return `${body}.${sign(key, body).toString('base64url')}`;
}

export type TokenProblem = 'malformed' | 'forged' | 'expired';

/** The claims of a token signed with `key` that has not expired at `now`, or what is wrong. */
export function verifyClassroomToken(
  key: Buffer,
  token: string,
  now: Date,
): ClassroomClaims | TokenProblem {
  const m = FORMAT.exec(token);
  if (!m) return 'malformed';
  const body = token.slice(0, token.lastIndexOf('.'));
  const given = Buffer.from(m[5]!, 'base64url');
  const expected = sign(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  const expiresAt = new Date(Number(m[4]));
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return {
    lessonId: Number(m[1]),
    userId: Number(m[2]),
    role: m[3] === 't' ? 'teacher' : 'student',
    expiresAt,
  };
}

/**
 * The signing key: CLASSROOM_TOKEN_SECRET, or else a random key made once and kept in the
 * database, so every server copy signs and checks with the same one. The first copy to need it
 * inserts it; a concurrent copy's insert does nothing and both read the same row.
 */
export async function loadTokenKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await repo.insertSecretIfMissing(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  const value = await repo.readSecret(db, SECRET_NAME);
  if (!value) throw new Error('classroom token key missing after insert');
  return Buffer.from(value, 'utf8');
}
