import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './repository.ts';
import { isUsable } from './rules.ts';

/**
 * Credits the school takes back when it corrects a lesson's attendance (docs/design/credits.md §4.2, docs/design/console.md §7): a
 * teacher-absent lesson corrected to held gives back the refund and the compensation it got.
 * Runs in the caller's transaction, after `lockCredits`.
 */

export {
  ledgerOfLesson,
  unusedByProduct,
  unusedCredits,
  type UnusedByProduct,
} from './statsRepository.ts';

/**
 * Takes `count` usable credits from the family, the grant that expires first first (any kind:
 * what is taken back was given for any lesson), each with a ledger row `attendance_correction`
 * naming the lesson. 2003 when the family no longer holds that many (the balance never goes
 * below zero).
 */
export async function takeBackCredits(
  db: Db,
  t: { userId: number; lessonId: number; count: number },
  now: Date,
) {
  if (t.count <= 0) return;
  const grants = (await repo.lockUserGrants(db, t.userId))
    .filter((g) => isUsable(g, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const held = grants.reduce((n, g) => n + g.remaining, 0);
  if (held < t.count)
    throw new AppError(
      2003,
      `该家庭可用课时剩余 ${held} 节，不足以收回 ${t.count} 节`,
      `The family holds ${held} usable credits, fewer than the ${t.count} to take back`,
    );
  let left = t.count;
  for (const g of grants) {
    if (left === 0) break;
    const k = Math.min(left, g.remaining);
    left -= k;
    await repo.changeRemaining(db, g.id, -k);
    await repo.insertLedgerRows(
      db,
      Array.from({ length: k }, () => ({
        userId: t.userId,
        grantId: g.id,
        change: -1,
        reason: 'attendance_correction' as const,
        lessonId: t.lessonId,
        note: '学校更正出勤',
        createdAt: now,
      })),
    );
  }
}
