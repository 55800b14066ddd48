import { randomBytes } from 'node:crypto';
import { PASSWORD_TICKET_TTL_MS } from '@school/contract/api/basic';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './repository.ts';
import { hashSmsCode } from './smsRules.ts';
import { checkSmsCode } from './smsService.ts';

/**
 * Password tickets (decision 0015). Registration and 忘记密码 verify the SMS code on their first
 * step; the password step then needs proof of that, not a second code (which the 60 s rule would
 * refuse). The verified code's row becomes the ticket: 32 random bytes, only their HMAC stored,
 * single use, 10 minutes, dead after 5 wrong tries like a code.
 */

/** Trades the verified code sent at `sentAt` for a ticket, in the caller's transaction. */
export async function issueTicket(
  tx: Db,
  secret: string,
  phone: string,
  sentAt: Date,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date } | null> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_TICKET_TTL_MS);
  const stored = await repo.storeTicket(tx, phone, sentAt, {
    hash: hashSmsCode(secret, phone, 'ticket', ticket),
    expiresAt,
  });
  return stored ? { ticket, expiresAt } : null;
}

/** Judges a ticket like a code (row lock, wrong tries counted); the caller uses it up. */
export const checkTicket = (tx: Db, secret: string, phone: string, ticket: string, now: Date) =>
  checkSmsCode(tx, secret, { phone, purpose: 'ticket', code: ticket }, now);

/** A ticket that did not pass: the family goes back to the first step for a new code. */
export function ticketError(): AppError {
  return new AppError(
    1001,
    '验证已失效，请返回上一步重新获取验证码',
    'This verification has expired; go back and request a new code',
    'ticket',
  );
}
