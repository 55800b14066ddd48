/**
 * `npm run backup -- --to DIR|s3://bucket/prefix [--keep N]` and
 * `npm run restore -- --from DIR|s3://bucket/prefix[/school-backup-…]` (docs/design/running.md §14,
 * docs/decisions/0034). Both use the server's settings (DATABASE_URL or DATA_DIR, STORAGE_PROVIDER
 * and S3_*). With the embedded database, stop the server before a backup (one process at a time
 * may open its folder) or let the server take them itself with BACKUP_SCHEDULE.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { pruneBackups, takeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { BackupError, openTarget } from './targets.ts';

const usage =
  'usage: npm run backup -- --to <folder|s3://bucket/prefix> [--keep N]\n' +
  '       npm run restore -- --from <folder|s3://bucket/prefix>[/school-backup-…]';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  let values: { to?: string; from?: string; keep?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { to: { type: 'string' }, from: { type: 'string' }, keep: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  if (command === 'backup' && values.to) {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
      throw new BackupError('--keep: must be a whole number of backups, at least 1');
    const target = openTarget(values.to, config);
    const { name, manifest, skipped } = await takeBackup(config, target);
    const bytes = manifest.files.reduce((n, f) => n + f.bytes, manifest.database.bytes);
    console.log(
      `Backup ${name} written to ${target.where}: the ${manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} ` +
        `database and ${manifest.files.length} stored files, ${(bytes / 1e6).toFixed(1)} MB, ` +
        'each with its SHA-256 in manifest.json.',
    );
    if (skipped.length > 0)
      console.log(`Left out ${skipped.length} bucket keys this server does not make.`);
    if (keep !== undefined) {
      const removed = await pruneBackups(target, keep);
      if (removed.length > 0) console.log(`Removed older backups: ${removed.join(', ')}`);
    }
    return;
  }
  if (command === 'restore' && values.from) {
    const { backup, manifest } = await restoreBackup(config, openTarget(values.from, config));
    console.log(
      `Restored ${backup} (taken ${manifest.createdAt}): the database and ` +
        `${manifest.files.length} stored files, every checksum matching. Start the server.`,
    );
    return;
  }
  console.error(usage);
  process.exit(2);
}

main().catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
