import type { CodePurpose } from '../../providers/sms/types.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './repository.ts';
import {
  generateSmsCode,
  hashSmsCode,
  isLastTry,
  judgeSmsCode,
  phoneCounterKey,
  resendWaitSeconds,
  SMS_CODE_TTL_MS,
  SMS_IP_WINDOW_MS,
  SMS_PHONE_DAILY_MAX,
  SMS_PHONE_WINDOW_MS,
  SMS_RESEND_MS,
  slotOf,
  type SmsSlot,
  type StoredPurpose,
} from './smsRules.ts';

/**
 * Sends a code. The reply and the work done are the same whether or not the phone has an
 * account: no account is looked up here. The limits (60 s per phone, 10 per phone per day, 20 per
 * client IP per hour) are counted in the database, so they hold across server copies; they are
 * checked and counted in one transaction, which a refusal rolls back. The console's codes
 * (`staff`) have their own slot and their own 60 s and daily counts (issue 25): the families'
 * anonymous send can neither replace a console code nor use up the console's quota.
 */
export async function sendSmsCode(
  ctx: AppContext,
  input: { phone: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const { phone, purpose, ip } = input;
  const now = ctx.clock.now();
  const code = generateSmsCode();
  const slot = slotOf(purpose);
  const phoneKey = phoneCounterKey(phone, slot);
  const ipKey = `sms:ip:${ip}`;

  await ctx.db.transaction(async (tx) => {
    const stored = await repo.storeSmsCodeUnlessRecent(
      tx,
      {
        phone,
        slot,
        purpose,
        codeHash: hashSmsCode(ctx.config.AUTH_SECRET, phone, purpose, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      },
      new Date(now.getTime() - SMS_RESEND_MS),
    );
    if (!stored) {
      const last = await repo.smsCodeSentAt(tx, phone, slot);
      throw resendTooSoon(Math.max(1, last ? resendWaitSeconds(last, now) : 1));
    }
    const perPhone = await repo.countEvent(tx, phoneKey, now, SMS_PHONE_WINDOW_MS);
    if (perPhone.count > SMS_PHONE_DAILY_MAX) throw phoneCapReached(perPhone.windowEnds, now);
    const perIp = await repo.countEvent(tx, ipKey, now, SMS_IP_WINDOW_MS);
    if (perIp.count > ctx.config.SMS_IP_HOURLY_MAX)
      throw ipCapReached(perIp.windowEnds, now, ctx.config.SMS_IP_HOURLY_MAX);
  });

  try {
    await ctx.sms.send(phone, code, purpose);
  } catch (err) {
    ctx.log.error({ err, provider: ctx.sms.name }, 'SMS provider failed; the code is withdrawn');
    await ctx.db.transaction(async (tx) => {
      await repo.deleteSmsCode(tx, phone, slot, now);
      await repo.uncountEvent(tx, phoneKey);
      await repo.uncountEvent(tx, ipKey);
    });
    throw new AppError(
      5000,
      '短信发送失败，请稍后再试',
      'The SMS could not be sent, please try again later',
    );
  }

  await repo
    .pruneAuthState(ctx.db, now)
    .catch((err: unknown) => ctx.log.warn({ err }, 'pruning old auth state failed'));
}

/** The 60 s rule's refusal; `waitSeconds` lets a caller tell it from the daily caps. */
export class ResendTooSoon extends AppError {
  constructor(readonly waitSeconds: number) {
    super(
      4001,
      `验证码发送太频繁，请 ${waitSeconds} 秒后再试`,
      `A code was just sent; please wait ${waitSeconds} seconds before asking for another`,
    );
  }
}
const resendTooSoon = (seconds: number) => new ResendTooSoon(seconds);

function phoneCapReached(windowEnds: Date, now: Date) {
  const hours = Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 3600_000));
  return new AppError(
    4001,
    `该手机号获取验证码次数已达上限（每天 ${SMS_PHONE_DAILY_MAX} 次），请 ${hours} 小时后再试`,
    `This phone has had ${SMS_PHONE_DAILY_MAX} codes today, the most allowed; try again in ${hours} hours`,
  );
}

function ipCapReached(windowEnds: Date, now: Date, max: number) {
  const minutes = Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 60_000));
  return new AppError(
    4001,
    `当前网络获取验证码过于频繁（每小时最多 ${max} 次），请 ${minutes} 分钟后再试`,
    `Too many codes requested from this network (at most ${max} an hour); try again in ${minutes} minutes`,
  );
}

export type FailedCheck = { verdict: 'wrong'; lastTry: boolean } | { verdict: 'spent' };
export type CodeCheck =
  { verdict: 'ok'; slot: SmsSlot; sentAt: Date; attempts: number } | FailedCheck;

/**
 * Judges a typed code inside the caller's transaction, under the code's row lock, and counts a
 * wrong try. A matching code is not used up here: the caller does that with `useSmsCode` once
 * the rest of its rules pass (a missing consent, for one, must leave the code usable).
 */
export async function checkSmsCode(
  tx: Db,
  secret: string,
  input: { phone: string; purpose: StoredPurpose; code: string },
  now: Date,
): Promise<CodeCheck> {
  const { phone, purpose, code } = input;
  const slot = slotOf(purpose);
  const stored = await repo.lockSmsCode(tx, phone, slot);
  const verdict = judgeSmsCode(stored, purpose, hashSmsCode(secret, phone, purpose, code), now);
  if (!stored || verdict === 'spent') return { verdict: 'spent' };
  if (verdict === 'ok') return { verdict, slot, sentAt: stored.sentAt, attempts: stored.attempts };
  await repo.countWrongSmsTry(tx, phone, slot, stored.sentAt);
  return { verdict, lastTry: isLastTry(stored.attempts) };
}

/** Treats a matching code as a wrong one (reset for a phone without an account looks the same). */
export async function countAsWrongTry(
  tx: Db,
  phone: string,
  ok: { slot: SmsSlot; sentAt: Date; attempts: number },
): Promise<FailedCheck> {
  await repo.countWrongSmsTry(tx, phone, ok.slot, ok.sentAt);
  return { verdict: 'wrong', lastTry: isLastTry(ok.attempts) };
}

/**
 * Uses the code up, if nobody used or replaced it meanwhile. True when it did. `slot`: the
 * families' codes unless told (the console passes its own).
 */
export const useSmsCode = (
  tx: Db,
  phone: string,
  sentAt: Date,
  now: Date,
  slot: SmsSlot = 'family',
) => repo.useSmsCode(tx, phone, slot, sentAt, now);

/** The error for a code that did not pass. */
export function smsCodeError(check: FailedCheck): AppError {
  if (check.verdict === 'spent') {
    return new AppError(
      1001,
      'code: 验证码已失效，请重新获取',
      'code: this code is no longer valid; request a new one',
    );
  }
  if (check.lastTry) {
    return new AppError(
      1001,
      'code: 验证码错误次数过多，请重新获取',
      'code: too many wrong tries; request a new code',
    );
  }
  return new AppError(1001, 'code: 验证码错误', 'code: the code is wrong');
}
