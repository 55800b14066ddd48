import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
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
  createdAt: Date;
}

export async function insertGrant(db: Db, g: NewGrant) {
  const rows = await db
    .insert(creditGrants)
    .values({ ...g, remaining: g.total, sourceOrderId: g.sourceOrderId ?? null })
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
 * The credit part of booking's one statement (booking/repository.ts `bookInOneStatement`,
 * docs/decisions/0005 and 0011): SQL pieces the booking statement puts in its `with` list, so the
 * credit tables are written only here while the booking stays one statement, one round trip and
 * one transaction. The pieces and the booking's own CTEs meet on named CTEs:
 *
 * - `lockAndAllocate` defines `grant_locked` (the student's grants with credits left, locked FOR
 *   UPDATE in id order), `lvl` (`level`: the lessons' course level, the one named or the only
 *   level of the usable packs, as rules.ts `lessonLevel`) and `usable` (`id`, `remaining`,
 *   `before`: a running sum over `(expires_at, id)`, so the grant that expires first pays first,
 *   as `allocateCredits`);
 * - `ready(n)` is true when no grant has lapsed unswept and `usable` holds n credits;
 * - `spend` reads the booking's `plan` (`grant_id` per lesson) and defines `spend` and `upd`
 *   (the grants' new `remaining`);
 * - `ledger` reads the booking's `ins` (`id`, `grant_id`) and writes one ledger row per lesson;
 * - `balance` is the student's balance after the booking (the grants' remaining counts, which
 *   the ledger sums to).
 */
export function bookingCreditSteps(b: {
  studentId: number;
  now: Date;
  /** The lessons' course level as named (null: none); undefined: settled from the packs. */
  courseLevel: number | null | undefined;
}): {
  lockAndAllocate: SQL;
  ready: (n: number) => SQL;
  spend: SQL;
  ledger: SQL;
  balance: SQL;
} {
  return {
    lockAndAllocate: sql`grant_locked as (
        select g.id, g.remaining, g.expires_at, g.course_level from credit_grants g
        where g.user_id = ${b.studentId} and g.remaining > 0
        order by g.id
        for update
      ), lvl as (
        select case when ${b.courseLevel === undefined}
          then (select case when count(distinct course_level) = 1 then min(course_level) end
                from grant_locked where course_level is not null and expires_at > ${at(b.now)})
          else ${b.courseLevel ?? null}::int end as level
      ), usable as (
        select id, remaining, sum(remaining) over (order by expires_at, id) - remaining as before
        from grant_locked
        where expires_at > ${at(b.now)}
          and (course_level is null or course_level = (select level from lvl))
      )`,
    ready: (n) => sql`not exists (select 1 from grant_locked where expires_at <= ${at(b.now)})
          and (select coalesce(sum(remaining), 0) from usable) >= ${n}`,
    spend: sql`spend as (
        select grant_id, count(*)::int as n from plan group by grant_id
      ), upd as (
        update credit_grants g set remaining = g.remaining - spend.n
        from spend where g.id = spend.grant_id
        returning g.id, g.remaining
      )`,
    ledger: sql`led as (
        insert into credit_ledger (user_id, grant_id, change, reason, lesson_id, note, created_at)
        select ${b.studentId}, grant_id, -1, 'booking', id, '', ${at(b.now)} from ins
      )`,
    balance: sql`((select coalesce(sum(remaining), 0) from upd)
          + (select coalesce(sum(remaining), 0) from grant_locked
             where id not in (select id from upd)))::int`,
  };
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
