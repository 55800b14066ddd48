import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createStudent, createTeacherAccount } from '../../test/factories.ts';
import { quickStaffToken } from '../modules/staff/testing.ts';
import { callers, type CallerRule } from './callers.ts';
import { registerErrorHandling } from './errorHandler.ts';

/**
 * The caller hooks alone: a bare Fastify app with only the `callers` plugin and the error
 * envelope, on the test app's context (database, sessions, clock). Each route answers who called.
 */
describe('callers plugin: authentication per kind of caller', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let family: string;
  let teacher: { token: string; teacherId: number };
  let academic: string;
  let support: string;
  let bodiesRead = 0;

  const rules: Record<string, CallerRule> = {
    public: { auth: 'public' },
    user: { auth: 'user' },
    teacher: { auth: 'teacher' },
    lessons: { auth: 'staff', permission: 'lessons.edit' },
  };

  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify();
    registerErrorHandling(app);
    // Counts bodies read: a refused caller must not make the server read one.
    app.addContentTypeParser('application/json', (_req, body, done) => {
      bodiesRead++;
      let text = '';
      body.on('data', (c: Buffer) => (text += c.toString()));
      body.on('end', () => done(null, text ? JSON.parse(text) : {}));
    });
    await app.register(callers, { ctx: t.app.ctx });
    for (const [name, caller] of Object.entries(rules)) {
      app.post(`/${name}`, { config: { caller } }, async (req) => ({
        code: 0,
        data: {
          user: req.caller?.user?.id ?? null,
          teacherId: req.caller?.teacherId ?? null,
          staff: req.caller?.actor?.role ?? null,
        },
      }));
    }
    app.post('/none', async (req) => ({ code: 0, data: { caller: req.caller } }));
    await app.ready();
    const now = t.clock.now();
    family = (await createStudent(t.database.db, now)).token;
    teacher = await createTeacherAccount(t.database.db, now);
    academic = (await quickStaffToken(t, 'academic')).token;
    support = (await quickStaffToken(t, 'support')).token;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const call = async (path: string, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: { some: 'body' },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.json() as { code: number; data: Record<string, unknown> };
  };

  it('lets anyone call a public route, and names a signed-in caller', async () => {
    expect((await call('/public')).data.user).toBeNull();
    expect((await call('/public', 'not-a-token')).data.user).toBeNull();
    expect((await call('/public', family)).data.user).toEqual(expect.any(Number));
  });

  it('refuses a private call before its body is read', async () => {
    const before = bodiesRead;
    expect((await call('/user')).code).toBe(1002);
    expect((await call('/user', 'not-a-token')).code).toBe(1003);
    expect((await call('/teacher', family)).code).toBe(3003);
    expect((await call('/lessons')).code).toBe(1002);
    expect((await call('/lessons', family)).code).toBe(3003);
    expect((await call('/lessons', support)).code).toBe(3003);
    expect(bodiesRead).toBe(before);
  });

  it('gives the handler the family, the teacher and the staff member', async () => {
    expect((await call('/user', family)).data.user).toEqual(expect.any(Number));
    expect((await call('/teacher', teacher.token)).data.teacherId).toBe(teacher.teacherId);
    expect((await call('/lessons', academic)).data.staff).toBe('academic');
  });

  it('leaves routes without a rule alone', async () => {
    expect((await call('/none', family)).data.caller).toBeNull();
  });
});
