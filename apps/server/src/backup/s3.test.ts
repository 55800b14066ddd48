import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emptyPostgresDatabase, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { listBackups, takeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { openTarget } from './targets.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A tiny S3 (path-style): PUT, GET, DELETE of objects and ListObjectsV2, three keys a page so
 * the listing's continuation is used. Signatures are checked by providers/storage/storage.test.ts;
 * here only that each request is signed.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 ')) {
        res.writeHead(403).end();
        return;
      }
      const url = new URL(req.url!, 'http://s3');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const id = `${bucket}/${key}`;
      if (req.method === 'GET' && !key) {
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(from, from + 3);
        const more = from + 3 < all.length;
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><ListBucketResult>${page
              .map((k) => `<Contents><Key>${k.slice(bucket!.length + 1)}</Key></Contents>`)
              .join('')}<IsTruncated>${more}</IsTruncated>${
              more ? `<NextContinuationToken>${from + 3}</NextContinuationToken>` : ''
            }</ListBucketResult>`,
          );
      } else if (req.method === 'PUT') {
        objects.set(id, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(id);
        if (!o) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': o.type }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(id);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

describe('backups with S3: the bucket’s files, to and from s3://', () => {
  const s3 = fakeS3();
  let t: TestApp;
  let work: string;
  let endpoint: string;
  let url: string | undefined;
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  const settings = (env: Record<string, string | undefined>) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'cn-test-1',
      S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      ...env,
    });

  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    work = await mkdtemp(path.join(tmpdir(), 'hG-s3-backup-'));
    t = await createTestApp();
    url = onPostgres
      ? (t.database.pool as unknown as { options: { connectionString: string } }).options
          .connectionString
      : undefined;
    s3.objects.set('school/avatars/a1.png', { body: Buffer.from('png bytes'), type: 'image/png' });
    s3.objects.set('school/banners/b1.jpg', { body: Buffer.from('jpg'), type: 'image/jpeg' });
    s3.objects.set('school/lessons/7/replay.webm', {
      body: Buffer.alloc(40_000, 3),
      type: 'application/octet-stream',
    });
    s3.objects.set('school/notes/a file.txt', { body: Buffer.from('?'), type: 'text/plain' });
  });
  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
    s3.server.close();
    await rm(work, { recursive: true, force: true });
  });

  it('backs the bucket up to s3://, restores it into an empty bucket with its types', async () => {
    const source = settings({ S3_BUCKET: 'school', DATA_DIR: work, DATABASE_URL: url });
    const target = openTarget('s3://backups/nightly', source);
    const { name, manifest, skipped } = await takeBackup(source, target, { live: t.database.db });
    expect(manifest.files.map((f) => f.name)).toEqual([
      'files/bucket/avatars/a1.png',
      'files/bucket/banners/b1.jpg',
      'files/bucket/lessons/7/replay.webm',
    ]);
    expect(skipped).toEqual(['notes/a file.txt']);
    expect(s3.objects.has(`backups/nightly/${name}/manifest.json`)).toBe(true);
    expect(await listBackups(target)).toEqual([name]);

    fresh = onPostgres ? await emptyPostgresDatabase() : undefined;
    const into = settings({
      S3_BUCKET: 'school2',
      DATA_DIR: path.join(work, 'restored'),
      DATABASE_URL: fresh?.url,
    });
    await restoreBackup(into, openTarget('s3://backups/nightly', into));
    expect(s3.objects.get('school2/avatars/a1.png')).toEqual({
      body: Buffer.from('png bytes'),
      type: 'image/png',
    });
    expect(s3.objects.get('school2/lessons/7/replay.webm')!.body).toEqual(Buffer.alloc(40_000, 3));

    // The bucket is no longer empty: a second restore is refused.
    await expect(restoreBackup(into, openTarget('s3://backups/nightly', into))).rejects.toThrow(
      /refusing to restore over a school/,
    );
  });

  it('a backup kept in the school’s own bucket leaves the earlier backups out', async () => {
    const source = settings({ S3_BUCKET: 'school', DATA_DIR: work, DATABASE_URL: url });
    const target = openTarget('s3://school/backups', source);
    await takeBackup(source, target, { live: t.database.db, now: new Date(Date.UTC(2026, 0, 1)) });
    const second = await takeBackup(source, target, {
      live: t.database.db,
      now: new Date(Date.UTC(2026, 0, 2)),
    });
    expect(second.manifest.files).toHaveLength(3);
  });

  it('refuses an s3:// address it cannot use, naming the rule', () => {
    const config = settings({ S3_BUCKET: 'school' });
    expect(() => openTarget('s3://Bad_Bucket', config)).toThrow(/must be s3:\/\/bucket/);
    expect(() => openTarget('s3://backups/../x', config)).toThrow(/must be s3:\/\/bucket/);
  });
});
