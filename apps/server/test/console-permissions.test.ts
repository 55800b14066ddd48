import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@school/contract/endpoint';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '@school/contract/rules/permissions';
import { auditLog } from '../src/db/schema/audit.ts';
import { quickStaffToken } from '../src/modules/staff/testing.ts';
import { createStudent, createTeacherAccount } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * docs/design/console.md §7's table of roles, as written (`docs/design/permissions.md`), is what each role
 * may do: each cell is read word by word through the dictionary below (a word it does not know
 * fails the test, so a changed table cannot pass unread). Outside the table: every member's own
 * account (`account.self`) and the inbox of messages (`messages.*`, taken from the code).
 */
const tableFile = path.resolve(import.meta.dirname, '../../../docs/design/permissions.md');
const all = (prefix: string) => PERMISSIONS.filter((p) => p.startsWith(prefix));
const CELL_WORDS: Record<string, Record<string, readonly Permission[]>> = {
  dashboard: {
    'all figures': all('dashboard.'),
    lessons: ['dashboard.lessons'],
    teachers: ['dashboard.teachers'],
    families: ['dashboard.families'],
    money: ['dashboard.money'],
    content: ['dashboard.content'],
  },
  'staff and roles': { edit: ['staff.edit'] },
  teachers: { edit: ['teachers.read', 'teachers.edit'], read: ['teachers.read'] },
  // The area is "profile, credits, lessons, orders": reading it reads the family's orders.
  families: {
    edit: ['families.read', 'families.edit', 'families.grant', 'families.orders'],
    read: ['families.read', 'families.orders'],
    orders: ['families.orders'],
    'grant credits': ['families.grant'],
    'grant credits up to 2 per family per month': ['families.grant'],
  },
  lessons: { edit: ['lessons.read', 'lessons.edit'], read: ['lessons.read'] },
  'orders, refunds, reconciliation, exports': {
    edit: ['money.read', 'money.edit'],
    read: ['money.read'],
  },
  catalogue: { edit: ['catalogue.read', 'catalogue.edit'], read: ['catalogue.read'] },
  content: { edit: ['content.read', 'content.edit'], read: ['content.read'] },
  'legal texts and branding': { edit: ['brand.draft', 'brand.edit'], draft: ['brand.draft'] },
  'audit log': { read: ['audit.read', 'audit.money'], 'read (money)': ['audit.money'] },
};
const OUTSIDE_TABLE = (p: Permission) => p === 'account.self' || p.startsWith('messages.');

async function readTable(): Promise<Map<StaffRole, Set<Permission>>> {
  const rows = (await readFile(tableFile, 'utf8'))
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  const roles = rows[0]!.slice(1).map((h) => h.split(' ')[0] as StaffRole);
  expect([...roles].sort()).toEqual([...STAFF_ROLES].sort());
  const granted = new Map(roles.map((r) => [r, new Set<Permission>()]));
  for (const [areaCell, ...cells] of rows.slice(2)) {
    const area = areaCell!.split(' (')[0]!;
    const words = CELL_WORDS[area];
    expect(words, `an area of the table the test does not know: ${area}`).toBeDefined();
    cells.forEach((cell, i) => {
      if (cell === '-') return;
      for (const word of cell.split(', ')) {
        const perms = words![word];
        expect(perms, `"${word}" in ${area} / ${roles[i]}`).toBeDefined();
        for (const p of perms!) granted.get(roles[i]!)!.add(p);
      }
    });
  }
  for (const role of STAFF_ROLES) {
    for (const p of ROLE_PERMISSIONS[role]) if (OUTSIDE_TABLE(p)) granted.get(role)!.add(p);
  }
  return granted;
}
const byTable = await readTable();
const roleMay = (role: StaffRole, p: Permission) => byTable.get(role)!.has(p);

/**
 * Every console call of the contract (`packages/contract/src/api/admin/*`, read here, so a call
 * added there is covered without touching this file) refuses, before its handler and without an
 * audit row: an anonymous caller (1002), a family and a teacher (3003), and each role without the
 * call's permission by §7's table (3003). A role the table lets do it is let through.
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

  it("grants each role exactly what §7's table says", () => {
    for (const role of STAFF_ROLES) {
      expect([...ROLE_PERMISSIONS[role]].sort(), role).toEqual([...byTable.get(role)!].sort());
      expect(roleMay(role, 'account.self'), role).toBe(true);
    }
  });

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
