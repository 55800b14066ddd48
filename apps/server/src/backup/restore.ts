import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { uploadsDir } from '../providers/storage/index.ts';
import { recordingsDir } from '../providers/storage/blobs.ts';
import { BACKUP_PREFIX, FORMAT, listBackups, MANIFEST, type Manifest } from './backup.ts';
import { databaseNotEmpty, loadDatabase } from './database.ts';
import { BackupError, listFolder, s3Of, type BackupTarget } from './targets.ts';

/** The backup a `--from` names: itself when it holds a manifest, else the newest one inside. */
async function findBackup(target: BackupTarget): Promise<string> {
  const names = await target.list('');
  if (names.includes(MANIFEST)) return '';
  const newest = (await listBackups(target)).at(-1);
  if (!newest)
    throw new BackupError(
      `${target.where} holds no finished backup (no ${MANIFEST}, no ${BACKUP_PREFIX}… folder with one)`,
    );
  return newest;
}

/** Why the stored files of the settings cannot take a restore (undefined: they can). */
async function storageNotEmpty(config: Config): Promise<string | undefined> {
  if (config.STORAGE_PROVIDER === 'local') {
    for (const dir of [uploadsDir(config), recordingsDir(config)]) {
      const n = (await listFolder(dir)).length;
      if (n > 0) return `${dir} already holds ${n} files: restore into a new DATA_DIR`;
    }
    return undefined;
  }
  const n = (await s3Of(config).list('')).length;
  return n > 0
    ? `the bucket S3_BUCKET=${config.S3_BUCKET} already holds ${n} files: restore into an empty bucket`
    : undefined;
}

/** Where a file of the backup goes back to (local folder), by its name in the manifest. */
function localPlace(config: Config, name: string): string | undefined {
  const m = /^files\/(uploads|recordings)\/(.+)$/.exec(name);
  if (!m) return undefined;
  const root = m[1] === 'uploads' ? uploadsDir(config) : recordingsDir(config);
  const file = path.resolve(root, m[2]!);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Restores a backup into the database and storage of the settings, which must be empty: every
 * file is first read and checked against the manifest's SHA-256 (nothing is written when one
 * differs), then the database is loaded and the files put back.
 */
export async function restoreBackup(config: Config, target: BackupTarget) {
  const at = await findBackup(target);
  const name = (n: string) => (at ? `${at}/${n}` : n);
  let manifest: Manifest;
  try {
    manifest = JSON.parse((await target.getBytes(name(MANIFEST))).toString('utf8')) as Manifest;
  } catch (err) {
    throw new BackupError(`${MANIFEST} of ${target.where} cannot be read: ${String(err)}`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(`not a backup of this server (format ${String(manifest.format)})`);
  if (manifest.database.kind !== config.databaseKind)
    throw new BackupError(
      `the backup is of the ${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}: ` +
        `restore it with ${manifest.database.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}`,
    );
  if (manifest.storage !== config.STORAGE_PROVIDER)
    throw new BackupError(
      `the backup's files are from STORAGE_PROVIDER=${manifest.storage}: restore with the same setting`,
    );
  const problem = (await databaseNotEmpty(config)) ?? (await storageNotEmpty(config));
  if (problem) throw new BackupError(`refusing to restore over a school: ${problem}`);

  const work = await mkdtemp(path.join(tmpdir(), 'school-restore-'));
  try {
    // Everything is fetched and checked before anything is written.
    const staged = new Map<string, string>();
    for (const f of [manifest.database, ...manifest.files]) {
      const file = path.join(work, `${staged.size}`);
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        await target.get(name(f.name)),
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(file),
      );
      if (hash.digest('hex') !== f.sha256 || bytes !== f.bytes)
        throw new BackupError(
          `${f.name}: its checksum differs from the manifest; nothing restored`,
        );
      staged.set(f.name, file);
    }
    await loadDatabase(config, staged.get(manifest.database.name)!);
    for (const f of manifest.files) {
      const from = staged.get(f.name)!;
      if (config.STORAGE_PROVIDER === 'local') {
        const to = localPlace(config, f.name);
        if (!to) throw new BackupError(`${f.name}: not a file this server stores`);
        await mkdir(path.dirname(to), { recursive: true });
        await cp(from, to);
      } else {
        const key = f.name.replace(/^files\/bucket\//, '');
        const res = await s3Of(config).request('PUT', key, {
          body: await readFile(from),
          type: f.type ?? 'application/octet-stream',
        });
        await res.body?.cancel();
      }
    }
    return { backup: at || target.where, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
