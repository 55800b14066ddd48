import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Each endpoint is declared once, in the contract (docs/decisions/0036): the server serves every
 * declared endpoint, and every call it documents is a declared one. A declaration without a
 * handler, or a route registered beside the contract (outside `route()`), fails here.
 */
const apiDir = path.resolve(import.meta.dirname, '../../../packages/contract/src/api');

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'input' in v;

async function declaredEndpoints(): Promise<Map<string, string>> {
  const files = (await readdir(apiDir, { recursive: true })).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const declared = new Map<string, string>();
  for (const f of files) {
    const mod = (await import(path.join(apiDir, f))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!isEndpoint(value)) continue;
      const key = `${value.method} ${value.path}`;
      const where = `${f}#${name}`;
      // The same object re-exported elsewhere is one declaration; two objects are two.
      const seen = declared.get(key);
      if (seen && !seen.endsWith(`#${name}`)) throw new Error(`${key}: ${seen} and ${where}`);
      declared.set(key, seen ?? where);
    }
  }
  return declared;
}

/** Routes a client may call that no endpoint declares, each with why (hidden from OpenAPI). */
const UNDECLARED = [
  // The gateways call these with their own signed formats (decision 0006, 0016).
  'POST /api/lc_shop_service/alipay/notify',
  'POST /api/lc_shop_service/sandbox/notify',
];

describe('each endpoint is declared once and served', () => {
  let t: TestApp;
  let declared: Map<string, string>;
  let documented: string[];
  beforeAll(async () => {
    t = await createTestApp();
    declared = await declaredEndpoints();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
  });
  afterAll(() => t.close());

  it('serves every declared endpoint', () => {
    expect(declared.size).toBeGreaterThan(200);
    const missing = [...declared].filter(([key]) => {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      return !t.app.hasRoute({ method, url });
    });
    expect(missing.map(([key, where]) => `${key} (${where})`)).toEqual([]);
  });

  it('documents only declared endpoints: nothing is registered beside the contract', () => {
    const stray = documented.filter((key) => !declared.has(key));
    expect(stray).toEqual([]);
    expect(documented.length).toBe(declared.size);
  });

  it('serves the few undeclared webhooks hidden from the document', () => {
    for (const key of UNDECLARED) {
      const [method, url] = key.split(' ') as ['POST', string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
      expect(documented).not.toContain(key);
    }
  });
});
