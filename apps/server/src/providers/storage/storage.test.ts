import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local.ts';
import type { FileStorage } from './types.ts';
import { S3Storage } from './s3.ts';

const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: SourceData) =>
  typeof d === 'string'
    ? Buffer.from(d)
    : ArrayBuffer.isView(d)
      ? Buffer.from(d.buffer, d.byteOffset, d.byteLength)
      : Buffer.from(d);

/** SHA-256 and HMAC-SHA256 in the shape @smithy/signature-v4 takes. */
class NodeSha256 {
  private readonly h: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.h = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.h.update(bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.h.digest()));
  }
}

/**
 * A fake S3 that checks every request's signature with an implementation independent of the
 * server's (the AWS SDK's own signer, @smithy/signature-v4), recomputed from what arrived: the
 * headers the request says it signed, its path, its date, and the SHA-256 of the body it sent.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const verifier = new SignatureV4({
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
    region: 'cn-test-1',
    service: 's3',
    sha256: NodeSha256,
    uriEscapePath: false,
  });
  const verify = async (req: IncomingMessage, body: Buffer) => {
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    if (!signed.includes('host') || !signed.includes('x-amz-content-sha256')) return false;
    if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex'))
      return false;
    const url = new URL(`http://${req.headers.host}${req.url}`);
    const expected = await verifier.sign(
      {
        method: req.method!,
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')])),
        body,
      },
      {
        signingDate: new Date(
          String(req.headers['x-amz-date']).replace(
            /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
            '$1-$2-$3T$4:$5:$6Z',
          ),
        ),
      },
    );
    return expected.headers.authorization === auth;
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (!(await verify(req, body))) {
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
