import type { StaffMember } from '@school/contract/api/admin/staff';
import type { StaffRole } from '@school/contract/rules/permissions';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import { auditedChange, type Audit, type AuditActor } from '../audit/service.ts';
import * as users from '../users/service.ts';
import { clearFactorLock } from './factorLock.ts';
import * as repo from './repository.ts';
import { factorLocked } from './rules.ts';
import { endSessionsOf, toStaffMember } from './service.ts';

/**
 * The owner's staff management (docs/design/console.md §7: `staff.edit`). Each change writes its audit row in
 * its transaction. A role change or a removal ends the member's sessions at once; the last
 * active owner is never removed or demoted (the owners are locked while this is judged).
 */

export async function listStaff(db: Db, input: repo.MemberQuery) {
  const { rows, total } = await repo.listMembers(db, input);
  return { list: rows.map(toStaffMember), total };
}

const lastOwner = () =>
  new AppError(
    1001,
    '不能移除或降级最后一位所有者',
    'The last owner cannot be removed or given another role',
  );
const alreadyStaff = () =>
  conflict('该手机号已是工作人员', 'This phone already belongs to a staff member');

/**
 * Adds a member with no password: they set one at first sign-in with an SMS code to their phone
 * (no password travels through anyone else's hands). The member is linked to the phone's
 * account, made when the phone has none (and then not a family: decision 0031).
 */
export async function addMember(
  tx: Db,
  audit: Audit,
  input: { phone: string; name: string; role: StaffRole },
  now: Date,
): Promise<StaffMember> {
  if (await repo.findActiveByPhone(tx, input.phone)) throw alreadyStaff();
  const account =
    (await users.findAccountByPhone(tx, input.phone)) ??
    (await users.createStaffLinkAccount(tx, input.phone, now));
  const row = await repo
    .insertMember(tx, {
      userId: account.id,
      phone: input.phone,
      name: input.name,
      role: input.role,
      createdAt: now,
      updatedAt: now,
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err) !== null ? alreadyStaff() : err;
    });
  const after = toStaffMember(row);
  await audit({ action: 'staff.invite', entity: 'staff', entityId: row.id, after }, now);
  return after;
}

export function inviteStaff(
  ctx: AppContext,
  actor: StaffActor,
  input: { phone: string; name: string; role: StaffRole },
) {
  const now = ctx.clock.now();
  return auditedChange(ctx.db, actor, (tx, audit) => addMember(tx, audit, input, now));
}

async function lockTarget(tx: Db, staffId: number) {
  // Owners first, then the member: every change locks in the same order (no deadlock).
  const owners = await repo.lockActiveOwners(tx);
  const member = await repo.findById(tx, staffId, true);
  if (!member || member.status !== 'active')
    throw notFound('没有这位工作人员', 'No such staff member');
  return { owners, member };
}

export async function changeRole(
  ctx: AppContext,
  actor: StaffActor,
  input: { staffId: number; role: StaffRole },
): Promise<StaffMember> {
  const now = ctx.clock.now();
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const { owners, member } = await lockTarget(tx, input.staffId);
    if (member.role === input.role) return toStaffMember(member);
    if (member.role === 'owner' && owners.length <= 1) throw lastOwner();
    const row = await repo.updateMember(tx, member.id, { role: input.role }, now);
    await endSessionsOf(tx, member.id, now);
    const before = toStaffMember(member);
    const after = toStaffMember(row);
    await audit({ action: 'staff.role', entity: 'staff', entityId: member.id, before, after }, now);
    return after;
  });
}

export async function removeMember(ctx: AppContext, actor: StaffActor, input: { staffId: number }) {
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    const { owners, member } = await lockTarget(tx, input.staffId);
    if (member.role === 'owner' && owners.length <= 1) throw lastOwner();
    const row = await repo.updateMember(tx, member.id, { status: 'removed' }, now);
    await endSessionsOf(tx, member.id, now);
    await audit(
      {
        action: 'staff.remove',
        entity: 'staff',
        entityId: member.id,
        before: toStaffMember(member),
        after: toStaffMember(row),
      },
      now,
    );
  });
}

/**
 * `npm run console:owner`: makes the phone's member an owner (adding them when new). Their
 * password is set at first sign-in by SMS code, as any invitee's. It also ends a lock of that
 * member's second factor (issue 25): the way back for a school's only owner.
 */
export async function makeOwner(ctx: AppContext, input: { phone: string; name: string }) {
  const now = ctx.clock.now();
  const actor: AuditActor = { staffId: null, name: 'console:owner', role: null, ip: '' };
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const existing = await repo.findActiveByPhone(tx, input.phone);
    if (!existing)
      return {
        member: await addMember(tx, audit, { ...input, role: 'owner' }, now),
        created: true,
      };
    if (factorLocked(existing, now)) {
      await clearFactorLock(tx, audit, existing, now);
      existing.factorLockedUntil = null;
    }
    if (existing.role === 'owner') return { member: toStaffMember(existing), created: false };
    const row = await repo.updateMember(tx, existing.id, { role: 'owner' }, now);
    await endSessionsOf(tx, existing.id, now);
    await audit(
      {
        action: 'staff.role',
        entity: 'staff',
        entityId: existing.id,
        before: toStaffMember(existing),
        after: toStaffMember(row),
      },
      now,
    );
    return { member: toStaffMember(row), created: false };
  });
}
