import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** The built console is served at /console/ beside the families' app, as that app is served. */
describe('console serving', () => {
  let t: TestApp;
  const js = 'console.log("console bundle");'.repeat(50);

  beforeAll(async () => {
    const make = async (name: string, html: string, asset: string) => {
      const dist = await mkdtemp(path.join(tmpdir(), `${name}-dist-`));
      await mkdir(path.join(dist, 'assets'));
      await writeFile(path.join(dist, 'index.html'), html);
      await writeFile(path.join(dist, 'assets', asset), js);
      await writeFile(path.join(dist, 'assets', `${asset}.gz`), gzipSync(js));
      return dist;
    };
    const web = await make('web', '<!doctype html><title>families</title>', 'web-1.js');
    const consoleDist = await make(
      'console',
      '<!doctype html><title>console</title><script type="module" src="/console/assets/c-1.js"></script>',
      'c-1.js',
    );
    t = await createTestApp({ WEB_DIST: web, CONSOLE_DIST: consoleDist });
  });
  afterAll(() => t.close());

  it('serves its index.html at /console/ and /console, never cached, not for search engines', async () => {
    for (const url of ['/console/', '/console', '/console/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('caches its hashed assets for a year, compressed, and leaves the families app at /', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/console/assets/c-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>families</title>');
    const webAsset = await t.app.inject({ method: 'GET', url: '/assets/web-1.js' });
    expect(webAsset.statusCode).toBe(200);
  });
});
