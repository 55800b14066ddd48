import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createStudent, createTeacherAccount } from './factories.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { ADMIN } from '@school/contract/rules/prefixes';
import { createStaff } from '../src/modules/staff/testing.ts';
import { openStaffSession } from '../src/modules/staff/service.ts';
import { listTeachers } from '@school/contract/api/teachers';

/**
 * Walks the published OpenAPI document and sends bad input to every call, so every endpoint a
 * later change adds is covered automatically: bad input never yields 5xx, always the envelope.
 */
type Operation = {
  requestBody?: unknown;
  parameters?: { name: string; in: string; schema?: { pattern?: string } }[];
  security?: Record<string, string[]>[];
};
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('malformed input to every endpoint', () => {
  let t: TestApp;
  let ops: { method: 'GET' | 'POST'; path: string; op: Operation }[];
  let student: number;
  let teacher: number;
  let staff: Record<'owner' | 'finance', Awaited<ReturnType<typeof createStaff>>>;
  /**
   * A new session that gets past the session check of the call (teacher calls need a teacher,
   * console calls a member holding the call's permission: the owner, or finance for the money
   * rows of the audit log); new for each call, as some calls end the session they are sent with
   * (logout, password).
   */
  const tokenFor = async (path: string) => {
    if (path.startsWith(`${ADMIN}/`)) {
      const member = staff[path.endsWith('/audit/moneyList') ? 'finance' : 'owner'];
      const { token } = await openStaffSession(t.database.db, member, t.clock.now(), '127.0.0.1');
      return { authorization: `Bearer ${token}` };
    }
    const userId = path.startsWith('/api/lc_teacher_service/') ? teacher : student;
    return { authorization: `Bearer ${await createSession(t.database.db, userId, t.clock.now())}` };
  };
  const isPrivate = (op: Operation) => (op.security ?? []).length > 0;

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '4096' });
    const now = t.clock.now();
    student = (await createStudent(t.database.db, now)).id;
    teacher = (await createTeacherAccount(t.database.db, now)).userId;
    staff = { owner: await createStaff(t, 'owner'), finance: await createStaff(t, 'finance') };
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
      const json = { 'content-type': 'application/json', ...(await tokenFor(path)) };
      const broken = await t.app.inject({ method, url: path, headers: json, payload: '{"phone":' });
      expectEnvelope(broken, `${path} broken JSON`, [1001]);
      expect((broken.json() as { message: string }).message).toMatch(/JSON/);

      const text = await t.app.inject({
        method,
        url: path,
        headers: { 'content-type': 'text/plain', ...(await tokenFor(path)) },
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
        headers: { 'content-type': 'application/json', ...(await tokenFor(path)) },
        payload: JSON.stringify({ x: 'a'.repeat(10_000) }),
      });
      expect(res.statusCode, path).toBe(413);
      expectEnvelope(res, `${path} oversized`, [1001]);
    }
  });

  it('refuses a body nested past 32 levels with 1001 naming the body, console calls included', async () => {
    const posts = ops.filter((o) => o.method === 'POST');
    expect(posts.filter((o) => o.path.startsWith(`${ADMIN}/`)).length).toBeGreaterThan(40);
    for (const { method, path } of posts) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: { 'content-type': 'application/json', ...(await tokenFor(path)) },
        payload: `{"id":1,"x":${'['.repeat(1_500)}${']'.repeat(1_500)}}`,
      });
      expectEnvelope(res, `${path} deep`, [1001]);
      expect((res.json() as { data: { field: string } }).data.field, `${path} deep`).toBe('body');
    }
  });

  it('refuses dates that do not exist or years out of range with 1001 naming the field', async () => {
    const dated = ops.flatMap(({ method, path, op }) =>
      method === 'GET'
        ? (op.parameters ?? [])
            .filter((p) => p.in === 'query' && p.schema?.pattern === '^\\d{4}-\\d{2}-\\d{2}$')
            .map((p) => ({ path, name: p.name }))
        : [],
    );
    expect(dated.filter((d) => d.path.startsWith(`${ADMIN}/`)).length).toBeGreaterThan(10);
    for (const { path, name } of dated)
      for (const value of ['2026-02-30', '9999-12-31']) {
        const res = await t.app.inject({
          method: 'GET',
          url: path,
          query: { from: '2026-11-01', to: '2026-11-02', id: '1', [name]: value },
          headers: await tokenFor(path),
        });
        const what = `${path} ${name}=${value}`;
        expectEnvelope(res, what, [1001]);
        const errors = (res.json() as { data: { errors: { field: string }[] } }).data.errors;
        expect(
          errors.map((e) => e.field),
          what,
        ).toContain(name);
      }
  });

  it('answers wrong query types on GET calls without a server error', async () => {
    for (const { method, path, op } of ops.filter((o) => o.method === 'GET')) {
      const query = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, '%%{<x>}']),
      );
      const res = await t.app.inject({
        method,
        url: path,
        query: { ...query, page: 'abc' },
        headers: await tokenFor(path),
      });
      expectEnvelope(res, `${path} bad query`);
      // A call with parameters must refuse garbage in them (page=abc, or '%%{<x>}' for the rest).
      if (Object.keys(query).length > 0) expect(res.statusCode, `${path} bad query`).not.toBe(200);
    }
  });

  it('answers 1002 to a private call without a token before it looks at the input', async () => {
    const privateOps = ops.filter((o) => isPrivate(o.op));
    expect(privateOps.length).toBeGreaterThan(20);
    for (const { method, path } of privateOps) {
      const bad =
        method === 'GET'
          ? await t.app.inject({ method, url: path, query: { id: 'x', page: '-1', x: '%00' } })
          : await t.app.inject({
              method,
              url: path,
              headers: { 'content-type': 'application/json' },
              payload: '{"id":"x","page":-1,"phone":{}',
            });
      expect(bad.statusCode, `${path} without a token`).toBe(401);
      expectEnvelope(bad, `${path} without a token`, [1002]);
      const wrongType = await t.app.inject({
        method,
        url: path,
        headers: { 'content-type': 'text/plain' },
        payload: 'x'.repeat(10_000),
      });
      expectEnvelope(wrongType, `${path} text without a token`, [1002]);
    }
  });

  it('answers an oversized URL, headers or a broken request line with the envelope', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(address.port), '127.0.0.1', () => socket.write(request));
        socket.on('data', (c: Buffer) => (answer += c.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
      });
    const envelopeOf = (answer: string) => {
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as object;
      return { status: answer.slice(0, 12), body };
    };
    const longUrl = `${listTeachers.path}?keyword=${'a'.repeat(20_000)}`;
    expect(envelopeOf(await raw(`GET ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`))).toEqual({
      status: 'HTTP/1.1 431',
      body: { code: 1001, message: expect.stringMatching(/过长/), data: null },
    });
    const bigHeader = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Junk: ${'b'.repeat(20_000)}\r\n\r\n`;
    expect(envelopeOf(await raw(bigHeader)).body).toMatchObject({ code: 1001 });
    expect(envelopeOf(await raw('NOT HTTP AT ALL\r\n\r\n'))).toMatchObject({
      status: 'HTTP/1.1 400',
      body: { code: 1001, data: null },
    });
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
