import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, type TestApp } from './helpers.ts';
import { uploadAvatar } from '@school/contract/api/basic';

/**
 * The OpenAPI document the app serves is what a generated client is made from: it must pass
 * Redocly's recommended rules with no error (every reference resolves, every operation has an
 * operationId, public calls say `security: []`, schemas are valid OpenAPI 3.0).
 */
type Doc = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown> };
};
describe('the published OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  beforeAll(async () => {
    t = await createTestApp();
    source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  });
  afterAll(() => t.close());

  it('lints clean under Redocly’s recommended rules', async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    // Warnings count too (a missing operationId is one), but the API has no public licence.
    const found = problems
      .filter((p) => p.ruleId !== 'info-license')
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(found).toEqual([]);
  }, 60_000);

  it('names every operation, the recursive outline and the avatar upload’s body', () => {
    const doc = JSON.parse(source) as Doc;
    const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('courseOutlineList');
    expect(doc.components.schemas.OutlineNode).toBeDefined();
    const avatar = doc.paths[uploadAvatar.path]!.post!;
    expect(Object.keys((avatar.requestBody as { content: object }).content)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'multipart/form-data',
    ]);
  });
});
