import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createStudent, createTeacherAccount } from './factories.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { ADMIN } from '@school/contract/rules/prefixes';
import { staffToken } from '../src/modules/staff/testing.ts';
import { listAdminOrders } from '@school/contract/api/admin/orders';
import { grantAdminFamilyCredits, listAdminFamilies } from '@school/contract/api/admin/families';
import { listAdminInbox } from '@school/contract/api/admin/inbox';
import { listAudit } from '@school/contract/api/admin/audit';
import { listReconciliationRuns } from '@school/contract/api/admin/finance';
import { listAdminLessons } from '@school/contract/api/admin/lessons';
import { sendSms } from '@school/contract/api/basic';
import { health } from '@school/contract/api/system';

/**
 * Walks the published OpenAPI document and sends, field by field, values a database cannot take
 * to every call: ids past PostgreSQL's integer (2^31, 2^53), negative ones, and text with a NUL
 * byte or a lone surrogate. The other fields get plausible values so the request reaches the
 * handler and the database. Bad input never yields 5xx: ids out of range and unstorable text
 * answer 1001 naming the field. A call added later is covered without touching this file.
 */
type Schema = {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  $ref?: string;
};
type Operation = {
  parameters?: { name: string; in: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** A value the schema accepts, as far as a walk of it can tell (the first branch, the minimum). */
function plausible(s: Schema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum.find((v) => v !== null);
  if (s.anyOf) return plausible(s.anyOf.find((b) => b.type !== 'object' || b.properties) ?? {});
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [plausible(s.items)] : [];
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {})]),
      );
    case 'string':
      if (s.format === 'date-time') return new Date().toISOString();
      if (isDate(s)) return '2026-11-23';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 1;
  }
}

const isInteger = (s: Schema): boolean =>
  s.type === 'integer' || (s.anyOf ?? []).some((b) => b.type === 'integer');
const isText = (s: Schema): boolean =>
  (s.type === 'string' && !s.enum && s.format !== 'binary') ||
  (s.anyOf ?? []).some((b) => b.type === 'string' && !b.enum);
const isId = (name: string) => /(^id|Id|Ids)$/.test(name);
/** A date field of the contract (`dateString`): its pattern is the date's. */
const isDate = (s: Schema): boolean =>
  s.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || (s.anyOf ?? []).some(isDate);

const HUGE_IDS = [2 ** 31, 2 ** 53, -1];
/** Days that do not exist, and years past what a day's arithmetic or the database can hold. */
const BAD_DATES = ['2026-02-30', '2025-02-29', '2026-13-01', '9999-12-31', '0000-01-01'];
const NUL = 'a\u0000b';
/** JSON can carry a lone surrogate (`"\ud800"`); a URL cannot (UTF-8 has no such character). */
const LONE_SURROGATE = 'a\ud800b';

describe('values a database cannot store, sent to every field of every call', () => {
  let t: TestApp;
  let doc: Doc;
  let student: number;
  let teacher: number;
  let staff: Record<'owner' | 'finance', string>;
  const auth = async (path: string) => {
    // Console calls: the owner holds every permission but audit.money (permissions.ts), which
    // finance holds; so every console call reaches its input checks.
    if (path.startsWith(`${ADMIN}/`))
      return {
        authorization: `Bearer ${staff[path.endsWith('/audit/moneyList') ? 'finance' : 'owner']}`,
      };
    const userId = path.startsWith('/api/lc_teacher_service/') ? teacher : student;
    return { authorization: `Bearer ${await createSession(t.database.db, userId, t.clock.now())}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    student = (await createStudent(t.database.db, t.clock.now())).id;
    teacher = (await createTeacherAccount(t.database.db, t.clock.now())).userId;
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    staff = {
      owner: (await staffToken(t, 'owner')).token,
      finance: (await staffToken(t, 'finance')).token,
    };
  });
  afterAll(() => t.close());

  /** Every (call, field, bad value): a field of the query, or of the JSON body (top level and
   * inside lists of objects, as `answers.0.choice`). */
  function cases() {
    const out: {
      method: 'GET' | 'POST';
      path: string;
      field: string;
      value: unknown;
      send: (value: unknown) => Record<string, unknown>;
      expectRefused: boolean;
    }[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        const method = m.toUpperCase() as 'GET' | 'POST';
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');
        const body = op.requestBody?.content['application/json']?.schema;
        const fields: [string, Schema, (v: unknown) => Record<string, unknown>][] = [];
        if (method === 'GET') {
          const base = Object.fromEntries(
            query.filter((p) => p.required).map((p) => [p.name, plausible(p.schema)]),
          );
          for (const p of query) fields.push([p.name, p.schema, (v) => ({ ...base, [p.name]: v })]);
        } else if (body?.properties) {
          const base = plausible(body) as Record<string, unknown>;
          for (const [name, s] of Object.entries(body.properties)) {
            fields.push([name, s, (v) => ({ ...base, [name]: v })]);
            const item = s.items;
            if (s.type === 'array' && item?.properties) {
              for (const [inner, is] of Object.entries(item.properties)) {
                fields.push([
                  `${name}.0.${inner}`,
                  is,
                  (v) => ({ ...base, [name]: [{ ...(plausible(item) as object), [inner]: v }] }),
                ]);
              }
            }
            if (s.type === 'array' && item && isInteger(item)) {
              fields.push([`${name}.0`, item, (v) => ({ ...base, [name]: [v] })]);
            }
          }
        }
        for (const [field, s, send] of fields) {
          if (isInteger(s)) {
            for (const value of HUGE_IDS) {
              const named = isId(field.split('.')[0]!) || isId(field.split('.').pop()!);
              out.push({ method, path, field, value, send, expectRefused: named && value > 0 });
            }
          }
          if (isDate(s)) {
            for (const value of BAD_DATES)
              out.push({ method, path, field, value, send, expectRefused: true });
          } else if (isText(s)) {
            for (const value of method === 'GET' ? [NUL] : [NUL, LONE_SURROGATE])
              out.push({ method, path, field, value, send, expectRefused: true });
          }
        }
      }
    }
    return out;
  }

  it('never answers 5xx; refuses out-of-range ids and unstorable text naming the field', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const c of all) {
      const input = c.send(c.value);
      const headers = await auth(c.path);
      const res =
        c.method === 'GET'
          ? await t.app.inject({
              method: 'GET',
              url: c.path,
              headers,
              query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
            })
          : await t.app.inject({ method: 'POST', url: c.path, headers, payload: input });
      const body = res.json() as {
        code?: number;
        message?: string;
        data?: { field?: string } | null;
      };
      const what = `${c.method} ${c.path} ${c.field}=${JSON.stringify(c.value)}`;
      if (res.statusCode >= 500 || typeof body.code !== 'number')
        problems.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (c.expectRefused && (body.code !== 1001 || body.data?.field !== c.field))
        problems.push(`${what} -> ${body.code} ${body.message}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('has impossible dates to send: the console’s lists, the families’ grant, booking', () => {
    const dated = new Set(
      cases()
        .filter((c) => BAD_DATES.includes(c.value as string))
        .map((c) => c.path),
    );
    for (const path of [
      listAdminOrders.path,
      listAdminFamilies.path,
      grantAdminFamilyCredits.path,
      listAdminInbox.path,
      listAudit.path,
      listReconciliationRuns.path,
      listAdminLessons.path,
    ])
      expect(dated, path).toContain(path);
  });

  it('a family named by an id past the integers is refused naming the field', async () => {
    for (const family of ['2147483648', '9999999999', '0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: listAdminLessons.path,
        query: { family },
        headers: await auth(listAdminLessons.path),
      });
      expect(res.statusCode, family).toBe(400);
      expect(res.json(), family).toMatchObject({ code: 1001, data: { field: 'family' } });
    }
    const phone = await t.app.inject({
      method: 'GET',
      url: listAdminLessons.path,
      query: { family: '13800000000' },
      headers: await auth(listAdminLessons.path),
    });
    expect(phone.json()).toMatchObject({ code: 0 });
  });

  it('refuses a body nested 8,000 deep with 1001 naming the body, on every POST, and answers on', async () => {
    const deep = `{"a":${'['.repeat(8_000)}${']'.repeat(8_000)}}`;
    const problems: string[] = [];
    const posts = Object.entries(doc.paths).filter(([, m]) => m.post);
    expect(posts.length).toBeGreaterThan(50);
    for (const [path] of posts) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...(await auth(path)) },
        payload: deep,
      });
      const body = res.json() as { code?: number; data?: { field?: string } | null };
      if (res.statusCode !== 400 || body.code !== 1001 || body.data?.field !== 'body')
        problems.push(`${path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    // Nesting up to the limit is read as usual.
    const ok = await t.app.inject({
      method: 'POST',
      url: sendSms.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"phone":"13800000000","type":"login","x":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect((ok.json() as { data?: { field?: string } | null }).data?.field).not.toBe('body');
    expect((await t.app.inject({ method: 'GET', url: health.path })).statusCode).toBe(200);
  }, 120_000);
});
