import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { runNotificationWorker } from './sender.ts';
import { bookAt, familyAndTeacher } from './testing.ts';
import { subscribeWebPush, webPushKey } from '@school/contract/api/notifications';

/** A browser's side of a subscription: its ECDH key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts an aes128gcm body (RFC 8188 header, RFC 8291 keys) as the browser would. */
function decrypt(body: Buffer, b: ReturnType<typeof browserKeys>) {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  const secret = b.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, b.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([d.update(records.subarray(0, records.length - 16)), d.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks the VAPID token (RFC 8292) as a push service does; returns the claims. */
function checkVapid(req: IncomingMessage, origin: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  if (!m) throw new Error(`no vapid header: ${req.headers.authorization}`);
  const [h, p, s] = m[1]!.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const k = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: k.subarray(1, 33).toString('base64url'),
      y: k.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok || header.alg !== 'ES256') throw new Error('bad VAPID signature');
  const inADay = Date.now() / 1000 + 24 * 3600;
  if (claims.aud !== origin || !(claims.exp > Date.now() / 1000 && claims.exp <= inADay))
    throw new Error(`bad VAPID claims ${JSON.stringify(claims)}`);
  return { claims, k: m[2]! };
}

describe('Web Push against a local push service', () => {
  let t: TestApp;
  const received: {
    path: string;
    payload: string;
    headers: IncomingMessage['headers'];
    k: string;
    sub: string;
  }[] = [];
  const problems: string[] = [];
  const browsers = new Map<string, ReturnType<typeof browserKeys>>();
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/gone/')) return res.writeHead(410).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('no TTL');
        const { claims, k } = checkVapid(req, origin());
        const payload = decrypt(Buffer.concat(chunks), browsers.get(path)!);
        received.push({ path, payload, headers: req.headers, k, sub: claims.sub });
        res.writeHead(201).end();
      } catch (err) {
        problems.push((err as Error).message);
        res.writeHead(400).end((err as Error).message);
      }
    });
  });
  const origin = () => `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  beforeAll(async () => {
    await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
    t = await createTestApp({ WEB_PUSH_SUBJECT: 'mailto:office@school.example' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((ok) => service.close(() => ok()));
  });

  it('delivers an encrypted, VAPID-signed push that the browser decrypts; forgets a gone subscription', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const key = await t.api(webPushKey);
    expect(key.body.data.publicKey).toMatch(/^[\w-]{87}$/);
    for (const path of ['/push/phone-1', '/gone/old-tablet']) {
      const b = browserKeys();
      browsers.set(path, b);
      const res = await t.api(
        subscribeWebPush,
        { endpoint: `${origin()}${path}`, keys: b.keys, lang: 'zh' },
        { token: kid.token },
      );
      expect(res.body.code, res.body.message).toBe(0);
    }
    const bad = await t.api(
      subscribeWebPush,
      { endpoint: `${origin()}/x`, keys: { p256dh: 'short', auth: 'x' } },
      { token: kid.token },
    );
    expect(bad.body.code).toBe(1001);
    expect(bad.body.message).toMatch(/p256dh/);

    const lessonId = await bookAt(
      t,
      kid.token,
      teacher.teacherId,
      new Date('2026-11-25T11:00:00Z'),
    );
    await runNotificationWorker(t.app.ctx);
    await runNotificationWorker(t.app.ctx);
    expect(problems).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/push/phone-1');
    expect(JSON.parse(received[0]!.payload)).toEqual({
      title: '预约成功',
      body: '已预约 2026-11-25 19:00 与Emily 老师的课程。',
      link: `/pages/course/details?id=${lessonId}`,
    });
    expect(received[0]!.k).toBe(key.body.data.publicKey);
    expect(received[0]!.sub).toBe('mailto:office@school.example');
    const left = await t.database.db.select().from(pushSubscriptions);
    expect(left.map((s) => new URL(s.endpoint).pathname)).toEqual(['/push/phone-1']);
    // The key pair is kept: the same public key after the first push.
    const again = await t.api(webPushKey);
    expect(again.body.data.publicKey).toBe(key.body.data.publicKey);
  });
});
