import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { S3Storage } from '../providers/storage/s3.ts';

/**
 * Where backups are kept: a folder, or a prefix of an S3 bucket (`s3://bucket/prefix`, with the
 * endpoint and keys of the S3_* settings, through the same signed requests as the uploads).
 * Names are relative (`school-backup-…/manifest.json`), '/'-separated.
 */
export interface BackupTarget {
  readonly where: string;
  /** Writes a file from a local file. */
  put(name: string, file: string): Promise<void>;
  putBytes(name: string, body: Buffer): Promise<void>;
  /** A stream of a file's bytes. */
  get(name: string): Promise<Readable>;
  getBytes(name: string): Promise<Buffer>;
  /** Every file under a prefix (names relative to the target). */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under a prefix. */
  removeAll(prefix: string): Promise<void>;
}

export class FolderTarget implements BackupTarget {
  constructor(readonly where: string) {}
  private file(name: string) {
    const file = path.resolve(this.where, name);
    if (!file.startsWith(path.resolve(this.where) + path.sep)) throw new Error(`bad name ${name}`);
    return file;
  }
  async put(name: string, from: string) {
    const to = this.file(name);
    await mkdir(path.dirname(to), { recursive: true });
    await pipeline(createReadStream(from), createWriteStream(to));
  }
  async putBytes(name: string, body: Buffer) {
    const to = this.file(name);
    await mkdir(path.dirname(to), { recursive: true });
    await pipeline(Readable.from([body]), createWriteStream(to));
  }
  async get(name: string) {
    return createReadStream(this.file(name));
  }
  getBytes(name: string) {
    return readFile(this.file(name));
  }
  async list(prefix: string) {
    return listFolder(this.where, prefix);
  }
  async removeAll(prefix: string) {
    await rm(this.file(prefix), { recursive: true, force: true });
  }
}

/** Every file under `root/prefix`, as '/'-separated names relative to root (none: []). */
export async function listFolder(root: string, prefix = ''): Promise<string[]> {
  const dir = path.join(root, prefix);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export class S3Target implements BackupTarget {
  constructor(
    private readonly s3: S3Storage,
    private readonly prefix: string,
    readonly where: string,
  ) {}
  private key(name: string) {
    return this.prefix ? `${this.prefix}/${name}` : name;
  }
  async put(name: string, file: string) {
    // One PUT per file (as the recordings' S3 store does); S3 takes up to 5 GB in one.
    await this.putBytes(name, await readFile(file));
  }
  async putBytes(name: string, body: Buffer) {
    const res = await this.s3.request('PUT', this.key(name), {
      body,
      type: 'application/octet-stream',
    });
    await res.body?.cancel();
  }
  async get(name: string) {
    const res = await this.s3.request('GET', this.key(name));
    return res.body ? Readable.fromWeb(res.body as WebStream) : Readable.from([]);
  }
  async getBytes(name: string) {
    const res = await this.s3.request('GET', this.key(name));
    return Buffer.from(await res.arrayBuffer());
  }
  async list(prefix: string) {
    const base = this.prefix ? `${this.prefix}/` : '';
    const keys = await this.s3.list(`${base}${prefix}`);
    return keys.map((k) => k.slice(base.length)).sort();
  }
  async removeAll(prefix: string) {
    for (const name of await this.list(prefix)) {
      const res = await this.s3.request('DELETE', this.key(name));
      await res.body?.cancel();
    }
  }
}

/** The bucket of the S3 settings, or another bucket with the same endpoint and keys. */
export function s3Of(config: Config, bucket = config.S3_BUCKET): S3Storage {
  return new S3Storage({
    endpoint: config.S3_ENDPOINT!,
    region: config.S3_REGION,
    bucket,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

export class BackupError extends Error {}

/** `DIR` or `s3://bucket/prefix` as a target; a bad one is a BackupError naming the rule. */
export function openTarget(where: string, config: Config): BackupTarget {
  const s3 = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,62})(?:\/(.*))?$/.exec(where);
  if (where.startsWith('s3://')) {
    const prefix = s3?.[2]?.replace(/\/+$/, '') ?? '';
    if (!s3 || (prefix && !/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i.test(prefix)))
      throw new BackupError(
        `${where}: must be s3://bucket or s3://bucket/prefix (letters, digits, - and _ in the prefix)`,
      );
    if (!config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
      throw new BackupError(
        `${where}: an s3:// target needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
      );
    return new S3Target(s3Of(config, s3[1]), prefix, where);
  }
  if (!where) throw new BackupError('say where: a folder or s3://bucket/prefix');
  return new FolderTarget(path.resolve(where));
}
