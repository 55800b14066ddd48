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
