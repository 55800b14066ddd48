import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './repository.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { admitPasswordAttempt, lockMinutesLeft } from './passwordLockout.ts';
import {
  checkSmsCode,
  countAsWrongTry,
  ResendTooSoon,
  sendSmsCode,
  smsCodeError,
  useSmsCode,
} from './smsService.ts';

/**
 * The families' credential rules, offered to the console's staff sign-in (modules/staff): the
 * same scrypt hashing and password rules, the same lockout (5 wrong in 15 min lock 15 min), the
 * same SMS codes with their 60 s / daily / per-IP rules. The staff module keeps its own password
 * hashes and sessions; only the rules are shared, so they cannot drift apart.
 */
export { hashPassword, passwordProblem, smsCodeError };

/**
 * Checks a password under the lockout of `lockKey` (the staff module passes `staff:<phone>`, so
 * console and family lockouts are counted apart). A missing hash costs the same scrypt work as a
 * wrong password. True when it matches (the failures are then cleared).
 */
export async function checkPasswordWithLockout(
  ctx: AppContext,
  lockKey: string,
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  const now = ctx.clock.now();
  const admission = await ctx.db.transaction(async (tx) => {
    const admitted = admitPasswordAttempt(await repo.lockPasswordFailures(tx, lockKey, now), now);
    if (admitted.admitted) await repo.savePasswordFailures(tx, lockKey, admitted.next, now);
    return admitted;
  });
  if (!admission.admitted) {
    const minutes = lockMinutesLeft(admission.lockedUntil, now);
    throw new AppError(
      4001,
      `密码错误次数过多，已暂停登录，请 ${minutes} 分钟后再试`,
      `Too many wrong passwords: sign-in is paused for ${minutes} minutes`,
    );
  }
  const matches = await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH);
  if (!hash || !matches) return false;
  await repo.clearPasswordFailures(ctx.db, lockKey);
  return true;
}

/** Forgets the failures of a lock key (a password set by SMS code). */
export const clearPasswordFailures = (db: Db, lockKey: string) =>
  repo.clearPasswordFailures(db, lockKey);

/**
 * Sends a console code (purpose `staff`) under the SMS rules. When the 60 s rule refuses, the
 * code sent earlier still counts: the seconds to wait are returned instead of an error.
 */
export async function sendStaffCode(
  ctx: AppContext,
  phone: string,
  ip: string,
): Promise<{ waitSeconds: number }> {
  try {
    await sendSmsCode(ctx, { phone, purpose: 'staff', ip });
    return { waitSeconds: 0 };
  } catch (err) {
    if (err instanceof ResendTooSoon) return { waitSeconds: err.waitSeconds };
    throw err;
  }
}

/**
 * Sends a console code: `staff` a sign-in's second factor (after the password), `staffReset` a
 * first or forgotten password. The 60 s rule answers 4001 like the families' send.
 */
export const sendStaffCodeOrRefuse = (
  ctx: AppContext,
  phone: string,
  ip: string,
  purpose: 'staff' | 'staffReset' = 'staff',
) => sendSmsCode(ctx, { phone, purpose, ip });

/**
 * Checks a console code and uses it up, in the caller's transaction. A wrong try is counted
 * (return the error rather than throw it, so the count is kept). `valid: false` treats a
 * matching code as wrong (a phone that is not a member's).
 */
export async function useStaffCode(
  tx: Db,
  secret: string,
  phone: string,
  code: string,
  now: Date,
  valid = true,
  purpose: 'staff' | 'staffReset' = 'staff',
): Promise<AppError | null> {
  const check = await checkSmsCode(tx, secret, { phone, purpose, code }, now);
  if (check.verdict !== 'ok') return smsCodeError(check);
  if (!valid) return smsCodeError(await countAsWrongTry(tx, phone, check));
  if (!(await useSmsCode(tx, phone, check.sentAt, now, check.slot)))
    return smsCodeError({ verdict: 'spent' });
  return null;
}
