import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '@school/contract/api/booking';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, createTeacherAccount } from '../../../test/factories.ts';
import { signIn } from '../auth/testing.ts';
import { viewLesson } from '@school/contract/api/booking';

const MIN = 60_000;
const NOW = new Date('2026-11-23T01:55:00Z');
const move = (id: number | string) => `/api/test-hooks/lessons/${id}/move`;

/**
 * The browser tests' "move this lesson" hook (issue #24: the axe test shows every state of a
 * lesson in this week's timetable, one of them in class now).
 */
describe('the browser tests’ hook that moves a lesson', () => {
  let on: TestApp;
  let off: TestApp;
  let family: { token: string; id: number };
  let lessonId = 0;
  const view = async (t: TestApp) =>
    (await t.api(viewLesson, { id: String(lessonId) }, { token: family.token })).body as {
      code: number;
      data: Lesson;
    };

  beforeAll(async () => {
    on = await createTestApp({ E2E_TEST_HOOKS: 'true' });
    off = await createTestApp();
    on.clock.set(NOW);
    const db = on.database.db;
    const teacher = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    const login = await signIn(on, '13677770301');
    family = { token: login.token, id: login.userInfo.id };
    lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: family.id,
      startAt: new Date(NOW.getTime() + 3 * 24 * 60 * MIN + 5 * MIN),
      now: NOW,
    });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('puts a booked lesson in class now, its status and 30 minutes kept', async () => {
    expect((await view(on)).data.status).toBe('booked');
    const now = on.clock.now().getTime();
    const res = await on.call('POST', move(lessonId), { body: { minutesFromNow: -5 } });
    expect(res.body.code).toBe(0);
    const lesson = (await view(on)).data;
    expect(lesson.status).toBe('in_class');
    expect(lesson.startAt).toBe(new Date(now - 5 * MIN).toISOString());
    expect(lesson.endAt).toBe(new Date(now + 25 * MIN).toISOString());
  });

  it('refuses what is not a whole number of minutes, or too far, naming the field', async () => {
    for (const minutesFromNow of ['5', 1.5, null, 15 * 24 * 60]) {
      const res = await on.call<{ field: string }>('POST', move(lessonId), {
        body: { minutesFromNow },
      });
      expect(res.body.code).toBe(1001);
      expect(res.body.data.field).toBe('minutesFromNow');
    }
    const none = await on.call('POST', move('abc'), { body: { minutesFromNow: 5 } });
    expect(none.body.code).toBe(1001);
    expect((await on.call('POST', move(999_999), { body: { minutesFromNow: 5 } })).body.code).toBe(
      2001,
    );
    // Nothing moved.
    expect((await view(on)).data.status).toBe('in_class');
  });

  it('does not exist without E2E_TEST_HOOKS', async () => {
    const res = await off.call('POST', move(lessonId), { body: { minutesFromNow: 5 } });
    expect(res.status).toBe(404);
  });
});
