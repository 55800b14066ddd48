import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { uploadsDir } from '../providers/storage/index.ts';
import { recordingsDir } from '../providers/storage/blobs.ts';
import { assertSafeKey } from '../providers/storage/types.ts';
import { databaseFile, dumpDatabase } from './database.ts';
import { listFolder, s3Of, type BackupTarget } from './targets.ts';

/**
 * A backup (docs/design/running.md §14, docs/decisions/0034): one folder (or key prefix) per backup,
 * `school-backup-<UTC time>/`, holding the database, the stored files under `files/`, and
 * `manifest.json` with the size and SHA-256 of every file. The manifest is written last: a
 * backup without one did not finish and is never restored.
 */
export const MANIFEST = 'manifest.json';
export const BACKUP_PREFIX = 'school-backup-';
export const FORMAT = 'school-backup/1';

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
  /** The bucket's Content-Type of the file (S3 storage), given back on restore. */
  type?: string;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: ManifestFile & { kind: 'pglite' | 'postgres' };
  /** Where the stored files came from: local folders (uploads, recordings) or the S3 bucket. */
  storage: 'local' | 's3';
  files: ManifestFile[];
}

export const sha256Of = async (stream: Readable) => {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
};

const backupName = (at: Date) =>
  `${BACKUP_PREFIX}${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** The finished backups in a target, oldest first (names such as `school-backup-20261128T030000Z`). */
export async function listBackups(target: BackupTarget): Promise<string[]> {
  const names = await target.list('');
  return names
    .filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith(`/${MANIFEST}`))
    .map((n) => n.slice(0, -MANIFEST.length - 1))
    .filter((n) => !n.includes('/'))
    .sort();
}

export interface BackupResult {
  name: string;
  manifest: Manifest;
  /** Keys of the bucket left out because they are not keys this server makes. */
  skipped: string[];
}

/**
 * Takes a backup into `target`: the database first (one consistent snapshot), then the stored
 * files, so every file the database names is in the backup (a file uploaded meanwhile may be
 * too, unreferenced, which is harmless). `live` is the server's own open database.
 */
export async function takeBackup(
  config: Config,
  target: BackupTarget,
  opts: { live?: Db; now?: Date } = {},
): Promise<BackupResult> {
  const name = backupName(opts.now ?? new Date());
  const work = await mkdtemp(path.join(tmpdir(), 'school-backup-'));
  try {
    const kind = config.databaseKind;
    const dbFile = path.join(work, databaseFile[kind]);
    await dumpDatabase(config, dbFile, opts.live);
    const dbSum = await sha256Of(createReadStream(dbFile));
    await target.put(`${name}/${databaseFile[kind]}`, dbFile);

    const files: ManifestFile[] = [];
    const skipped: string[] = [];
    if (config.STORAGE_PROVIDER === 'local') {
      for (const [area, root] of [
        ['uploads', uploadsDir(config)],
        ['recordings', recordingsDir(config)],
      ] as const) {
        for (const rel of await listFolder(root)) {
          const file = path.join(root, rel);
          const sum = await sha256Of(createReadStream(file));
          const entry = `files/${area}/${rel}`;
          await target.put(`${name}/${entry}`, file);
          files.push({ name: entry, ...sum });
        }
      }
    } else {
      const bucket = s3Of(config);
      // A backup kept in the school's own bucket is not copied into the next one.
      const own = target.where.startsWith(`s3://${config.S3_BUCKET}`)
        ? target.where.slice(`s3://${config.S3_BUCKET}/`.length)
        : undefined;
      for (const key of await bucket.list('')) {
        if (own !== undefined && (own === '' || key.startsWith(`${own}/`))) continue;
        try {
          assertSafeKey(key);
        } catch {
          skipped.push(key);
          continue;
        }
        const res = await bucket.request('GET', key);
        const body = Buffer.from(await res.arrayBuffer());
        const entry = `files/bucket/${key}`;
        await target.putBytes(`${name}/${entry}`, body);
        const type = res.headers.get('content-type');
        files.push({
          name: entry,
          ...(type ? { type } : {}),
          bytes: body.length,
          sha256: createHash('sha256').update(body).digest('hex'),
        });
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: (opts.now ?? new Date()).toISOString(),
      database: { kind, name: databaseFile[kind], ...dbSum },
      storage: config.STORAGE_PROVIDER,
      files,
    };
    await target.putBytes(`${name}/${MANIFEST}`, Buffer.from(JSON.stringify(manifest, null, 2)));
    return { name, manifest, skipped };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Keeps the newest `keep` finished backups and removes the older ones, and any unfinished one
 * older than the newest finished (a run that died half-way). Returns the names removed.
 */
export async function pruneBackups(target: BackupTarget, keep: number): Promise<string[]> {
  const done = await listBackups(target);
  const all = new Set(
    (await target.list(''))
      .filter((n) => n.startsWith(BACKUP_PREFIX))
      .map((n) => n.slice(0, n.indexOf('/'))),
  );
  const newest = done.at(-1);
  const removed = [
    ...done.slice(0, Math.max(0, done.length - keep)),
    ...[...all].filter((n) => !done.includes(n) && newest !== undefined && n < newest),
  ];
  for (const n of removed) await target.removeAll(n);
  return removed.sort();
}
