import type { UserInfo } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { AppError, invalid } from '../../http/errors.ts';
import * as users from '../users/service.ts';
import { admitPasswordAttempt, lockMinutesLeft } from './passwordLockout.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { revokeOtherSessions } from './sessions.ts';
import { checkSmsCode, smsCodeError, useSmsCode } from './smsService.ts';

export interface PasswordChange {
  password: string;
  oldPassword?: string;
  code?: string;
}

const wrongOldPassword = () =>
  invalid('oldPassword: 原密码错误', 'oldPassword: the current password is wrong');

/**
 * `clientUsers/password`: sets or changes the caller's password. Proof is an SMS code of type
 * `reset` sent to the account's own phone (always accepted; required while no password is set)
 * or the current password (checked under the password-login lockout of the phone, so a stolen
 * session cannot guess it quickly). The new password must pass the reset_pwd rules, which are
 * checked first so a weak choice uses up neither the code nor a try. Every other session is
 * revoked; the caller's stays.
 */
export async function changePassword(
  ctx: AppContext,
  caller: { id: number; sessionId: number },
  input: PasswordChange,
): Promise<UserInfo> {
  const problem = passwordProblem(input.password);
  if (problem) throw invalid(problem.zh, problem.en);

  const account = await users.findCredentials(ctx.db, caller.id);
  if (!account?.phone || account.status !== 'active') throw new AppError(1003);
  const phone = account.phone;
  const now = ctx.clock.now();

  let codeSentAt: Date | null = null;
  if (input.code !== undefined) {
    const checked = await ctx.db.transaction(async (tx) => {
      const check = await checkSmsCode(
        tx,
        ctx.config.AUTH_SECRET,
        { phone, purpose: 'reset', code: input.code! },
        now,
      );
      return check.verdict === 'ok' ? { sentAt: check.sentAt } : { error: smsCodeError(check) };
    });
    // Returned, not thrown, inside the transaction so a counted wrong try is kept.
    if ('error' in checked) throw checked.error;
    codeSentAt = checked.sentAt;
  } else if (input.oldPassword !== undefined && account.passwordHash) {
    await checkOldPassword(ctx, phone, account.passwordHash, input.oldPassword, now);
  } else if (account.passwordHash) {
    throw invalid(
      'oldPassword: 请输入原密码，或使用短信验证码验证',
      'oldPassword: enter the current password, or confirm with an SMS code',
    );
  } else {
    throw invalid(
      'code: 还没有设置过密码，请使用短信验证码验证',
      'code: no password is set yet; confirm with an SMS code',
    );
  }

  const hash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (codeSentAt && !(await useSmsCode(tx, phone, codeSentAt, now))) return false;
    await users.setPasswordHash(tx, caller.id, hash, now);
    await revokeOtherSessions(tx, caller.id, caller.sessionId, now);
    await repo.clearPasswordFailures(tx, phone);
    return true;
  });
  if (!done) throw smsCodeError({ verdict: 'spent' });
  await ctx.sessions.forgetUser(caller.id);
  return users.viewProfile(ctx.db, caller.id);
}

/** The current password, counted like a password login of the same phone. */
async function checkOldPassword(
  ctx: AppContext,
  phone: string,
  hash: string,
  oldPassword: string,
  now: Date,
) {
  const admission = await ctx.db.transaction(async (tx) => {
    const admitted = admitPasswordAttempt(await repo.lockPasswordFailures(tx, phone, now), now);
    if (admitted.admitted) await repo.savePasswordFailures(tx, phone, admitted.next, now);
    return admitted;
  });
  if (!admission.admitted) {
    const minutes = lockMinutesLeft(admission.lockedUntil, now);
    throw new AppError(
      4001,
      `原密码错误次数过多，请 ${minutes} 分钟后再试，或使用短信验证码验证`,
      `Too many wrong passwords: try again in ${minutes} minutes, or confirm with an SMS code`,
    );
  }
  if (!(await verifyPassword(oldPassword, hash))) throw wrongOldPassword();
}
