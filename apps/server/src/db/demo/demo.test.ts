import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { creditState } from '../../../test/factories.ts';
import { createSession } from '../../modules/auth/sessions.ts';
import { users } from '../schema/users.ts';
import { DEMO_PHONE } from './accounts.ts';
import { loadDemoData } from './index.ts';
import { listTeachers } from '@school/contract/api/teachers';
import { listLessons } from '@school/contract/api/booking';
import { listOutline } from '@school/contract/api/outline';

describe('demo data', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true' });
    const [u] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
    userId = u!.id;
    token = await createSession(t.database.db, userId, t.clock.now());
  });
  afterAll(() => t.close());

  const count = async (table: string) => {
    const res = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('gives at least 8 bookable teachers with avatars, tags, ratings and open slots', async () => {
    const res = await t.api(listTeachers, { pageSize: '20' });
    expect(res.body.data.total).toBeGreaterThanOrEqual(8);
    for (const teacher of res.body.data.list) {
      expect(teacher.avatar).toMatch(/^\/static\/demo\/teachers\/\d+\.svg$/);
      expect(teacher.tags.length).toBeGreaterThan(0);
      expect(teacher.nextFreeAt).not.toBeNull();
      expect(teacher.rating).toBeGreaterThan(0);
    }
    const avatar = await t.app.inject({ method: 'GET', url: res.body.data.list[0]!.avatar! });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/svg/);
  });

  it('the demo account can book: 13 credits left, past lessons with reports, four ahead', async () => {
    expect(await creditState(t.database.db, userId, t.clock.now())).toMatchObject({
      ledger: 13,
      remaining: 13,
    });
    const lessons = await t.api(listLessons, undefined, { token });
    // Two days ahead; today +2 h, +1 h and the one open now (the test clock is on a half hour,
    // so it has just started); three finished.
    expect(lessons.body.data.list.map((l) => l.status)).toEqual([
      'booked',
      'booked',
      'booked',
      'in_class',
      'finished',
      'finished',
      'finished',
    ]);
    expect(lessons.body.data.list.filter((l) => l.hasReport)).toHaveLength(2);
    expect(lessons.body.data.list.filter((l) => l.canReview)).toHaveLength(2);
  });

  it('a three-level outline with hidden nodes removed', async () => {
    const res = await t.api(listOutline);
    expect(res.body.data.list.map((n) => n.name)).toEqual([
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
    ]);
    expect(res.body.data.list[1]!.children).toHaveLength(5);
    expect(res.body.data.list[0]!.children[2]!.children).toHaveLength(3);
    expect(res.body.data.list[0]!.children[0]!.children[0]!.level).toBe(3);
  });

  it('is idempotent: loading again adds nothing', async () => {
    const tables = [
      'teachers',
      'teacher_slots',
      'lessons',
      'credit_grants',
      'credit_ledger',
      'outline_nodes',
      'users',
      'orders',
      'refunds',
      'teacher_reviews',
      'surveys',
      'audit_log',
      'notifications',
    ];
    const before = await Promise.all(tables.map(count));
    await loadDemoData(t.app.ctx);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
