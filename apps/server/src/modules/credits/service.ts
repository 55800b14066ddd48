import type { OutputOf } from '@school/contract/endpoint';
import type { listLedger, viewCredits } from '@school/contract/api/credits';
import type { PageQuery } from '@school/contract/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  allocateCredits,
  grantExpiry,
  hasLapsed,
  lessonLevel,
  usableBalance,
  usableFor,
} from './rules.ts';
import * as repo from './repository.ts';

/**
 * Lesson credits. Functions taking `db` run inside the caller's transaction (booking, cancelling,
 * the mall's payment); they never open one themselves, so the credit change commits or rolls back
 * with the caller's other writes.
 */

export interface GrantCreditsInput {
  userId: number;
  kind: 'card' | 'pack' | 'gift';
  name: string;
  count: number;
  validityDays: number;
  /** A pack's course level (required for packs); cards and gifts have none. */
  courseLevel?: number | null;
  /**
   * The paid order (mall), its product and the amount paid (what unused credits are valued at);
   * a second grant for the same order is refused by the database.
   */
  paidBy?: { orderId: number; productId: number; amount: number } | null;
}

/**
 * 2003: the credits that can pay for lessons of `level` (`left`) are fewer than the lessons asked
 * for. `packsElsewhere`: the family holds pack credits that cannot pay for this level.
 */
export function notEnoughCredits(
  count: number,
  left: number,
  level: number | null = null,
  packsElsewhere = false,
) {
  if (level !== null)
    return new AppError(
      2003,
      `课时不足：Level ${level} 的课需要 ${count} 节，可用的次卡和 Level ${level} 课包课时剩余 ${left} 节`,
      `Not enough credits for Level ${level}: ${count} needed, ${left} left on cards and Level ${level} packs`,
    );
  if (packsElsewhere)
    return new AppError(
      2003,
      `课时不足：需要 ${count} 节，次卡剩余 ${left} 节；使用课包课时请选择课包的课程级别`,
      `Not enough card credits: ${count} needed, ${left} left; to use a course pack, choose its level`,
    );
  return new AppError(
    2003,
    `课时不足：需要 ${count} 节，剩余 ${left} 节`,
    `Not enough lesson credits: ${count} needed, ${left} left`,
  );
}

/** Gives a user `count` credits valid `validityDays` from `now`, with its ledger row. */
export async function grantCredits(db: Db, input: GrantCreditsInput, now: Date) {
  if (!Number.isInteger(input.count) || input.count < 1)
    throw new RangeError(`count must be a whole number >= 1, got ${input.count}`);
  const courseLevel = input.kind === 'pack' ? (input.courseLevel ?? null) : null;
  if (input.kind === 'pack' && (!Number.isInteger(courseLevel) || courseLevel! < 1))
    throw new RangeError(`a pack needs a course level >= 1, got ${input.courseLevel}`);
  const expiresAt = grantExpiry(now, input.validityDays);
  const grantId = await repo.insertGrant(db, {
    userId: input.userId,
    kind: input.kind,
    courseLevel,
    name: input.name,
    total: input.count,
    expiresAt,
    sourceOrderId: input.paidBy?.orderId ?? null,
    productId: input.paidBy?.productId ?? null,
    paidAmount: input.paidBy?.amount ?? null,
    createdAt: now,
  });
  await repo.insertLedgerRows(db, [
    {
      userId: input.userId,
      grantId,
      change: input.count,
      reason: 'grant',
      note: input.name,
      createdAt: now,
    },
  ]);
  return { grantId, expiresAt };
}

/** The expiry sweep of the hourly job: every user's expired grants. */
export const expireAllGrants = (db: Db, now: Date) => repo.expireGrants(db, now);

/**
 * Takes one credit per lesson of the course level `requested` (null: none named; undefined: the
 * default of `lessonLevel`) from the user's usable grants that can pay for it, the grant expiring
 * first first. Locks the user's grants (so concurrent bookings of one user queue here), expires
 * what has lapsed, then spends. Throws 2003 when those credits are not enough for all. Returns the
 * lessons' level and the grant id of each lesson, in order; call `recordSpending` once the
 * lessons exist.
 */
export async function takeCredits(
  db: Db,
  userId: number,
  count: number,
  now: Date,
  requested?: number | null,
) {
  const grants = await repo.lockUserGrants(db, userId);
  // The sweep only zeroes expired grants, which allocation skips anyway: no need to read again.
  if (grants.some((g) => hasLapsed(g, now))) await repo.expireGrants(db, now, userId);
  const level = lessonLevel(requested, grants, now);
  const grantIds = allocateCredits(grants, count, now, level);
  if (!grantIds) {
    const packsElsewhere = usableBalance(grants, now) > usableFor(grants, now, level);
    throw notEnoughCredits(count, usableFor(grants, now, level), level, packsElsewhere);
  }
  const perGrant = new Map<number, number>();
  for (const id of grantIds) perGrant.set(id, (perGrant.get(id) ?? 0) + 1);
  for (const [id, n] of perGrant) await repo.changeRemaining(db, id, -n);
  return { level, grantIds };
}

/** The ledger rows of credits taken by `takeCredits`, one per lesson. */
export async function recordSpending(
  db: Db,
  userId: number,
  spent: { grantId: number; lessonId: number }[],
  now: Date,
) {
  await repo.insertLedgerRows(
    db,
    spent.map((s) => ({ userId, ...s, change: -1, reason: 'booking' as const, createdAt: now })),
  );
}

/** Locks the user's grants: the first step of any transaction that changes their credits. */
export async function lockCredits(db: Db, userId: number) {
  await repo.lockUserGrants(db, userId);
}

/**
 * Gives one credit back to the grant it came from. When that grant has expired meanwhile, the
 * credit is returned and expires at once (two ledger rows, remaining stays 0), so the ledger tells
 * the whole story and its sum still equals what the user can use.
 */
export async function refundCredit(
  db: Db,
  r: { userId: number; grantId: number; lessonId: number; reason: repo.LedgerReason },
  now: Date,
) {
  const grant = await repo.lockGrant(db, r.grantId);
  if (!grant) return false;
  const row = { userId: r.userId, grantId: r.grantId, lessonId: r.lessonId, createdAt: now };
  if (grant.expiresAt.getTime() > now.getTime()) {
    await repo.changeRemaining(db, r.grantId, 1);
    await repo.insertLedgerRows(db, [{ ...row, change: 1, reason: r.reason }]);
  } else {
    await repo.insertLedgerRows(db, [
      { ...row, change: 1, reason: r.reason },
      { ...row, change: -1, reason: 'expired', note: '退还时已过期' },
    ]);
  }
  return true;
}

/**
 * A cancellation under 24 hours before the start (docs/design/credits.md §4.2): the credit stays spent, and the
 * ledger says so on the lesson's booking row (reason `late_cancellation`).
 */
export const recordLateCancellation = (db: Db, r: { userId: number; lessonId: number }) =>
  repo.relabelBookingRow(db, {
    ...r,
    reason: 'late_cancellation',
    note: '开课前 24 小时内取消，课时不退',
  });

/** How long the compensation credit for a teacher's absence stays usable. */
export const COMPENSATION_VALIDITY_DAYS = 365;

/**
 * The compensation for a lesson the teacher missed (docs/design/credits.md §4.2): one extra credit, as its own
 * grant with a ledger row `teacher_absent_compensation` naming the lesson. Runs in the caller's
 * transaction, after `lockCredits`.
 */
export async function grantCompensation(
  db: Db,
  c: { userId: number; lessonId: number },
  now: Date,
) {
  const name = '老师缺席补偿';
  const grantId = await repo.insertGrant(db, {
    userId: c.userId,
    kind: 'gift',
    // Usable for any lesson, whatever credit paid for the one missed.
    courseLevel: null,
    name,
    total: 1,
    expiresAt: grantExpiry(now, COMPENSATION_VALIDITY_DAYS),
    createdAt: now,
  });
  await repo.insertLedgerRows(db, [
    {
      userId: c.userId,
      grantId,
      change: 1,
      reason: 'teacher_absent_compensation',
      lessonId: c.lessonId,
      note: name,
      createdAt: now,
    },
  ]);
  return grantId;
}

/**
 * Before showing a family its credits: expires what has lapsed since the hourly sweep. A plain
 * read by (user_id, expires_at) first; the locking transaction (a commit that waits for the WAL
 * flush) only when there is something to expire, rarely, instead of on every visit.
 */
async function expireLapsedGrantsOf(db: Db, userId: number, now: Date) {
  if (!(await repo.hasLapsedGrants(db, userId, now))) return;
  await db.transaction(async (tx) => {
    await repo.lockUserGrants(tx, userId);
    await repo.expireGrants(tx, now, userId);
  });
}

/** The balance: the sum of the ledger. */
export const balanceOf = (db: Db, userId: number) => repo.ledgerSum(db, userId);

/**
 * Where each ledger reason belongs in the summary (docs/design/credits.md §4.2): every reason in exactly one
 * place, so total = balance + used + refunded + expired always holds. A late cancellation is a
 * credit spent on a lesson; an attendance correction is a lesson's credit taken or given back
 * (it counts as its sign says); a refund (and a refund the gateway refused, giving it back) is
 * refunded; only expiry and a deleted account lose credits.
 */
const SUMMARY_PLACE: Record<repo.LedgerReason, 'used' | 'total' | 'refunded' | 'expired'> = {
  grant: 'total',
  teacher_absent_compensation: 'total',
  booking: 'used',
  late_cancellation: 'used',
  cancel_refund: 'used',
  teacher_cancel_refund: 'used',
  teacher_absent_refund: 'used',
  school_cancel_refund: 'used',
  attendance_correction: 'used',
  refund: 'refunded',
  refund_failed: 'refunded',
  expired: 'expired',
  account_deleted: 'expired',
};

/** `studentCredits/view`: balance, credits used on lessons, credits ever granted, the grants. */
export async function viewCreditSummary(
  ctx: AppContext,
  userId: number,
): Promise<OutputOf<typeof viewCredits>> {
  const now = ctx.clock.now();
  await expireLapsedGrantsOf(ctx.db, userId, now);
  const [sums, grants] = await Promise.all([
    repo.ledgerSumsByReason(ctx.db, userId),
    repo.listGrants(ctx.db, userId),
  ]);
  const f = { balance: 0, used: 0, total: 0, refunded: 0, expired: 0 };
  for (const { reason, n } of sums) {
    f.balance += n;
    const place = SUMMARY_PLACE[reason as repo.LedgerReason] ?? 'expired';
    // Grants add; everything else takes away (a credit given back lowers what was taken).
    f[place] += place === 'total' ? n : -n;
  }
  return {
    ...f,
    grants: grants.map((g) => ({
      id: g.id,
      kind: g.kind,
      courseLevel: g.courseLevel,
      name: g.name,
      total: g.total,
      remaining: g.remaining,
      expiresAt: g.expiresAt.toISOString(),
      expired: g.expiresAt.getTime() <= now.getTime(),
    })),
  };
}

/**
 * The note a family reads: a refund's note names the staff member who made it
 * (`R… · 王会计`, for the console and the audit); the family sees only the refund number, which
 * reads the same in either language (issue 24: no staff name, no Chinese in English mode).
 */
function familyNote(reason: string, note: string) {
  return reason === 'refund' ? (note.split(' · ')[0] ?? note) : note;
}

/** `studentConsumptionLogs/list`: the ledger, newest first. */
export async function listLedgerPage(
  ctx: AppContext,
  userId: number,
  page: PageQuery,
): Promise<OutputOf<typeof listLedger>> {
  const now = ctx.clock.now();
  await expireLapsedGrantsOf(ctx.db, userId, now);
  const { rows, total } = await repo.pageLedger(
    ctx.db,
    userId,
    page.pageSize,
    (page.page - 1) * page.pageSize,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      change: r.change,
      reason: r.reason,
      lessonId: r.lessonId,
      grantId: r.grantId,
      note: familyNote(r.reason, r.note),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * Account deletion: whatever credits are left (including those just returned by cancelled
 * bookings) go with the account. Each grant is set to 0 with a ledger row (reason
 * `account_deleted`), so the ledger still sums to the balance: 0.
 */
export async function closeCreditsOf(db: Db, userId: number, now: Date) {
  await repo.expireGrants(db, now, userId);
  await repo.closeGrantsOf(db, userId, now, 'account_deleted');
}

/**
 * The credit steps of booking's one-statement fast path (repository.ts `bookingCreditSteps`):
 * booking puts them in its single statement, so credits are spent in the same transaction as the
 * lessons are inserted (docs/decisions/0005, 0011).
 */
export { bookingCreditSteps, refundCreditSteps } from './statementSteps.ts';

/**
 * The grant a paid order gave, locked until the caller's transaction ends (a refund of the order
 * reads its unused credits under this lock, so no booking spends them meanwhile). Credits of a
 * grant past its expiry count as unused 0.
 */
export async function lockOrderGrant(db: Db, orderId: number, now: Date, lock = true) {
  const g = await repo.grantOfOrder(db, orderId, lock);
  if (!g) return undefined;
  return { ...g, unused: g.expiresAt.getTime() > now.getTime() ? g.remaining : 0 };
}

/**
 * A refund takes `count` credits out of a grant (locked by `lockOrderGrant`), with its ledger row
 * (reason `refund`, the note naming who refunded). The CHECK remaining >= 0 is the last guard.
 */
export async function withdrawRefundedCredits(
  db: Db,
  r: { userId: number; grantId: number; count: number; note: string },
  now: Date,
) {
  if (r.count <= 0) return;
  await repo.changeRemaining(db, r.grantId, -r.count);
  await repo.insertLedgerRows(db, [
    {
      userId: r.userId,
      grantId: r.grantId,
      change: -r.count,
      reason: 'refund',
      note: r.note,
      createdAt: now,
    },
  ]);
}

/**
 * The gateway finally refused a refund: its credits go back to their grant (ledger
 * `refund_failed`). Past the grant's expiry they come back and expire at once, as `refundCredit`.
 */
export async function restoreRefundedCredits(
  db: Db,
  r: { userId: number; grantId: number; count: number; note: string },
  now: Date,
) {
  if (r.count <= 0) return;
  const grant = await repo.lockGrant(db, r.grantId);
  if (!grant) return;
  const row = { userId: r.userId, grantId: r.grantId, createdAt: now };
  const back = { ...row, change: r.count, reason: 'refund_failed' as const, note: r.note };
  if (grant.expiresAt.getTime() > now.getTime()) {
    await repo.changeRemaining(db, r.grantId, r.count);
    await repo.insertLedgerRows(db, [back]);
  } else {
    await repo.insertLedgerRows(db, [
      back,
      { ...row, change: -r.count, reason: 'expired', note: '退还时已过期' },
    ]);
  }
}
