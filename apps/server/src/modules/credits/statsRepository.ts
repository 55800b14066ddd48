import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditGrants, creditLedger } from '../../db/schema/credits.ts';

/** The console's reads of credits (a lesson's ledger rows, what families still hold). */

/** A lesson's credit changes, oldest first (`credit_ledger_lesson_idx`). */
export async function ledgerOfLesson(db: Db, lessonId: number) {
  return db
    .select({
      change: creditLedger.change,
      reason: creditLedger.reason,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.lessonId, lessonId))
    .orderBy(asc(creditLedger.id));
}

/**
 * Usable credits every family holds: grants with credits left that have not expired, a range of
 * the partial index `credit_grants_expiry_idx` (remaining > 0), never the whole table.
 */
export async function unusedCredits(db: Db, now: Date) {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
    .from(creditGrants)
    .where(and(gt(creditGrants.remaining, 0), gt(creditGrants.expiresAt, now)));
  return r?.n ?? 0;
}

export interface UnusedByProduct {
  productId: number | null;
  grants: number;
  credits: number;
  value: number;
}

/**
 * Credits still usable (remaining, not expired) per product of the order that granted them,
 * valued at the price paid per credit: remaining × amount paid / credits granted, both copied on
 * the grant. Grants with no order (gifts, compensation) are one row of product null, valued at 0.
 * The live grants' range of `credit_grants_expiry_idx`, no join (decision 0028).
 */
export async function unusedByProduct(db: Db, now: Date): Promise<UnusedByProduct[]> {
  const rows = await db
    .select({
      productId: creditGrants.productId,
      grants: sql<number>`count(*)::int`,
      credits: sql<string>`coalesce(sum(${creditGrants.remaining}), 0)::bigint`,
      value: sql<string>`coalesce(round(sum(${creditGrants.remaining}::numeric * ${creditGrants.paidAmount} / ${creditGrants.total})), 0)::bigint`,
    })
    .from(creditGrants)
    .where(and(gt(creditGrants.remaining, 0), gt(creditGrants.expiresAt, now)))
    .groupBy(creditGrants.productId);
  return rows.map((r) => ({ ...r, credits: Number(r.credits), value: Number(r.value) }));
}
