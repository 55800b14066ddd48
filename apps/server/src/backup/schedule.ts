import { sql } from 'drizzle-orm';
import { dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../context.ts';
import { createRunner, type JobRunner } from '../jobRunner.ts';
import { BACKUP_PREFIX, listBackups, pruneBackups, takeBackup } from './backup.ts';
import { openTarget } from './targets.ts';

/** Held while one copy takes the daily backup; the others skip it (pg_try_advisory_xact_lock). */
const BACKUP_LOCK_KEY = 7_261_202_634;

/** When a backup's name says it was taken (`school-backup-20261128T030000Z`). */
export const backupTime = (name: string) =>
  Date.parse(
    name
      .slice(BACKUP_PREFIX.length)
      .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );

/**
 * Takes today's backup once its time (BACKUP_SCHEDULE, school time) has come and the target holds
 * none taken since then, then keeps the newest BACKUP_KEEP. Checked every minute; a server started
 * after the time takes the day's backup at once. Returns the backup's name, or undefined.
 */
export async function runScheduledBackup(
  ctx: AppContext,
  memo: { latest?: number } = {},
): Promise<string | undefined> {
  const { BACKUP_SCHEDULE: at, BACKUP_TO, BACKUP_KEEP, TIME_ZONE } = ctx.config;
  if (!at) return undefined;
  const now = ctx.clock.now();
  const due = zonedDateTimeToInstant(dateInZone(now, TIME_ZONE), at, TIME_ZONE);
  // The newest backup known to this copy: the target is listed once a day, not every minute.
  if (now < due || (memo.latest ?? 0) >= due.getTime()) return undefined;
  const target = openTarget(BACKUP_TO, ctx.config);
  const newest = (await listBackups(target)).at(-1);
  if (newest) memo.latest = backupTime(newest);
  if (newest && backupTime(newest) >= due.getTime()) return undefined;
  const take = async () => {
    const { name } = await takeBackup(ctx.config, target, { live: ctx.db, now });
    memo.latest = backupTime(name);
    const removed = await pruneBackups(target, BACKUP_KEEP);
    ctx.log.info({ backup: name, removed, to: target.where }, 'backup taken');
    return name;
  };
  if (ctx.dbKind === 'pglite') return take();
  // Several copies with jobs: the first takes it, the others see the lock held and skip.
  return ctx.db.transaction(async (tx) => {
    const r = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    if (!r.rows[0]?.ok) return undefined;
    return take();
  });
}

export function createBackupRunner(ctx: AppContext): JobRunner {
  // Every minute; the check costs one listing of the target when the time has come.
  const memo = {};
  return createRunner(ctx, 'backup', () => runScheduledBackup(ctx, memo), 60_000, 'in background');
}
