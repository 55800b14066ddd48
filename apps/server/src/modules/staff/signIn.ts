import { createHash, randomBytes } from 'node:crypto';
import { STAFF_TICKET_TTL_MS } from '@school/contract/rules/admin/staff';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  checkPasswordWithLockout,
  clearPasswordFailures,
  hashPassword,
  passwordProblem,
  sendStaffCode,
  sendStaffCodeOrRefuse,
  useStaffCode,
} from '../auth/credentialService.ts';
import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { countWrongFactor, factorLocked, STAFF_TICKET_MAX_TRIES } from './rules.ts';
import { endSessionsOf, openStaffSession } from './service.ts';
import { factorLockedError, tellFactorLocked } from './factorLock.ts';
import { matchTotp, openSecret } from './totp.ts';

/**
 * Staff sign-in (docs/design/console.md §7): password (the families' hashing and lockout, counted apart under
 * `staff:<phone>`), then a second factor: an SMS code (the families' SMS rules) or, once set up,
 * an authenticator code. The password step gives a ticket; only ticket + code give a token.
 */

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
export const lockKeyOf = (phone: string) => `staff:${phone}`;

const wrongPassword = () => new AppError(1001, '账号或密码错误', 'Wrong phone number or password');
const ticketGone = () =>
  new AppError(
    1001,
    '登录已失效，请重新输入密码',
    'This sign-in has expired; enter your password again',
    'ticket',
  );
const wrongTotp = () => new AppError(1001, '验证码错误', 'The authenticator code is wrong', 'code');

export async function login(
  ctx: AppContext,
  input: { phone: string; password: string },
  ip: string,
) {
  const member = await repo.findActiveByPhone(ctx.db, input.phone);
  const ok = await checkPasswordWithLockout(
    ctx,
    lockKeyOf(input.phone),
    input.password,
    member?.passwordHash,
  );
  if (!ok || !member) throw wrongPassword();
  const now = ctx.clock.now();
  // Only after the right password: the lock says nothing to someone without it.
  if (factorLocked(member, now)) throw factorLockedError(member.factorLockedUntil!, now);
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_TICKET_TTL_MS);
  const factor = member.totpEnabled ? 'totp' : 'sms';
  await repo.insertTicket(ctx.db, {
    staffId: member.id,
    ticketHash: hashTicket(ticket),
    factor,
    createdAt: now,
    expiresAt,
  });
  const resendIn = factor === 'sms' ? (await sendStaffCode(ctx, member.phone, ip)).waitSeconds : 0;
  return { ticket, factor, expiresAt: expiresAt.toISOString(), resendIn } as const;
}

const live = (t: { usedAt: Date | null; expiresAt: Date; attempts: number }, now: Date) =>
  t.usedAt === null && now.getTime() < t.expiresAt.getTime() && t.attempts < STAFF_TICKET_MAX_TRIES;

/**
 * A wrong second factor: counted on the ticket (5 tries) and on the member across tickets
 * (rules.ts: 10 in an hour lock the second factor, with an audit row). Answers the error to give.
 */
async function wrongFactor(
  tx: Db,
  ticketId: number,
  member: repo.StaffRow,
  error: AppError,
  now: Date,
  ip: string,
) {
  await repo.countTicketTry(tx, ticketId);
  const next = countWrongFactor(member.factorFailedAt, now);
  await repo.updateMember(
    tx,
    member.id,
    {
      factorFailedAt: next.failedAt,
      factorLockedUntil: next.lockedUntil ?? member.factorLockedUntil,
    },
    now,
  );
  if (!next.lockedUntil) return { error, lockedNow: false };
  await recordAudit(
    tx,
    { staffId: null, name: 'sign-in guard 登录保护', role: null, ip },
    {
      action: 'staff.factorLock',
      entity: 'staff',
      entityId: member.id,
      before: { factorLockedUntil: null },
      after: {
        factorLockedUntil: next.lockedUntil.toISOString(),
        wrongCodes: member.factorFailedAt.length + 1,
      },
    },
    now,
  );
  return { error: factorLockedError(next.lockedUntil, now), lockedNow: true };
}

export async function verify(ctx: AppContext, input: { ticket: string; code: string }, ip: string) {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTicket(tx, hashTicket(input.ticket));
    if (!t || !live(t, now)) return { error: ticketGone() };
    const member = await repo.findById(tx, t.staffId, true);
    if (!member || member.status !== 'active') return { error: ticketGone() };
    // Locked: even the right code is refused (and not used up).
    if (factorLocked(member, now))
      return { error: factorLockedError(member.factorLockedUntil!, now) };
    if (t.factor === 'sms') {
      const err = await useStaffCode(tx, ctx.config.AUTH_SECRET, member.phone, input.code, now);
      if (err) return { ...(await wrongFactor(tx, t.id, member, err, now, ip)), member };
    } else {
      const secret = member.totpSecret ? openSecret(ctx.config.AUTH_SECRET, member.totpSecret) : '';
      const step = secret ? matchTotp(secret, input.code, now, member.totpLastStep) : null;
      if (step === null)
        return { ...(await wrongFactor(tx, t.id, member, wrongTotp(), now, ip)), member };
      await repo.updateMember(tx, member.id, { totpLastStep: step }, now);
    }
    await repo.useTicket(tx, t.id, now);
    const session = await openStaffSession(tx, member, now, ip);
    return { result: { token: session.token, expiresAt: session.expiresAt.toISOString() } };
  });
  // Returned, not thrown, inside the transaction so a counted wrong try is kept.
  if ('error' in outcome) {
    if ('lockedNow' in outcome && outcome.lockedNow)
      await tellFactorLocked(ctx, outcome.member, now);
    throw outcome.error;
  }
  return outcome.result;
}

export async function resend(ctx: AppContext, input: { ticket: string }, ip: string) {
  const now = ctx.clock.now();
  const t = await repo.findTicket(ctx.db, hashTicket(input.ticket));
  if (!t || !live(t, now) || t.factor !== 'sms') throw ticketGone();
  const member = await repo.findById(ctx.db, t.staffId);
  if (!member || member.status !== 'active') throw ticketGone();
  await sendStaffCodeOrRefuse(ctx, member.phone, ip);
}

/**
 * First sign-in or a forgotten password: a code to the phone of an active member. Any other
 * phone gets the same reply and no SMS, so the call does not tell who is staff.
 */
export async function sendPasswordCode(ctx: AppContext, input: { phone: string }, ip: string) {
  const member = await repo.findActiveByPhone(ctx.db, input.phone);
  if (member) await sendStaffCodeOrRefuse(ctx, member.phone, ip, 'staffReset');
}

/** Sets the password with the SMS code; every session of the member ends. */
export async function setPassword(
  ctx: AppContext,
  input: { phone: string; code: string; password: string },
  ip: string,
) {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(1001, problem.zh, problem.en, 'password');
  const hash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const error = await ctx.db.transaction(async (tx) => {
    const member = await repo.findActiveByPhone(tx, input.phone);
    const err = await useStaffCode(
      tx,
      ctx.config.AUTH_SECRET,
      input.phone,
      input.code,
      now,
      member !== undefined,
      'staffReset',
    );
    if (err || !member) return err;
    await repo.updateMember(tx, member.id, { passwordHash: hash }, now);
    await endSessionsOf(tx, member.id, now);
    await clearPasswordFailures(tx, lockKeyOf(input.phone));
    const actor = {
      staffId: member.id,
      userId: member.userId,
      name: member.name,
      role: member.role,
      ip,
    };
    await recordAudit(
      tx,
      actor,
      { action: 'staff.setPassword', entity: 'staff', entityId: member.id },
      now,
    );
    return null;
  });
  if (error) throw error;
}
