import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { S3Storage } from './s3.ts';
import { assertSafeKey } from './types.ts';

/**
 * Private files the server reads back itself (lesson recordings): never served as they are, only
 * through a route that checks who asks. A folder under DATA_DIR (not the public uploads folder) or
 * the S3 bucket of STORAGE_PROVIDER=s3 under its own key prefix.
 */
export interface BlobStore {
  /** Stores (or replaces) the bytes under the key. */
  write(key: string, body: Buffer): Promise<void>;
  /** Joins the parts, in order, into one file under `target`; returns its size. */
  concat(parts: string[], target: string): Promise<number>;
  size(key: string): Promise<number>;
  /** Bytes start..end (inclusive) as a stream. */
  read(key: string, start: number, end: number): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export class LocalBlobs implements BlobStore {
  constructor(readonly root: string) {}
  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }
  async write(key: string, body: Buffer) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  async concat(parts: string[], target: string) {
    const file = this.file(target);
    await mkdir(path.dirname(file), { recursive: true });
    const files = parts.map((p) => this.file(p));
    // Streamed part by part: a lesson's recording never sits in memory whole.
    await pipeline(async function* () {
      for (const f of files) yield* createReadStream(f);
    }, createWriteStream(file));
    return (await stat(file)).size;
  }
  async size(key: string) {
    return (await stat(this.file(key))).size;
  }
  async read(key: string, start: number, end: number) {
    return createReadStream(this.file(key), { start, end });
  }
  async remove(key: string) {
    await rm(this.file(key), { force: true });
  }
}

/** The S3 bucket's private side: the same signed requests as uploads, with Range reads. */
export class S3Blobs implements BlobStore {
  constructor(private readonly s3: S3Storage) {}
  write(key: string, body: Buffer) {
    return this.s3.request('PUT', key, { body, type: 'application/octet-stream' }).then(() => {});
  }
  async concat(parts: string[], target: string) {
    // Parts are a few hundred KB each; the joined file is sent in one PUT (a lesson at the
    // recorder's bitrate is about 100 MB: see docs/decisions/0020 for the limit).
    const bufs: Buffer[] = [];
    for (const p of parts) {
      const res = await this.s3.request('GET', p);
      bufs.push(Buffer.from(await res.arrayBuffer()));
    }
    const body = Buffer.concat(bufs);
    await this.write(target, body);
    return body.length;
  }
  async size(key: string) {
    const res = await this.s3.request('HEAD', key);
    return Number(res.headers.get('content-length') ?? 0);
  }
  async read(key: string, start: number, end: number) {
    const res = await this.s3.request('GET', key, { range: `bytes=${start}-${end}` });
    if (!res.body) return Readable.from([]);
    return Readable.fromWeb(res.body as WebStream);
  }
  async remove(key: string) {
    await this.s3.request('DELETE', key);
  }
}

export const recordingsDir = (config: Config) => path.resolve(config.DATA_DIR, 'recordings');

export function createBlobStore(config: Config): BlobStore {
  if (config.STORAGE_PROVIDER === 's3') {
    return new S3Blobs(
      new S3Storage({
        endpoint: config.S3_ENDPOINT!,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      }),
    );
  }
  return new LocalBlobs(recordingsDir(config));
}
