import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REPLAY_PATH } from '@school/contract/api/classroom';
import { createTestApp, freshDatabase, type TestApp } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('request ids', () => {
  let app: FastifyInstance;
  let database: Database;
  let log = '';

  beforeAll(async () => {
    database = await freshDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
      WEB_DIST: '/nonexistent',
      CONSOLE_DIST: '/nonexistent',
    });
    app = await buildApp(config, { database, logStream: { write: (line) => (log += line) } });
    // A service logs through the app's logger (ctx.log), after reading a body and awaiting.
    app.post('/test/log-from-a-service', async (req) => {
      await new Promise((r) => setTimeout(r, 5));
      app.ctx.log.info({ size: JSON.stringify(req.body).length }, 'a service line');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const lines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('answers with x-request-id: its own, or a short safe one the client sent', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-request-id': 'lb-7f3a_12' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a_12');
    for (const bad of ['a b', 'x'.repeat(65), '<script>', 'id\u00e9']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/nothing',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on every line of the request, the services’ lines too, once', async () => {
    log = '';
    const res = await app.inject({
      method: 'POST',
      url: '/test/log-from-a-service',
      payload: { some: 'body' },
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines().filter((l) => l.reqId === 'trace-42');
    expect(mine.map((l) => l.msg)).toEqual([
      'incoming request',
      'a service line',
      'request completed',
    ]);
    // Lines outside any request carry none; no line carries the key twice.
    expect(log).not.toMatch(/"reqId":"[^"]*".*"reqId"/);
    app.ctx.log.info('outside a request');
    expect(lines().at(-1)).not.toHaveProperty('reqId');
  });
});

describe('GET /metrics', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  const scrape = (t: TestApp, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('is not there without METRICS_TOKEN', async () => {
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('needs the token', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const res = await scrape(on, auth);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('shows requests by route pattern and status, latency, the pool, jobs and the queue', async () => {
    await on.app.inject({ method: 'GET', url: `${REPLAY_PATH}/12345/replay.webm?exp=1&sig=x` });
    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      new RegExp(
        `http_request_duration_seconds_count\\{method="GET",route="${REPLAY_PATH}/:lessonId/replay.webm",status="\\d{3}"\\} 1`,
      ),
    );
    expect(text).not.toContain('12345');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route=/);
    expect(text).toMatch(/school_db_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/school_db_pool_waiting \d+/);
    expect(text).toMatch(/school_job_last_run_timestamp_seconds\{job="periodic jobs"\} \d{10}/);
    expect(text).toMatch(/school_job_lag_seconds\{job="periodic jobs"\} 0/);
    expect(text).toMatch(/school_job_failures\{job="payment sweep"\} 0/);
    expect(text).toMatch(/school_notifications_pending\{state="pending"\} \d+/);
    expect(text).toMatch(/school_classroom_rooms_open 0/);
    expect(text).toMatch(/process_resident_memory_bytes/);
  });
});
