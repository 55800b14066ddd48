import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { TestClock } from '../clock.ts';
import { PublicCache } from './publicCache.ts';
import { publicCacheRoutes } from './publicCacheRoutes.ts';

/**
 * The public cache's route hooks alone: a bare Fastify app with the plugin and routes whose
 * handler counts its calls and can be held, so that requests can arrive while one is reading.
 */
describe('publicCacheRoutes plugin', () => {
  let app: FastifyInstance;
  let cache: PublicCache;
  let reads = 0;
  let version = 1;
  let gate: Promise<void> = Promise.resolve();

  beforeEach(async () => {
    reads = 0;
    version = 1;
    gate = Promise.resolve();
    const clock = new TestClock();
    cache = new PublicCache(30_000, clock, null);
    app = Fastify();
    await app.register(publicCacheRoutes, { cache, clock });
    const handler = async () => {
      reads++;
      const seen = version;
      await gate;
      return { code: 0, message: 'success', data: { version: seen } };
    };
    app.get('/list', { config: { publicCache: { area: 'teachers' } } }, handler);
    app.get(
      '/mine',
      { config: { publicCache: { area: 'teachers', perViewer: true } } },
      async (req) => ({
        code: 0,
        message: 'success',
        data: { who: req.headers.authorization ?? null, at: new Date(0) },
      }),
    );
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers a repeated read from the cache, with an ETag and 304', async () => {
    const first = await get('/list');
    const second = await get('/list');
    expect(reads).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect((await get('/list', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(
      304,
    );
    // Another language is another entry.
    await get('/list', { 'accept-language': 'en' });
    expect(reads).toBe(2);
  });

  it('reads once for the requests that miss together', async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const waiting = Array.from({ length: 5 }, () => get('/list'));
    await new Promise((r) => setTimeout(r, 20));
    open();
    const answers = await Promise.all(waiting);
    expect(reads).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('does not share or keep a read that began before its area changed', async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const early = get('/list');
    await new Promise((r) => setTimeout(r, 10));
    version = 2;
    await cache.invalidate('teachers');
    // A request after the change reads for itself, and gets the new version.
    gate = Promise.resolve();
    const late = await get('/list');
    open();
    expect((await early).json()).toMatchObject({ data: { version: 1 } });
    expect(late.json()).toMatchObject({ data: { version: 2 } });
    expect((await get('/list')).json()).toMatchObject({ data: { version: 2 } });
    expect(reads).toBe(2);
  });

  it('answers signed-in readers of a perViewer read from the handler, as JSON with a private ETag', async () => {
    const anonymous = await get('/mine');
    const signedIn = await get('/mine', { authorization: 'Bearer x' });
    expect(anonymous.json()).toMatchObject({ data: { who: null } });
    expect(signedIn.json()).toMatchObject({ data: { who: 'Bearer x', at: new Date(0).toJSON() } });
    expect(signedIn.headers['content-type']).toMatch(/^application\/json/);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/mine', {
      authorization: 'Bearer x',
      'if-none-match': String(signedIn.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
