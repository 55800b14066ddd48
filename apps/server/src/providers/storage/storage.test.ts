import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local.ts';
import type { FileStorage } from './types.ts';
import { S3Storage, signV4 } from './s3.ts';

const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('S3 signature V4', () => {
  it('matches the AWS documentation example (GET Object with Range)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: createHash('sha256').update('').digest('hex'),
      now: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A fake S3: recomputes each request's signature from what arrived and keeps the objects. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const hash = createHash('sha256').update(body).digest('hex');
      const given = Object.fromEntries(
        signed.filter((h) => h !== 'host').map((h) => [h, String(req.headers[h] ?? '')]),
      );
      const expected = signV4({
        method: req.method!,
        url: new URL(`http://${req.headers.host}${req.url}`),
        headers: Object.fromEntries(
          Object.entries(given).filter(([h]) => h !== 'x-amz-date' && h !== 'x-amz-content-sha256'),
        ),
        payloadHash: hash,
        now: new Date(
          String(req.headers['x-amz-date']).replace(
            /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
            '$1-$2-$3T$4:$5:$6Z',
          ),
        ),
        region: 'cn-test-1',
        accessKeyId: KEY_ID,
        secretAccessKey: SECRET,
      });
      if (
        !signed.includes('host') ||
        req.headers['x-amz-content-sha256'] !== hash ||
        expected.authorization !== auth
      ) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(req.url!, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        objects.delete(req.url!);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, refused };
}

describe('S3Storage against a fake S3', () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  const settings = () => ({
    endpoint,
    region: 'cn-test-1',
    bucket: 'avatars-bucket',
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    publicUrl: 'https://cdn.example.com/a',
  });

  it('puts and removes objects with signed requests the fake accepts', async () => {
    const s3 = new S3Storage(settings());
    const address = await s3.put('avatars/abc123.png', Buffer.from('PNGDATA'), 'image/png');
    expect(address).toBe('https://cdn.example.com/a/avatars/abc123.png');
    expect(fake.refused).toEqual([]);
    expect(fake.objects.get('/avatars-bucket/avatars/abc123.png')).toEqual({
      body: Buffer.from('PNGDATA'),
      type: 'image/png',
    });
    await s3.remove(address);
    await s3.remove('https://elsewhere.example.com/x.png'); // not ours: ignored
    expect(fake.objects.size).toBe(0);
    expect(fake.refused).toEqual([]);
  });

  it('fails when the fake refuses the signature (wrong secret)', async () => {
    const s3 = new S3Storage({ ...settings(), secretAccessKey: 'wrong-secret' });
    await expect(s3.put('avatars/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    expect(fake.refused).toHaveLength(1);
  });
});

describe('LocalStorage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'school-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes under its folder, refuses unsafe keys and removes only its own paths', async () => {
    const local: FileStorage = new LocalStorage(dir);
    const address = await local.put('avatars/f00d.png', Buffer.from('x'), 'image/png');
    expect(address).toBe('/uploads/avatars/f00d.png');
    expect(await readFile(path.join(dir, 'avatars/f00d.png'), 'utf8')).toBe('x');
    await expect(local.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(
      local.put('avatars/a.b/../c.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow();
    await local.remove('/uploads/../../etc/passwd');
    await local.remove(address);
    await expect(readFile(path.join(dir, 'avatars/f00d.png'))).rejects.toThrow();
  });
});
