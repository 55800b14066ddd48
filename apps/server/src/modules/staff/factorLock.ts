import type { StaffMember } from '@school/contract/api/admin/staff';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange, type Audit, type AuditActor } from '../audit/service.ts';
import * as repo from './repository.ts';
import { factorLocked } from './rules.ts';
import { toStaffMember } from './service.ts';

/**
 * The lock of a member's second factor (issue 25, rules.ts): the refusal the sign-in gives, the
 * SMS that tells the member, and the owner's unlock from the staff list.
 */

const hoursLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 3600_000));

export function factorLockedError(until: Date, now: Date) {
  const hours = hoursLeft(until, now);
  return new AppError(
    4001,
    `验证码错误次数过多，二次验证已锁定。请联系校长在“工作人员”页解锁，或 ${hours} 小时后再试`,
    `Too many wrong codes: the second factor is locked. Ask the owner to unlock it on the Staff page, or try again in ${hours} hours`,
  );
}

/**
 * Tells the member by SMS (best effort, after the lock is committed): someone who knows their
 * password typed 10 wrong codes. Needs the `staff_factor_locked` template with Aliyun
 * (ALIYUN_SMS_NOTICE_TEMPLATES); without it the lock is only in the console and the audit log.
 */
export async function tellFactorLocked(ctx: AppContext, member: repo.StaffRow, now: Date) {
  if (!ctx.sms.hasNoticeTemplate('staff_factor_locked')) {
    ctx.log.warn({ staffId: member.id }, 'no SMS template for staff_factor_locked');
    return;
  }
  const at = now.toISOString();
  await ctx.sms
    .sendNotice(member.phone, {
      event: 'staff_factor_locked',
      params: { name: member.name, at },
      text: `【运营后台】${member.name}，您的账号在 ${at} 因验证码错误次数过多已锁定二次验证。如非本人操作，请立即修改密码并联系校长。`,
    })
    .catch((err: unknown) =>
      ctx.log.error({ err, staffId: member.id }, 'telling a member of a factor lock failed'),
    );
}

/**
 * The owner unlocks a member's second factor (and forgets the wrong codes counted): audited.
 * 2002 when it is not locked.
 */
export async function unlockFactor(
  ctx: AppContext,
  actor: StaffActor | AuditActor,
  input: { staffId: number },
): Promise<StaffMember> {
  const now = ctx.clock.now();
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const member = await repo.findById(tx, input.staffId, true);
    if (!member || member.status !== 'active')
      throw notFound('没有这位工作人员', 'No such staff member');
    if (!factorLocked(member, now))
      throw conflict('该成员的二次验证未锁定', 'This member’s second factor is not locked');
    return toStaffMember(await clearFactorLock(tx, audit, member, now));
  });
}

/**
 * Ends a member's second-factor lock and forgets the wrong codes counted, with its audit row, in
 * the caller's audited change (the owner's unlock, and `npm run console:owner` for its owner).
 */
export async function clearFactorLock(tx: Db, audit: Audit, member: repo.StaffRow, now: Date) {
  const row = await repo.updateMember(
    tx,
    member.id,
    { factorLockedUntil: null, factorFailedAt: [] },
    now,
  );
  await audit(
    {
      action: 'staff.factorUnlock',
      entity: 'staff',
      entityId: member.id,
      before: { factorLockedUntil: member.factorLockedUntil?.toISOString() ?? null },
      after: { factorLockedUntil: null },
    },
    now,
  );
  return row;
}
