import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import {
  checkPasswordWithLockout,
  hashPassword,
  passwordProblem,
} from '../auth/credentialService.ts';
import { auditedChange } from '../audit/service.ts';
import * as repo from './repository.ts';
import { endSessionsOf } from './service.ts';
import { lockKeyOf } from './signIn.ts';
import { matchTotp, newTotpSecret, openSecret, otpauthUrl, sealSecret } from './totp.ts';

/** The signed-in member's own account: password and authenticator. */

const wrongPassword = () => new AppError(1001, '密码错误', 'The password is wrong', 'oldPassword');

async function memberOf(ctx: AppContext, actor: StaffActor) {
  return (await repo.findById(ctx.db, actor.staffId))!;
}

/** Changes the password (the old one is checked under the lockout); other sessions end. */
export async function changePassword(
  ctx: AppContext,
  actor: StaffActor,
  sessionId: number,
  input: { oldPassword: string; password: string },
) {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(1001, problem.zh, problem.en, 'password');
  const member = await memberOf(ctx, actor);
  const ok = await checkPasswordWithLockout(
    ctx,
    lockKeyOf(member.phone),
    input.oldPassword,
    member.passwordHash,
  );
  if (!ok) throw wrongPassword();
  const hash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    await repo.updateMember(tx, member.id, { passwordHash: hash }, now);
    await endSessionsOf(tx, member.id, now, sessionId);
    await audit({ action: 'staff.password', entity: 'staff', entityId: member.id }, now);
  });
}

/** A new secret, kept (sealed) but not in force until a code from the app confirms it. */
export async function setupTotp(ctx: AppContext, actor: StaffActor) {
  const member = await memberOf(ctx, actor);
  if (member.totpEnabled)
    throw new AppError(
      1001,
      '已启用身份验证器，请先停用',
      'The authenticator is already on; turn it off first',
    );
  const secret = newTotpSecret();
  await repo.updateMember(
    ctx.db,
    member.id,
    { totpSecret: sealSecret(ctx.config.AUTH_SECRET, secret), totpLastStep: null },
    ctx.clock.now(),
  );
  return { secret, otpauthUrl: otpauthUrl(secret, member.phone, '少儿英语 Console') };
}

export async function enableTotp(ctx: AppContext, actor: StaffActor, input: { code: string }) {
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    const member = (await repo.findById(tx, actor.staffId, true))!;
    const secret = member.totpSecret ? openSecret(ctx.config.AUTH_SECRET, member.totpSecret) : null;
    const step = secret && !member.totpEnabled ? matchTotp(secret, input.code, now, null) : null;
    if (step === null)
      throw new AppError(1001, '验证码错误', 'The authenticator code is wrong', 'code');
    await repo.updateMember(tx, member.id, { totpEnabled: true, totpLastStep: step }, now);
    await audit({ action: 'staff.totpOn', entity: 'staff', entityId: member.id }, now);
  });
}

/** Turning the second factor back to SMS needs the password (a left-open console cannot). */
export async function disableTotp(ctx: AppContext, actor: StaffActor, input: { password: string }) {
  const member = await memberOf(ctx, actor);
  const ok = await checkPasswordWithLockout(
    ctx,
    lockKeyOf(member.phone),
    input.password,
    member.passwordHash,
  );
  if (!ok) throw new AppError(1001, '密码错误', 'The password is wrong', 'password');
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    await repo.updateMember(
      tx,
      member.id,
      { totpEnabled: false, totpSecret: null, totpLastStep: null },
      now,
    );
    await audit({ action: 'staff.totpOff', entity: 'staff', entityId: member.id }, now);
  });
}
