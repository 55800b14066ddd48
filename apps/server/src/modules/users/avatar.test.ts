import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@school/contract/api/basic';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import sharp from 'sharp';
import { jpegWithExif, phoneJpeg, tinyPng, webpWithExif } from './testImages.ts';
import { editUser, viewUser, uploadAvatar } from '@school/contract/api/basic';

const AVATAR = uploadAvatar.path;

describe('clientUsers/avatar', () => {
  let t: TestApp;
  let dataDir: string;
  let a: { token: string; userInfo: UserInfo };
  let b: { token: string; userInfo: UserInfo };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'school-avatar-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    a = await signIn(t, '13566660001');
    b = await signIn(t, '13566660002');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (token: string | undefined, type: string, payload: Buffer | string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: AVATAR,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': type },
      payload,
    });
    return {
      status: res.statusCode,
      body: res.json() as { code: number; message: string; data: UserInfo },
    };
  };
  const files = async () => readdir(path.join(dataDir, 'uploads', 'avatars')).catch(() => []);

  it('refuses an HTML file sent as a .jpg, and a type that does not match the bytes', async () => {
    const html = '<!doctype html><html><script>alert(document.cookie)</script></html>';
    expect((await upload(a.token, 'image/jpeg', html)).body.code).toBe(1001);
    expect((await upload(a.token, 'image/png', await jpegWithExif('x'))).body.code).toBe(1001);
    // JPEG-shaped, but not an image that decodes.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(a.token, 'image/jpeg', broken)).body.code).toBe(1001);
    expect((await upload(a.token, 'image/svg+xml', '<svg/>')).body.code).toBe(1001);
    expect((await upload(a.token, 'text/html', html)).body.code).toBe(1001);
    expect(await files()).toEqual([]);
  });

  it('takes the file of a multipart form too (the web app’s upload helper), checked the same', async () => {
    const form = (type: string, bytes: Buffer | string, name = 'photo.jpg') =>
      Buffer.concat([
        Buffer.from(
          `--XyZ\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n` +
            `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from('\r\n--XyZ--\r\n'),
      ]);
    const multipart = 'multipart/form-data; boundary=XyZ';
    const html = '<html><script>alert(1)</script></html>';
    expect((await upload(a.token, multipart, form('image/jpeg', html))).body.code).toBe(1001);
    expect((await upload(a.token, multipart, form('text/html', html, 'x.html'))).body.code).toBe(
      1001,
    );
    expect((await upload(a.token, multipart, 'garbage')).body.code).toBe(1001);
    const ok = await upload(a.token, multipart, form('image/jpeg', await jpegWithExif('secret')));
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.avatar! });
    expect(served.rawPayload.includes(Buffer.from('secret'))).toBe(false);
    expect(served.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('needs a session and at most 2 MB', async () => {
    expect((await upload(undefined, 'image/png', tinyPng())).body.code).toBe(1002);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(a.token, 'image/png', big);
    expect([res.status, res.body.code]).toEqual([413, 1001]);
    const form = Buffer.concat([
      Buffer.from(
        `--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      big,
      Buffer.from('\r\n--B--\r\n'),
    ]);
    const multi = await upload(a.token, 'multipart/form-data; boundary=B', form);
    expect([multi.status, multi.body.code]).toEqual([413, 1001]);
  });

  it('answers an anonymous upload with 1002 before reading its body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    // 50 MB announced, 1 KB sent: the answer must come without the rest.
    socket.write(
      `POST ${AVATAR} HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(1024));
    await expect.poll(() => answer, { timeout: 5000 }).toMatch(/"code":1002/);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    socket.destroy();
  });

  it('stores a JPEG without its EXIF under a random name and serves it safely', async () => {
    const res = await upload(a.token, 'image/jpeg', await jpegWithExif('GPS 31.23N 121.47E'));
    expect(res.body.code, res.body.message).toBe(0);
    const avatar = res.body.data.avatar!;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const view = await t.api(viewUser, undefined, { token: a.token });
    expect(view.body.data.avatar).toBe(avatar);

    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBe('inline');
    const bytes = served.rawPayload;
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('31.23N'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('stores a phone photo upright, resized to the size the app shows, re-encoded', async () => {
    // 1200x600 as stored, EXIF orientation 6: the person took a 600x1200 portrait.
    const photo = await phoneJpeg({ width: 1200, height: 600, orientation: 6, secret: 'home' });
    const res = await upload(a.token, 'image/jpeg', photo);
    expect(res.body.code, res.body.message).toBe(0);
    const served = (await t.app.inject({ method: 'GET', url: res.body.data.avatar! })).rawPayload;
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 132, 264]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(served.length).toBeLessThan(photo.length);
  });

  it('replaces the old file on a new upload (png, webp)', async () => {
    const first = (await upload(a.token, 'image/png', tinyPng())).body.data.avatar!;
    const second = await upload(a.token, 'image/webp', await webpWithExif('owner'));
    expect(second.body.code, second.body.message).toBe(0);
    expect(second.body.data.avatar).toMatch(/\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: second.body.data.avatar! });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await files()).toEqual([path.basename(second.body.data.avatar!)]);
  });

  it('never shows A’s profile or avatar path to B through any call', async () => {
    const mine = (await t.api(viewUser, undefined, { token: a.token })).body.data;
    await t.api(editUser, { name: 'Annabella' }, { token: a.token });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(doc.paths)
      .filter(([, m]) => 'get' in m)
      .map(([p]) => p);
    expect(gets.length).toBeGreaterThan(10);
    const query = { id: String(a.userInfo.id), userId: String(a.userInfo.id) };
    for (const url of gets) {
      for (const q of [{}, query]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          query: q,
          headers: { authorization: `Bearer ${b.token}` },
        });
        expect(res.body.includes(mine.avatar!), url).toBe(false);
        expect(res.body.includes('Annabella'), url).toBe(false);
        expect(res.body.includes('13566660001'), url).toBe(false);
      }
    }
    const bView = await t.api(viewUser, undefined, { token: b.token });
    expect(bView.body.data.id).toBe(b.userInfo.id);
    // B cannot point its own profile at A's file either way round: edit only takes B's own fields.
    const edit = await t.api(editUser, { id: a.userInfo.id, name: 'Mallory' } as never, {
      token: b.token,
    });
    expect(edit.body.code).toBe(1001);
    // Nor point its avatar at A's file (a later replace would delete A's file).
    const steal = await t.api(editUser, { avatar: mine.avatar }, { token: b.token });
    expect([
      steal.body.code,
      steal.body.message,
      (steal.body.data as { field?: string } | null)?.field,
    ]).toEqual([1001, '请通过上传设置头像', 'avatar']);
    // Nor any outside picture (a tracking pixel wherever the avatar shows).
    const pixel = await t.api(
      editUser,
      { avatar: 'https://tracker.example.com/p.png?u=1' },
      { token: b.token },
    );
    expect(pixel.body.code).toBe(1001);
    expect((await t.api(viewUser, undefined, { token: b.token })).body.data.avatar).toBe(
      bView.body.data.avatar,
    );
    expect((await t.app.inject({ method: 'GET', url: mine.avatar! })).statusCode).toBe(200);
  });

  it('removes the file when the avatar is cleared', async () => {
    const mine = (await upload(a.token, 'image/png', tinyPng())).body.data.avatar!;
    const same = await t.api(editUser, { avatar: mine, name: 'Anna' }, { token: a.token });
    expect(same.body.code).toBe(0);
    const cleared = await t.api(editUser, { avatar: null }, { token: a.token });
    expect(cleared.body.data.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(404);
    expect(await files()).toEqual([]);
  });
});
