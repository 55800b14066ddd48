import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Walks the published OpenAPI document and sends bad input to every call, so every endpoint a
 * later change adds is covered automatically: bad input never yields 5xx, always the envelope.
 */
type Operation = { requestBody?: unknown; parameters?: { name: string; in: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('malformed input to every endpoint', () => {
  let t: TestApp;
  let ops: { method: 'GET' | 'POST'; path: string; op: Operation }[];

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '4096' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([m]) => m === 'get' || m === 'post')
        .map(([m, op]) => ({ method: m.toUpperCase() as 'GET' | 'POST', path, op })),
    );
  });
  afterAll(() => t.close());

  const expectEnvelope = (
    res: { statusCode: number; json(): unknown },
    what: string,
    codes?: number[],
  ) => {
    expect(res.statusCode, what).toBeLessThan(500);
    const body = res.json() as { code: number; message: string; data: unknown };
    expect(typeof body.code, what).toBe('number');
    expect(body.message, what).toBeTruthy();
    if (codes) expect(codes, `${what} -> ${body.code} ${body.message}`).toContain(body.code);
  };

  it('finds the calls in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(1);
  });

  it('answers malformed JSON, wrong content types and wrong shapes with 1001', async () => {
    for (const { method, path } of ops.filter((o) => o.method === 'POST')) {
      const json = { 'content-type': 'application/json' };
      const broken = await t.app.inject({ method, url: path, headers: json, payload: '{"phone":' });
      expectEnvelope(broken, `${path} broken JSON`, [1001]);
      expect((broken.json() as { message: string }).message).toMatch(/JSON/);

      const text = await t.app.inject({
        method,
        url: path,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expectEnvelope(text, `${path} text/plain`, [1001]);

      for (const payload of ['[1,2]', '"text"', '42', 'null']) {
        const res = await t.app.inject({ method, url: path, headers: json, payload });
        expectEnvelope(res, `${path} body ${payload}`, [1001]);
      }

      const wrongTypes = await t.app.inject({
        method,
        url: path,
        headers: json,
        payload: JSON.stringify({ phone: { a: 1 }, code: [], id: 'x', page: -1, password: 1 }),
      });
      expectEnvelope(wrongTypes, `${path} wrong types`);
    }
  });

  it('answers oversized bodies with 1001 and 413', async () => {
    for (const { method, path } of ops.filter((o) => o.method === 'POST')) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ x: 'a'.repeat(10_000) }),
      });
      expect(res.statusCode, path).toBe(413);
      expectEnvelope(res, `${path} oversized`, [1001]);
    }
  });

  it('answers wrong query types on GET calls without a server error', async () => {
    for (const { method, path, op } of ops.filter((o) => o.method === 'GET')) {
      const query = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, '%%{<x>}']),
      );
      const res = await t.app.inject({ method, url: path, query: { ...query, page: 'abc' } });
      expectEnvelope(res, `${path} bad query`);
      // A call with parameters must refuse garbage in them (page=abc, or '%%{<x>}' for the rest).
      if (Object.keys(query).length > 0) expect(res.statusCode, `${path} bad query`).not.toBe(200);
    }
  });

  it('answers the wrong method with 2001', async () => {
    for (const { method, path } of ops) {
      const other = method === 'GET' ? 'POST' : 'GET';
      if (ops.some((o) => o.path === path && o.method === other)) continue;
      const res = await t.app.inject({ method: other, url: path });
      expect(res.statusCode, `${other} ${path}`).toBe(404);
      expectEnvelope(res, `${other} ${path}`, [2001]);
    }
  });
});
