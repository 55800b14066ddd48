import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditGrants, creditLedger, type LEDGER_REASONS } from '../../db/schema/credits.ts';

/** Queries of the credit tables; no rules here. Every function takes the db or a transaction. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface NewGrant {
  userId: number;
  kind: 'card' | 'pack' | 'gift';
  courseLevel: number | null;
  name: string;
  total: number;
  expiresAt: Date;
  sourceOrderId?: number | null;
  productId?: number | null;
  paidAmount?: number | null;
  createdAt: Date;
}

export async function insertGrant(db: Db, g: NewGrant) {
  const rows = await db
    .insert(creditGrants)
    .values({
      ...g,
      remaining: g.total,
      sourceOrderId: g.sourceOrderId ?? null,
      productId: g.productId ?? null,
      paidAmount: g.paidAmount ?? null,
    })
    .returning({ id: creditGrants.id });
  return rows[0]!.id;
}

export interface NewLedgerRow {
  userId: number;
  grantId: number;
  change: number;
  reason: LedgerReason;
  lessonId?: number | null;
  note?: string;
  createdAt: Date;
}

export async function insertLedgerRows(db: Db, rows: NewLedgerRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(creditLedger)
    .values(rows.map((r) => ({ ...r, lessonId: r.lessonId ?? null, note: r.note ?? '' })));
}

/**
 * Locks every grant of the user until the transaction ends (in id order, so two transactions
 * lock them in the same order). Whoever changes a user's credits takes these locks first; what
 * they read afterwards is the latest committed state.
 */
export async function lockUserGrants(db: Db, userId: number) {
  return db
    .select({
      id: creditGrants.id,
      remaining: creditGrants.remaining,
      expiresAt: creditGrants.expiresAt,
      courseLevel: creditGrants.courseLevel,
    })
    .from(creditGrants)
    .where(eq(creditGrants.userId, userId))
    .orderBy(asc(creditGrants.id))
    .for('update');
}

export async function lockGrant(db: Db, grantId: number) {
  const rows = await db
    .select({
      id: creditGrants.id,
      userId: creditGrants.userId,
      remaining: creditGrants.remaining,
      expiresAt: creditGrants.expiresAt,
    })
    .from(creditGrants)
    .where(eq(creditGrants.id, grantId))
    .for('update');
  return rows[0];
}

/** Adds `delta` to a grant's remaining; the CHECK (0 <= remaining <= total) is the last guard. */
export async function changeRemaining(db: Db, grantId: number, delta: number) {
  await db
    .update(creditGrants)
    .set({ remaining: sql`${creditGrants.remaining} + ${delta}` })
    .where(eq(creditGrants.id, grantId));
}

/**
 * The expiry sweep: every expired grant with credits left (of one user, or of everyone) is set to
 * 0 and gets a ledger row for what was lost, in one statement. Rows are locked as they are read,
 * so two sweeps running at once expire each grant once. Returns the number of grants expired.
 */
/** Whether a grant of the user has lapsed with credits left (index credit_grants_user_expiry_idx). */
export async function hasLapsedGrants(db: Db, userId: number, now: Date) {
  const rows = await db
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        lte(creditGrants.expiresAt, now),
        gt(creditGrants.remaining, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function expireGrants(db: Db, now: Date, userId?: number): Promise<number> {
  const forUser = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
  const res = await db.execute(sql`
    with old as (
      select id, user_id, remaining from credit_grants
      where expires_at <= ${at(now)} and remaining > 0 ${forUser}
      for update
    ), upd as (
      update credit_grants g set remaining = 0 from old where g.id = old.id returning g.id
    )
    insert into credit_ledger (user_id, grant_id, change, reason, note, created_at)
    select old.user_id, old.id, -old.remaining, 'expired', '', ${at(now)}
    from old join upd on upd.id = old.id
    returning id`);
  // Both drivers (pg, PGlite) return { rows }.
  return (res as { rows: unknown[] }).rows.length;
}

/** The balance: the sum of the user's ledger. */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${creditLedger.change}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Sums of the ledger by reason. */
export async function ledgerSumsByReason(db: Db, userId: number) {
  return db
    .select({
      reason: creditLedger.reason,
      n: sql<number>`sum(${creditLedger.change})::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .groupBy(creditLedger.reason);
}

export async function listGrants(db: Db, userId: number) {
  return db
    .select()
    .from(creditGrants)
    .where(eq(creditGrants.userId, userId))
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id));
}

export async function pageLedger(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(creditLedger.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(creditLedger).where(and(where)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Sets every grant of the user to 0 and logs what was left (account deletion). */
export async function closeGrantsOf(db: Db, userId: number, now: Date, reason: LedgerReason) {
  await db.execute(sql`
    with old as (
      select id, user_id, remaining from credit_grants
      where user_id = ${userId} and remaining > 0
      for update
    ), upd as (
      update credit_grants g set remaining = 0 from old where g.id = old.id returning g.id
    )
    insert into credit_ledger (user_id, grant_id, change, reason, note, created_at)
    select old.user_id, old.id, -old.remaining, ${reason}, '', ${at(now)}
    from old join upd on upd.id = old.id`);
}

/**
 * A late cancellation: the booking's -1 row of the lesson now says the credit was spent on it
 * (reason and note), so the ledger explains the credit that did not come back.
 */
export async function relabelBookingRow(
  db: Db,
  r: { userId: number; lessonId: number; reason: LedgerReason; note: string },
) {
  await db
    .update(creditLedger)
    .set({ reason: r.reason, note: r.note })
    .where(
      and(
        eq(creditLedger.userId, r.userId),
        eq(creditLedger.lessonId, r.lessonId),
        eq(creditLedger.reason, 'booking'),
      ),
    );
}

/** The grant a paid order gave (one per order); locked for a refund of that order. */
export async function grantOfOrder(db: Db, orderId: number, lock: boolean) {
  const q = db
    .select({
      id: creditGrants.id,
      userId: creditGrants.userId,
      total: creditGrants.total,
      remaining: creditGrants.remaining,
      expiresAt: creditGrants.expiresAt,
    })
    .from(creditGrants)
    .where(eq(creditGrants.sourceOrderId, orderId));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}
