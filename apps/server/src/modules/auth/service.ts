import { AGREEMENT_VERSION, PRIVACY_VERSION, type UserInfo } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as users from '../users/service.ts';
import * as repo from './repository.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { admitPasswordAttempt, lockMinutesLeft } from './passwordLockout.ts';
import { checkSmsCode, countAsWrongTry, smsCodeError, useSmsCode } from './smsService.ts';

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

const disabled = () => new AppError(3005);

const needsAgreement = () =>
  new AppError(
    1001,
    'agreed: 请先同意用户协议和儿童隐私政策',
    'agreed: the guardian must first accept the user agreement and the children’s privacy policy',
  );

/**
 * SMS login, and registration on a phone's first login. An account is created only with the
 * guardian's consent (`agreed: true`), stored with the versions accepted; without it the reply
 * names `agreed` and the code stays usable. The code is checked before anything about the
 * account is looked at, so the replies tell a stranger nothing about which phones have accounts.
 */
export async function loginWithCode(
  ctx: AppContext,
  input: { phone: string; code: string; agreed?: boolean },
  deviceId?: string,
): Promise<LoginResult> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkSmsCode(
      tx,
      ctx.config.AUTH_SECRET,
      { ...input, purpose: 'login' },
      now,
    );
    if (check.verdict !== 'ok') return { error: smsCodeError(check) };

    let account = await users.findAccountByPhone(tx, input.phone);
    if (!account) {
      if (input.agreed !== true) return { error: needsAgreement() };
      account = await users.createStudentAccount(tx, input.phone, now);
    }
    if (account.status !== 'active') return { error: disabled() };
    if (input.agreed === true) {
      await repo.insertConsent(
        tx,
        account.id,
        { agreement: AGREEMENT_VERSION, privacy: PRIVACY_VERSION },
        now,
      );
    }
    if (!(await useSmsCode(tx, input.phone, check.sentAt, now))) {
      return { error: smsCodeError({ verdict: 'spent' }) };
    }
    const token = await createSession(tx, account.id, now, deviceId);
    return { result: { token, userInfo: account.profile } };
  });
  // Errors are returned, not thrown, inside the transaction so a counted wrong try is kept.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

const wrongPassword = () => new AppError(1001, '账号或密码错误', 'Wrong phone number or password');

/**
 * Password login. Unknown phones, phones without a password and wrong passwords get the same
 * reply after the same scrypt work. The lockout counts every phone alike.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { phone: string; password: string },
  deviceId?: string,
): Promise<LoginResult> {
  const now = ctx.clock.now();
  const admission = await ctx.db.transaction(async (tx) => {
    const admitted = admitPasswordAttempt(
      await repo.lockPasswordFailures(tx, input.phone, now),
      now,
    );
    if (admitted.admitted) await repo.savePasswordFailures(tx, input.phone, admitted.next, now);
    return admitted;
  });
  if (!admission.admitted) {
    const minutes = lockMinutesLeft(admission.lockedUntil, now);
    throw new AppError(
      4001,
      `密码错误次数过多，密码登录已暂停，请 ${minutes} 分钟后再试；短信验证码登录不受影响`,
      `Too many wrong passwords: password login is paused for ${minutes} minutes. You can still log in with an SMS code`,
    );
  }

  const account = await users.findAccountByPhone(ctx.db, input.phone);
  const matches = await verifyPassword(
    input.password,
    account?.passwordHash ?? DUMMY_PASSWORD_HASH,
  );
  if (!account?.passwordHash || !matches) throw wrongPassword();
  if (account.status !== 'active') throw disabled();

  const token = await ctx.db.transaction(async (tx) => {
    await repo.clearPasswordFailures(tx, input.phone);
    return createSession(tx, account.id, now, deviceId);
  });
  return { token, userInfo: account.profile };
}

/**
 * Sets a new password with a reset code and signs the account out everywhere. A phone without an
 * account gets the reply of a wrong code. The code is checked first (cheap); the scrypt work runs
 * outside any transaction; the code is then used up in the same transaction that stores the hash,
 * so it works once even if two resets race.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { phone: string; code: string; password: string },
): Promise<void> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(1001, problem.zh, problem.en);

  const now = ctx.clock.now();
  const checked = await ctx.db.transaction(async (tx) => {
    const check = await checkSmsCode(
      tx,
      ctx.config.AUTH_SECRET,
      { ...input, purpose: 'reset' },
      now,
    );
    if (check.verdict !== 'ok') return { error: smsCodeError(check) };
    const account = await users.findAccountByPhone(tx, input.phone);
    if (!account) {
      return { error: smsCodeError(await countAsWrongTry(tx, input.phone, check)) };
    }
    if (account.status !== 'active') return { error: disabled() };
    return { userId: account.id, sentAt: check.sentAt };
  });
  if ('error' in checked) throw checked.error;

  const hash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await useSmsCode(tx, input.phone, checked.sentAt, now))) return false;
    await users.setPasswordHash(tx, checked.userId, hash, now);
    await revokeAllSessions(tx, checked.userId, now);
    await repo.clearPasswordFailures(tx, input.phone);
    return true;
  });
  if (!done) throw smsCodeError({ verdict: 'spent' });
  await ctx.sessions.forgetUser(checked.userId);
}

export async function logout(
  ctx: AppContext,
  caller: { id: number; sessionId: number },
): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId, ctx.clock.now());
  await ctx.sessions.forgetUser(caller.id);
}

/** Account deletion: the phone's SMS code, counters and password failures (consents are kept). */
export const eraseAuthStateOf = (db: Db, phone: string) => repo.deleteAuthStateOfPhone(db, phone);

/** Ends every session of an account (account deletion). */
export { revokeAllSessions };
