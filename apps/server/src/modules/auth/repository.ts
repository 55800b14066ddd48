import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CodePurpose } from '../../providers/sms/types.ts';
import type { Db } from '../../db/client.ts';
import { consents, passwordFailures, rateCounters, smsCodes } from '../../db/schema/auth.ts';
import type { SmsSlot, StoredSmsCode } from './smsRules.ts';
import type { PasswordFailureState } from './passwordLockout.ts';

/** Queries of the auth tables; no rules here. Every function takes the db or a transaction. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface NewSmsCode {
  phone: string;
  slot: SmsSlot;
  purpose: CodePurpose;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
}

const codeOf = (phone: string, slot: SmsSlot) =>
  and(eq(smsCodes.phone, phone), eq(smsCodes.slot, slot));

/**
 * Stores the phone's new code in its slot, replacing the previous one, unless that one was sent after
 * `resendCutoff`. One statement, so two concurrent sends cannot both pass the 60 s rule: the
 * second waits for the first's row lock and then finds the fresh `sent_at`. True when stored.
 */
export async function storeSmsCodeUnlessRecent(
  db: Db,
  code: NewSmsCode,
  resendCutoff: Date,
): Promise<boolean> {
  const fresh = { ...code, attempts: 0, usedAt: null };
  const rows = await db
    .insert(smsCodes)
    .values(fresh)
    .onConflictDoUpdate({
      target: [smsCodes.phone, smsCodes.slot],
      set: fresh,
      setWhere: sql`${smsCodes.sentAt} <= ${at(resendCutoff)}`,
    })
    .returning({ phone: smsCodes.phone });
  return rows.length > 0;
}

export async function smsCodeSentAt(
  db: Db,
  phone: string,
  slot: SmsSlot,
): Promise<Date | undefined> {
  const rows = await db
    .select({ sentAt: smsCodes.sentAt })
    .from(smsCodes)
    .where(codeOf(phone, slot));
  return rows[0]?.sentAt;
}

/**
 * Browser tests only (auth/testHooks.ts): the phone's last code is dated `ms` earlier, as if that
 * much time had passed since it was sent (its expiry is its own column and does not move).
 */
export async function backdateSmsCode(db: Db, phone: string, ms: number) {
  const rows = await db
    .update(smsCodes)
    .set({ sentAt: sql`${smsCodes.sentAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(smsCodes.phone, phone))
    .returning({ phone: smsCodes.phone });
  return rows.length > 0;
}

/** Undoes a send the provider refused, so the user can retry at once. */
export async function deleteSmsCode(db: Db, phone: string, slot: SmsSlot, sentAt: Date) {
  await db.delete(smsCodes).where(and(codeOf(phone, slot), eq(smsCodes.sentAt, sentAt)));
}

/** The phone's code, locked until the transaction ends, so tries on it are counted one by one. */
export async function lockSmsCode(
  db: Db,
  phone: string,
  slot: SmsSlot,
): Promise<StoredSmsCode | undefined> {
  const rows = await db
    .select({
      purpose: smsCodes.purpose,
      codeHash: smsCodes.codeHash,
      sentAt: smsCodes.sentAt,
      expiresAt: smsCodes.expiresAt,
      attempts: smsCodes.attempts,
      usedAt: smsCodes.usedAt,
    })
    .from(smsCodes)
    .where(codeOf(phone, slot))
    .for('update');
  return rows[0];
}

export async function countWrongSmsTry(db: Db, phone: string, slot: SmsSlot, sentAt: Date) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(codeOf(phone, slot), eq(smsCodes.sentAt, sentAt)));
}

/** Marks the code sent at `sentAt` used, if nobody used or replaced it first. True when it did. */
export async function useSmsCode(db: Db, phone: string, slot: SmsSlot, sentAt: Date, now: Date) {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(codeOf(phone, slot), eq(smsCodes.sentAt, sentAt), isNull(smsCodes.usedAt)))
    .returning({ phone: smsCodes.phone });
  return rows.length > 0;
}

/**
 * Counts one event under `key` in a fixed window of `windowMs` that opens at the first event
 * (a window that has ended starts over). Atomic; returns the count including this event and
 * when the window ends.
 */
export async function countEvent(db: Db, key: string, now: Date, windowMs: number) {
  const expired = sql`${rateCounters.windowStart} <= ${at(new Date(now.getTime() - windowMs))}`;
  const rows = await db
    .insert(rateCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at(now)} else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
  const row = rows[0]!;
  return { count: row.count, windowEnds: new Date(row.windowStart.getTime() + windowMs) };
}

export async function uncountEvent(db: Db, key: string) {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** The phone's failed password attempts, locked until the transaction ends. */
export async function lockPasswordFailures(
  db: Db,
  phone: string,
  now: Date,
): Promise<PasswordFailureState> {
  await db
    .insert(passwordFailures)
    .values({ phone, failedAt: [], lockedUntil: null, updatedAt: now })
    .onConflictDoNothing({ target: passwordFailures.phone });
  const rows = await db
    .select({ failedAt: passwordFailures.failedAt, lockedUntil: passwordFailures.lockedUntil })
    .from(passwordFailures)
    .where(eq(passwordFailures.phone, phone))
    .for('update');
  return rows[0] ?? { failedAt: [], lockedUntil: null };
}

export async function savePasswordFailures(
  db: Db,
  phone: string,
  state: PasswordFailureState,
  now: Date,
) {
  await db
    .update(passwordFailures)
    .set({ failedAt: state.failedAt, lockedUntil: state.lockedUntil, updatedAt: now })
    .where(eq(passwordFailures.phone, phone));
}

export async function clearPasswordFailures(db: Db, phone: string) {
  await db.delete(passwordFailures).where(eq(passwordFailures.phone, phone));
}

/** Records the guardian's consent to these versions (once per account and versions). */
export async function insertConsent(
  db: Db,
  userId: number,
  versions: { agreement: string; privacy: string },
  now: Date,
) {
  await db
    .insert(consents)
    .values({
      userId,
      agreementVersion: versions.agreement,
      privacyVersion: versions.privacy,
      acceptedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Drops state no rule can use any more: codes sent over a day ago, counters whose window (a day
 * at most) has ended, failure records untouched for a day and not locked. Bounded per call.
 */
export async function pruneAuthState(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const batch = 200;
  await db.execute(
    sql`delete from ${smsCodes} where (${smsCodes.phone}, ${smsCodes.slot}) in (select ${smsCodes.phone}, ${smsCodes.slot} from ${smsCodes} where ${lt(smsCodes.sentAt, dayAgo)} limit ${batch})`,
  );
  await db.execute(
    sql`delete from ${rateCounters} where ${rateCounters.key} in (select ${rateCounters.key} from ${rateCounters} where ${lt(rateCounters.windowStart, dayAgo)} limit ${batch})`,
  );
  await db
    .delete(passwordFailures)
    .where(
      and(
        lt(passwordFailures.updatedAt, dayAgo),
        or(isNull(passwordFailures.lockedUntil), lt(passwordFailures.lockedUntil, now)),
      ),
    );
}

/**
 * Account deletion: the phone's live SMS codes, its send counter and its password failures go.
 * Consents stay (proof of consent); they hold the account id only, never the phone.
 */
export async function deleteAuthStateOfPhone(db: Db, phone: string) {
  await db.delete(smsCodes).where(eq(smsCodes.phone, phone));
  await db.delete(rateCounters).where(eq(rateCounters.key, `sms:phone:${phone}`));
  await db.delete(passwordFailures).where(eq(passwordFailures.phone, phone));
}

/**
 * Turns the phone's verified code (sent at `sentAt`) into a password ticket: the row keeps its
 * `sent_at`, so the 60 s resend rule is unchanged, and holds the ticket's HMAC instead of the
 * code's. True when the code was still there (nobody replaced or used it meanwhile).
 */
export async function storeTicket(
  db: Db,
  phone: string,
  sentAt: Date,
  ticket: { hash: string; expiresAt: Date },
) {
  const rows = await db
    .update(smsCodes)
    .set({
      purpose: 'ticket',
      codeHash: ticket.hash,
      expiresAt: ticket.expiresAt,
      attempts: 0,
      usedAt: null,
    })
    .where(and(codeOf(phone, 'family'), eq(smsCodes.sentAt, sentAt)))
    .returning({ phone: smsCodes.phone });
  return rows.length > 0;
}

/** Whether the account accepted these versions of the agreement and the privacy policy. */
export async function hasConsent(
  db: Db,
  userId: number,
  versions: { agreement: string; privacy: string },
) {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.agreementVersion, versions.agreement),
        eq(consents.privacyVersion, versions.privacy),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The account's latest acceptance (null: none recorded). */
export async function latestConsent(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.acceptedAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/** How many accounts accepted this version of the agreement or of the privacy policy. */
export async function countConsents(db: Db, kind: 'agreement' | 'privacy', version: string) {
  const column = kind === 'agreement' ? consents.agreementVersion : consents.privacyVersion;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${consents.userId})::int` })
    .from(consents)
    .where(eq(column, version));
  return row?.n ?? 0;
}
