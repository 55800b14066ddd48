import type { UserInfo } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as users from '../users/service.ts';
import { currentVersions } from './consentService.ts';
import * as repo from './repository.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { admitPasswordAttempt, lockMinutesLeft } from './passwordLockout.ts';
import {
  checkSmsCode,
  countAsWrongTry,
  smsCodeError,
  useSmsCode,
  type FailedCheck,
} from './smsService.ts';
import { checkTicket, issueTicket, ticketError } from './tickets.ts';

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  passwordTicket?: string;
}

const disabled = () => new AppError(3005);

const needsAgreement = () =>
  new AppError(
    1001,
    '请先同意用户协议和儿童隐私政策',
    'The guardian must first accept the user agreement and the children’s privacy policy',
    'agreed',
  );

/**
 * SMS login, and registration on a phone's first login. An account is created only with the
 * guardian's consent (`agreed: true`), stored with the versions accepted. Consent is per account
 * and per version, not per device: a family account that accepted the current versions logs in
 * without it on any device; one that has not (a new version) is asked again. Without it the
 * reply names `agreed` and the code stays usable. The code is checked before anything about the
 * account is looked at, so the replies tell a stranger nothing about which phones have accounts.
 * Registration asks for a password ticket (`passwordTicket: true`) for its password step.
 */
export async function loginWithCode(
  ctx: AppContext,
  input: { phone: string; code: string; agreed?: boolean; passwordTicket?: boolean },
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
    // The versions the school published last (consentService.ts).
    const versions = await currentVersions(tx);
    if (input.agreed === true) {
      await repo.insertConsent(tx, account.id, versions, now);
    } else if (
      account.profile.role === 'student' &&
      !(await repo.hasConsent(tx, account.id, versions))
    ) {
      return { error: needsAgreement() };
    }
    if (!(await useSmsCode(tx, input.phone, check.sentAt, now))) {
      return { error: smsCodeError({ verdict: 'spent' }) };
    }
    const ticket = input.passwordTicket
      ? await issueTicket(tx, ctx.config.AUTH_SECRET, input.phone, check.sentAt, now)
      : null;
    await users.becomeFamily(tx, account, now);
    const token = await createSession(tx, account.id, now, deviceId);
    return {
      result: {
        token,
        userInfo: account.profile,
        ...(ticket ? { passwordTicket: ticket.ticket } : {}),
      },
    };
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
    await users.becomeFamily(tx, account, now);
    return createSession(tx, account.id, now, deviceId);
  });
  return { token, userInfo: account.profile };
}

/**
 * Checks a reset code, or a password ticket, for an active account, inside the caller's
 * transaction. A phone without an account gets the reply of a wrong code.
 */
async function checkResetProof(
  ctx: AppContext,
  tx: Db,
  input: { phone: string; code?: string; ticket?: string },
  now: Date,
): Promise<{ error: AppError } | { userId: number; sentAt: Date }> {
  const secret = ctx.config.AUTH_SECRET;
  const byTicket = input.ticket !== undefined;
  const check = byTicket
    ? await checkTicket(tx, secret, input.phone, input.ticket!, now)
    : await checkSmsCode(
        tx,
        secret,
        { phone: input.phone, code: input.code ?? '', purpose: 'reset' },
        now,
      );
  const fail = (c: FailedCheck) => ({ error: byTicket ? ticketError() : smsCodeError(c) });
  if (check.verdict !== 'ok') return fail(check);
  const account = await users.findAccountByPhone(tx, input.phone);
  if (!account) return fail(await countAsWrongTry(tx, input.phone, check));
  if (account.status !== 'active') return { error: disabled() };
  return { userId: account.id, sentAt: check.sentAt };
}

/**
 * 忘记密码 step 1: the reset code is checked now and traded for a password ticket, so a wrong code
 * is told before the new password is typed. The code is used up; the ticket replaces it.
 */
export async function verifyResetCode(
  ctx: AppContext,
  input: { phone: string; code: string },
): Promise<{ ticket: string; expiresAt: string }> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkResetProof(ctx, tx, input, now);
    if ('error' in checked) return checked;
    const issued = await issueTicket(tx, ctx.config.AUTH_SECRET, input.phone, checked.sentAt, now);
    if (!issued) return { error: smsCodeError({ verdict: 'spent' }) };
    return { result: { ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() } };
  });
  // Returned, not thrown, inside the transaction so a counted wrong try is kept.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/**
 * Sets a new password with a reset code or a password ticket and signs the account out
 * everywhere. The proof is checked first (cheap); the scrypt work runs outside any transaction;
 * the proof is then used up in the same transaction that stores the hash, so it works once even
 * if two resets race.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { phone: string; code?: string; ticket?: string; password: string },
): Promise<void> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(1001, problem.zh, problem.en);

  const now = ctx.clock.now();
  const checked = await ctx.db.transaction((tx) => checkResetProof(ctx, tx, input, now));
  if ('error' in checked) throw checked.error;

  const hash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await useSmsCode(tx, input.phone, checked.sentAt, now))) return false;
    await users.setPasswordHash(tx, checked.userId, hash, now);
    await revokeAllSessions(tx, checked.userId, now);
    await repo.clearPasswordFailures(tx, input.phone);
    return true;
  });
  if (!done) throw input.ticket !== undefined ? ticketError() : smsCodeError({ verdict: 'spent' });
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
