import { SUPPORT_GRANT_LIMIT_PER_MONTH } from '@school/contract/rules/permissions';
import { dateInZone } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './repository.ts';
import * as staffRepo from './consoleRepository.ts';

/**
 * Credits the school grants in the console (docs/design/console.md §7): a gift or a compensation, with a
 * reason and a validity, naming the staff member. Runs in the caller's transaction (which also
 * writes the audit row), after the family's account row is locked.
 */

export const STAFF_GRANT_NAMES = { gift: '赠送课时', compensation: '补偿课时' } as const;

export interface StaffGrantInput {
  userId: number;
  kind: 'gift' | 'compensation';
  count: number;
  reason: string;
  expiresAt: Date;
  staff: { staffId: number | null; name: string; role: string | null };
}

/** The calendar month ('YYYY-MM') an instant falls in, in the school's zone. */
export const schoolMonth = (now: Date, timeZone: string) => dateInZone(now, timeZone).slice(0, 7);

/** 2004: support has granted this family its monthly credits already. */
export function supportLimitReached(alreadyThisMonth: number) {
  const left = Math.max(0, SUPPORT_GRANT_LIMIT_PER_MONTH - alreadyThisMonth);
  return new AppError(
    2004,
    `客服每月最多为同一家庭赠送 ${SUPPORT_GRANT_LIMIT_PER_MONTH} 节课时，本月还可赠送 ${left} 节`,
    `Support may grant a family at most ${SUPPORT_GRANT_LIMIT_PER_MONTH} credits a calendar month; ${left} left this month`,
    'count',
  );
}

/**
 * Support's grants count against the family's month first (one conditional upsert: parallel
 * grants queue on its row, and the one that would pass the limit writes nothing and fails).
 */
export async function grantByStaff(
  db: Db,
  g: StaffGrantInput,
  now: Date,
  limit: { month: string } | null,
) {
  if (limit) {
    const total =
      g.count > SUPPORT_GRANT_LIMIT_PER_MONTH
        ? null
        : await staffRepo.addSupportMonth(
            db,
            g.userId,
            limit.month,
            g.count,
            SUPPORT_GRANT_LIMIT_PER_MONTH,
          );
    if (total === null)
      throw supportLimitReached(await staffRepo.supportMonthCredits(db, g.userId, limit.month));
  }
  const name = STAFF_GRANT_NAMES[g.kind];
  const grantId = await repo.insertGrant(db, {
    userId: g.userId,
    kind: 'gift',
    courseLevel: null,
    name,
    total: g.count,
    expiresAt: g.expiresAt,
    createdAt: now,
  });
  await repo.insertLedgerRows(db, [
    { userId: g.userId, grantId, change: g.count, reason: 'grant', note: name, createdAt: now },
  ]);
  await staffRepo.insertStaffGrant(db, {
    grantId,
    userId: g.userId,
    kind: g.kind,
    reason: g.reason,
    staffId: g.staff.staffId,
    staffName: g.staff.name,
    staffRole: g.staff.role,
    createdAt: now,
  });
  return { grantId, expiresAt: g.expiresAt, name };
}

export const supportGrantedIn = (db: Db, userId: number, month: string) =>
  staffRepo.supportMonthCredits(db, userId, month);

export const balancesOf = staffRepo.balancesOf;

export async function pageGrants(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  now: Date,
) {
  const { rows, total } = await staffRepo.pageGrantsWithStaff(
    db,
    userId,
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    total,
    list: rows.map(({ grant: g, ...s }) => ({
      id: g.id,
      kind: g.kind,
      name: g.name,
      courseLevel: g.courseLevel,
      total: g.total,
      remaining: g.remaining,
      expiresAt: g.expiresAt.toISOString(),
      expired: g.expiresAt.getTime() <= now.getTime(),
      createdAt: g.createdAt.toISOString(),
      sourceOrderId: g.sourceOrderId,
      staff:
        s.staffKind && s.staffName !== null
          ? {
              kind: s.staffKind,
              reason: s.reason ?? '',
              staffName: s.staffName,
              staffRole: (s.staffRole ?? null) as never,
            }
          : null,
    })),
  };
}

export async function pageLedger(db: Db, userId: number, page: number, pageSize: number) {
  const { rows, total } = await staffRepo.pageLedgerWithStaff(
    db,
    userId,
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    total,
    list: rows.map(({ row: r, staffName }) => ({
      id: r.id,
      change: r.change,
      reason: r.reason,
      lessonId: r.lessonId,
      grantId: r.grantId,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      staffName: staffName ?? null,
    })),
  };
}
