import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../providers/sms/types.ts';

/** The SMS code rules of docs/design/accounts.md §4.1, as values and small functions a test can call alone. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_MS = 60_000;
export const SMS_PHONE_DAILY_MAX = 10;
export const SMS_PHONE_WINDOW_MS = 24 * 3600_000;
export const SMS_IP_WINDOW_MS = 3600_000;

/**
 * What a phone's row holds: a live SMS code of one purpose, or the password ticket a verified
 * code was traded for (decision 0015; one row per phone, so a new code replaces a ticket).
 */
export type StoredPurpose = CodePurpose | 'ticket';

/**
 * Where a phone's code lives (issue 25): the console's sign-in codes (`staff`, sent only after the
 * right password) and its password codes (`staffReset`, asked anonymously) each in a slot of
 * their own, with their own 60 s rule and daily quota, so no anonymous send (the families' or
 * the console's forgotten password) can replace a pending sign-in code or use up its quota.
 */
export type SmsSlot = 'family' | 'console' | 'consoleReset';
export function slotOf(purpose: StoredPurpose): SmsSlot {
  if (purpose === 'staff') return 'console';
  if (purpose === 'staffReset') return 'consoleReset';
  return 'family';
}

/** The counter of a phone's sends of a day, one per slot. */
export const phoneCounterKey = (phone: string, slot: SmsSlot) =>
  slot === 'family' ? `sms:phone:${phone}` : `sms:${slot}:${phone}`;

/** Six digits from the CSPRNG, leading zeros kept (000000 to 999999). */
export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored instead of the code: an HMAC keyed with AUTH_SECRET over phone, purpose and code,
 * so a copy of the table does not give codes away (a million guesses per row would, unkeyed).
 */
export function hashSmsCode(secret: string, phone: string, purpose: StoredPurpose, code: string) {
  return createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('base64url');
}

/** The stored state of a phone's latest code. */
export interface StoredSmsCode {
  purpose: StoredPurpose;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

/**
 * The verdict on a code typed for `purpose`:
 * - `ok`: it matches a live code (not used, not expired, fewer than 5 wrong tries, same purpose);
 * - `wrong`: there is a live code and this is not it (counts as a wrong try);
 * - `spent`: there is no live code for that purpose (never sent, expired, used, or tried 5 times).
 */
export type SmsVerdict = 'ok' | 'wrong' | 'spent';

export function judgeSmsCode(
  stored: StoredSmsCode | undefined,
  purpose: StoredPurpose,
  codeHash: string,
  now: Date,
): SmsVerdict {
  if (!stored || !isLive(stored, purpose, now)) return 'spent';
  return sameHash(stored.codeHash, codeHash) ? 'ok' : 'wrong';
}

export function isLive(stored: StoredSmsCode, purpose: StoredPurpose, now: Date): boolean {
  return (
    stored.purpose === purpose &&
    stored.usedAt === null &&
    stored.attempts < SMS_MAX_WRONG_TRIES &&
    now.getTime() < stored.expiresAt.getTime()
  );
}

/** Whether this wrong try is the one that kills the code (the user must request a new one). */
export const isLastTry = (attemptsBefore: number) => attemptsBefore + 1 >= SMS_MAX_WRONG_TRIES;

/** Whole seconds until the phone may be sent another code (at least 1 while it must wait). */
export function resendWaitSeconds(lastSentAt: Date, now: Date): number {
  const left = lastSentAt.getTime() + SMS_RESEND_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
