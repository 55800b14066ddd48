import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_CONTENT_TAG } from '../src/http/indexPage.ts';
import { allowScripts, inlineScriptHashes, pickEncoding } from '../src/http/webApp.ts';
import { createBanner, createNotice } from '../src/modules/content/service.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The built web app is served on the API's port with the right cache headers and compression. */
describe('web app serving', () => {
  let t: TestApp;
  const js = 'console.log("hello from the app bundle");'.repeat(50);
  const boot = "document.documentElement.className += ' boot';";
  const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>app</title>${BOOT_CONTENT_TAG}<script>${boot}</script><script type="module" src="/assets/index-abc123.js"></script>`,
    );
    await writeFile(path.join(dist, 'assets/index-abc123.js'), js);
    await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(js));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('serves index.html at / and never lets it be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>app</title>');
  });

  it('caches hashed assets for a year and sends them compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeLessThan(js.length);
  });

  it('sends security headers with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' ${bootHash}`);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-security-policy']).not.toContain('sha256');
  });

  it('hashes only attribute-less inline scripts and adds them to script-src', () => {
    const html = `<script>a()</script><script type="module" src="/x.js"></script><script>b()</script>`;
    const sources = inlineScriptHashes(html);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
    expect(allowScripts("default-src 'self';script-src 'self';style-src 'self'", ['X'])).toBe(
      "default-src 'self';script-src 'self' X;style-src 'self'",
    );
    expect(allowScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });

  it("writes the school's public home content into index.html, the same for every visitor", async () => {
    const ctx = t.app.ctx;
    await createBanner(ctx, {
      title: '绘本</script>上新',
      image: '/static/demo/banners/picture-books.svg',
      link: { type: 'none' },
    });
    await createBanner(ctx, {
      title: 'Second',
      image: 'https://cdn.example.com/b2.jpg',
      sort: 1,
      link: { type: 'none' },
    });
    await createNotice(ctx.db, {
      title: '春节放假通知',
      content: '<p>long text that stays out of the page</p>',
      publishedAt: new Date(t.clock.now().getTime() - 1000),
    });
    // Read at start, and again once older than its time to live (in the background).
    t.clock.advance(31_000);
    let html = '';
    for (let i = 0; i < 50 && !html.includes('春节放假通知'); i++) {
      html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      await new Promise((r) => setTimeout(r, 10));
    }
    const json = /<script type="application\/json" id="boot-content">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const content = JSON.parse(json ?? 'null');
    expect(content.banners.list.map((b: { title: string }) => b.title)).toEqual([
      '绘本</script>上新',
      'Second',
    ]);
    expect(content.latestNotice).toEqual({ id: expect.any(Number), title: '春节放假通知' });
    expect(html).not.toContain('long text');
    // The first banner is a small picture of this server's: in the page, no request needed.
    expect(content.bannerImageData).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);

    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { authorization: 'Bearer someone', cookie: 'a=b' },
    });
    expect(signedIn.body).toBe(html);
  });

  it('sends index.html compressed, with an ETag, and never the built file as it is', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const etag = String(gz.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/index.html.gz', '/index.html.br']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('still answers unknown API calls with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(2001);
  });
});
