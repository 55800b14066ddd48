import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditGrants, creditLedger } from '../../db/schema/credits.ts';
import { staffGrants, supportGrantMonths } from '../../db/schema/staffGrants.ts';

/** Queries of the credits the school granted in the console; no rules here. */

export interface NewStaffGrant {
  grantId: number;
  userId: number;
  kind: 'gift' | 'compensation';
  reason: string;
  staffId: number | null;
  staffName: string;
  staffRole: string | null;
  createdAt: Date;
}

export async function insertStaffGrant(db: Db, g: NewStaffGrant) {
  await db.insert(staffGrants).values(g);
}

/**
 * Adds `credits` to what support granted the family in `month`, unless that passes `limit`: one
 * statement, whose row lock makes parallel grants of one family queue here. Returns the month's
 * new total, or null when the limit would be passed (nothing written).
 */
export async function addSupportMonth(
  db: Db,
  userId: number,
  month: string,
  credits: number,
  limit: number,
): Promise<number | null> {
  const res = await db.execute(sql`
    insert into support_grant_months (user_id, month, credits)
    values (${userId}, ${month}, ${credits})
    on conflict (user_id, month) do update
      set credits = support_grant_months.credits + excluded.credits
      where support_grant_months.credits + excluded.credits <= ${limit}
    returning credits`);
  const rows = (res as { rows: { credits: number }[] }).rows;
  return rows[0] ? Number(rows[0].credits) : null;
}

export async function supportMonthCredits(db: Db, userId: number, month: string) {
  const rows = await db
    .select({ credits: supportGrantMonths.credits })
    .from(supportGrantMonths)
    .where(
      sql`${supportGrantMonths.userId} = ${userId} and ${supportGrantMonths.month} = ${month}`,
    );
  return rows[0]?.credits ?? 0;
}

/** A family's grants, newest first, with the console's reason and staff where there is one. */
export async function pageGrantsWithStaff(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(creditGrants.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({
        grant: creditGrants,
        staffKind: staffGrants.kind,
        reason: staffGrants.reason,
        staffName: staffGrants.staffName,
        staffRole: staffGrants.staffRole,
      })
      .from(creditGrants)
      .leftJoin(staffGrants, eq(staffGrants.grantId, creditGrants.id))
      .where(where)
      .orderBy(desc(creditGrants.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(creditGrants).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** A family's ledger, newest first; a grant's row carries the staff member who granted it. */
export async function pageLedgerWithStaff(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(creditLedger.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({
        row: creditLedger,
        staffName: sql<
          string | null
        >`case when ${creditLedger.reason} = 'grant' then ${staffGrants.staffName} end`,
      })
      .from(creditLedger)
      .leftJoin(staffGrants, eq(staffGrants.grantId, creditLedger.grantId))
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(creditLedger).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Usable balance of each family of a page (the sum of remaining of unexpired grants). */
export async function balancesOf(db: Db, userIds: number[], now: Date) {
  if (userIds.length === 0) return new Map<number, number>();
  const res = await db.execute(sql`
    select user_id, coalesce(sum(remaining), 0)::int as n from credit_grants
    where user_id = any(${sql.param(userIds)}::int[]) and expires_at > ${now.toISOString()}::timestamptz
    group by user_id`);
  const rows = (res as { rows: { user_id: number; n: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.n)]));
}
