import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { health } from '@school/contract/api/system';

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.api(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      message: 'success',
      data: { status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks the database at most once a second, and reports one that went away within a second', async () => {
    const execute = vi.spyOn(t.app.ctx.db, 'execute');
    try {
      await new Promise((r) => setTimeout(r, 1100)); // past what the first test kept
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.api(health)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      // Other work (the bus, on PostgreSQL) may use execute too: count the health check's query.
      const checks = execute.mock.calls.filter(([q]) =>
        (q as { queryChunks?: { value?: string[] }[] }).queryChunks?.some((c) =>
          c.value?.includes('select 1'),
        ),
      );
      expect(checks).toHaveLength(1);

      execute.mockRejectedValue(new Error('connection lost'));
      await new Promise((r) => setTimeout(r, 1100));
      const down = await t.api(health);
      expect(down.status).toBe(500);
      expect(down.body.code).toBe(5000);
      // A failure is not kept: the next call asks again.
      execute.mockRestore();
      expect((await t.api(health)).status).toBe(200);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers health 503 (5003) once the copy is stopping', async () => {
    t.app.ctx.shutdown.stopping = true;
    try {
      const res = await t.api(health);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(5003);
      // Everything else is still served through the drain period.
      expect((await t.call('GET', '/api/docs/json')).status).toBe(200);
    } finally {
      t.app.ctx.shutdown.stopping = false;
    }
  });

  it('answers unknown routes with 2001 in the envelope', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(2001);
    expect(res.body.message).toContain('/api/nope');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths[health.path]).toBeTruthy();
  });
});
