import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@school/contract/endpoint';
import { roleMay, STAFF_ROLES, type Permission } from '@school/contract/routes/permissions';
import { auditLog } from '../src/db/schema/audit.ts';
import { quickStaffToken } from '../src/modules/staff/testing.ts';
import { createStudent, createTeacherAccount } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every console call of the contract (`packages/contract/src/api/admin/*`, read here, so a call
 * added there is covered without touching this file) refuses, before its handler and without an
 * audit row: an anonymous caller (1002), a family and a teacher (3003), and each role without the
 * call's permission (3003). A role holding the permission is let through.
 */
const adminApi = path.resolve(import.meta.dirname, '../../../packages/contract/src/api/admin');
const modules: Record<string, unknown>[] = await Promise.all(
  (await readdir(adminApi))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => import(pathToFileURL(path.join(adminApi, f)).href)),
);
const isStaffEndpoint = (v: unknown): v is Endpoint & { permission: Permission } =>
  !!v &&
  typeof v === 'object' &&
  (v as Endpoint).auth === 'staff' &&
  typeof (v as Endpoint).path === 'string';
const endpoints = [
  ...new Map(
    modules
      .flatMap((m) => Object.values(m))
      .filter(isStaffEndpoint)
      .map((e) => [`${e.method} ${e.path}`, e]),
  ).values(),
];

describe('console permissions, every staff call', () => {
  let t: TestApp;
  let family: string;
  let teacher: string;
  const byRole = new Map<string, string>();
  const call = (e: Endpoint, token?: string) =>
    t.call(e.method, e.path, { token, ...(e.method === 'POST' ? { body: {} } : {}) });
  const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    family = (await createStudent(t.database.db, t.clock.now())).token;
    teacher = (await createTeacherAccount(t.database.db, t.clock.now())).token;
    for (const role of STAFF_ROLES) byRole.set(role, (await quickStaffToken(t, role)).token);
  });
  afterAll(() => t.close());

  it('finds the console calls of the contract', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(12);
    for (const e of endpoints) expect(e.permission, e.path).toBeTruthy();
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s refuses anonymous, family, teacher and roles without its permission',
    async (_, e) => {
      const before = await auditRows();
      expect((await call(e)).body.code).toBe(1002);
      expect((await call(e, family)).body.code).toBe(3003);
      expect((await call(e, teacher)).body.code).toBe(3003);
      expect((await call(e, 'not-a-token')).body.code).toBe(1003);
      for (const role of STAFF_ROLES) {
        if (roleMay(role, e.permission)) continue;
        expect((await call(e, byRole.get(role))).body.code, role).toBe(3003);
      }
      expect(await auditRows()).toBe(before);
    },
  );

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s lets a role with its permission through',
    async (_, e) => {
      const role = STAFF_ROLES.find((r) => roleMay(r, e.permission));
      expect(role, `no role holds ${e.permission}`).toBeDefined();
      // A session of its own: the call may change things (logout ends its session).
      const { token } = await quickStaffToken(t, role!);
      const res = await call(e, token);
      expect([1002, 1003, 3003]).not.toContain(res.body.code);
    },
  );
});
