import { createHash, randomBytes } from 'node:crypto';
import type { StaffMe, StaffMember } from '@school/contract/api/admin/staff';
import { ROLE_PERMISSIONS, type StaffRole } from '@school/contract/rules/permissions';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as repo from './repository.ts';
import { STAFF_TOUCH_EVERY_MS, staffSessionEnd, staffSessionStands } from './rules.ts';

/**
 * Staff members and their sessions (docs/design/console.md §7): the public face of the module. http/route.ts
 * resolves a staff token here; sign-in, the own account and staff management are in signIn.ts,
 * account.ts and manage.ts, called only by this module's routes.
 */

export const hashStaffToken = (token: string) =>
  createHash('sha256').update(`staff:${token}`).digest('hex');

/** Opens a staff session for an active member; only the token's hash is stored. */
export async function openStaffSession(
  tx: Db,
  member: { id: number; role: StaffRole },
  now: Date,
  ip: string,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = staffSessionEnd(now);
  await repo.insertSession(tx, {
    staffId: member.id,
    tokenHash: hashStaffToken(token),
    role: member.role,
    ip,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  await repo.updateMember(tx, member.id, { lastSignInAt: now }, now);
  return { token, expiresAt };
}

export type StaffCaller =
  | { kind: 'staff'; actor: StaffActor; sessionId: number }
  /** A staff session that ended (expired, idle, revoked, member removed or role changed). */
  | { kind: 'ended' }
  /** Not a staff token at all (a family or teacher token, or garbage). */
  | { kind: 'none' };

/** Resolves a token to the staff member behind it. */
export async function findStaffCaller(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<StaffCaller> {
  if (token.length > 200) return { kind: 'none' };
  const now = ctx.clock.now();
  const s = await repo.findSession(ctx.db, hashStaffToken(token));
  if (!s) return { kind: 'none' };
  if (!staffSessionStands(s, now)) return { kind: 'ended' };
  if (now.getTime() - s.lastUsedAt.getTime() > STAFF_TOUCH_EVERY_MS) {
    await repo.touchSession(ctx.db, s.sessionId, now);
  }
  const m = s.member;
  return {
    kind: 'staff',
    sessionId: s.sessionId,
    actor: { staffId: m.id, userId: m.userId, name: m.name, role: m.role, ip },
  };
}

export const endStaffSession = (db: Db, sessionId: number, now: Date) =>
  repo.revokeSession(db, sessionId, now);

export const endSessionsOf = (db: Db, staffId: number, now: Date, keepId?: number) =>
  repo.revokeSessionsOf(db, staffId, now, keepId);

export function toStaffMember(r: repo.StaffRow): StaffMember {
  return {
    staffId: r.id,
    name: r.name,
    phone: r.phone,
    role: r.role,
    status: r.status,
    totpEnabled: r.totpEnabled,
    hasPassword: r.passwordHash !== null,
    createdAt: r.createdAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    factorLockedUntil: r.factorLockedUntil?.toISOString() ?? null,
  };
}

export async function staffMe(db: Db, actor: StaffActor): Promise<StaffMe> {
  const r = (await repo.findById(db, actor.staffId))!;
  return {
    staffId: r.id,
    name: r.name,
    phone: r.phone,
    role: r.role,
    permissions: [...ROLE_PERMISSIONS[r.role]],
    totpEnabled: r.totpEnabled,
  };
}

/** A member's name by id, for lists that show who did something (null for an unknown id). */
export async function staffNameOf(db: Db, staffId: number): Promise<string | null> {
  return (await repo.findById(db, staffId))?.name ?? null;
}
