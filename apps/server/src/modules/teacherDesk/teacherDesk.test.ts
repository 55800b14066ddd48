import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createLesson,
  createStudent,
  createTeacherAccount,
  creditState,
} from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { classroomAttendance, classroomRooms } from '../../db/schema/classroom.ts';
import { viewLessonReport } from '@school/contract/api/teachers';
import { viewLesson } from '@school/contract/api/booking';
import { enterClassroom } from '@school/contract/api/classroom';
import {
  listDeskLessons,
  listDeskPlan,
  markAbsent,
  savePlan,
  viewDeskLesson,
  viewTeacherMe,
  writeReport,
} from '@school/contract/api/teacherDesk';

const MIN = 60_000;
const D = 24 * 60 * MIN;
/** Monday 2026-11-23, 09:55 in Shanghai. */
const NOW = new Date('2026-11-23T01:55:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const REPORT = {
  pronunciation: 4,
  vocabulary: 5,
  grammar: 3,
  fluency: 4,
  confidence: 5,
  comment: 'Lovely lesson',
  homework: 'Sing the song',
  words: ['red', 'blue'],
  sentences: ['It is red.'],
};

describe('teacher desk: lessons, report, absence', () => {
  let t: TestApp;
  let emily: Awaited<ReturnType<typeof createTeacherAccount>>;
  let james: Awaited<ReturnType<typeof createTeacherAccount>>;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  /** Emily's: today (starts 10:00 local), tomorrow, absent (starts 11:00); James's: jamesToday. */
  const ids = { today: 0, tomorrow: 0, absent: 0, jamesToday: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const db = t.database.db;
    emily = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    james = await createTeacherAccount(db, NOW, { name: 'James Wilson' });
    alice = await createStudent(db, NOW, { name: 'Alice' });
    bob = await createStudent(db, NOW, { name: 'Bob' });
    await db
      .update(users)
      .set({ phone: '13812345678', birth: '2018-06-01', sex: 2 })
      .where(eq(users.id, alice.id));
    const lesson = (teacherId: number, studentId: number, startAt: Date) =>
      createLesson(db, { teacherId, studentId, startAt, now: NOW });
    ids.today = await lesson(emily.teacherId, alice.id, at(5 * MIN));
    ids.tomorrow = await lesson(emily.teacherId, alice.id, at(D + 5 * MIN));
    ids.absent = await lesson(emily.teacherId, alice.id, at(65 * MIN));
    ids.jamesToday = await lesson(james.teacherId, bob.id, at(5 * MIN));
  });
  afterAll(() => t.close());

  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });
  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });

  it('is for teacher accounts only: 1002 without a token, 3003 for a family', async () => {
    const calls: [Endpoint, unknown][] = [
      [viewTeacherMe, undefined],
      [listDeskLessons, undefined],
      [viewDeskLesson, { id: String(ids.today) }],
      [listDeskPlan, undefined],
      [writeReport, { lessonId: ids.today, ...REPORT }],
      [markAbsent, { lessonId: ids.today }],
      [savePlan, { entries: [] }],
    ];
    for (const [endpoint, input] of calls) {
      const path = endpoint.path;
      const anon = await t.api(endpoint, input as never);
      expect([path, anon.status, anon.body.code]).toEqual([path, 401, 1002]);
      const family = await t.api(endpoint, input as never, { token: alice.token });
      expect([path, family.status, family.body.code]).toEqual([path, 403, 3003]);
    }
    const me = await get(viewTeacherMe, emily.token);
    expect(me.body.data).toMatchObject({ teacherId: emily.teacherId, name: 'Emily Carter' });
  });

  it('lists today, upcoming and history with only the child’s name, age and sex', async () => {
    t.clock.set(NOW);
    const today = await get(listDeskLessons, emily.token, { scope: 'today' });
    expect(today.body.data.list.map((l) => l.id)).toEqual([ids.today, ids.absent]);
    expect(today.body.data.list[0]).toMatchObject({
      status: 'booked',
      student: { name: 'Alice', age: 8, sex: 2 },
      canEnter: true,
      canMarkAbsent: false,
      canReport: false,
      report: null,
      stars: 0,
    });
    expect(Object.keys(today.body.data.list[0]!.student).sort()).toEqual(['age', 'name', 'sex']);
    expect(JSON.stringify(today.body.data)).not.toContain('13812345678');
    const upcoming = await get(listDeskLessons, emily.token);
    expect(upcoming.body.data.list.map((l) => l.id)).toEqual([ids.today, ids.absent, ids.tomorrow]);
    const history = await get(listDeskLessons, emily.token, {
      scope: 'history',
    });
    expect(history.body.data.total).toBe(0);
    const jamesList = await get(listDeskLessons, james.token, { scope: 'today' });
    expect(jamesList.body.data.list.map((l) => l.id)).toEqual([ids.jamesToday]);
  });

  it('a teacher cannot read, report on or mark another teacher’s lesson (2001)', async () => {
    t.clock.set(at(20 * MIN));
    const view = await get(viewDeskLesson, emily.token, { id: String(ids.jamesToday) });
    expect([view.status, view.body.code]).toEqual([404, 2001]);
    const report = await post(writeReport, emily.token, {
      lessonId: ids.jamesToday,
      ...REPORT,
    });
    expect([report.status, report.body.code]).toEqual([404, 2001]);
    const absent = await post(markAbsent, emily.token, { lessonId: ids.jamesToday });
    expect([absent.status, absent.body.code]).toEqual([404, 2001]);
    expect((await get(viewDeskLesson, james.token, { id: String(ids.jamesToday) })).body.code).toBe(
      0,
    );
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, ids.jamesToday));
    expect(row!.status).toBe('booked');
  });

  it('writes the report from the start; the family reads it on 课程报告 with the class stars', async () => {
    t.clock.set(NOW);
    const early = await post(writeReport, emily.token, { lessonId: ids.today, ...REPORT });
    expect([early.body.code, early.body.message]).toEqual([2004, '课程开始后才能填写报告']);
    const bad = await post(writeReport, emily.token, {
      lessonId: ids.today,
      ...REPORT,
      grammar: 6,
    });
    expect([bad.body.code, bad.body.data]).toEqual([
      1001,
      expect.objectContaining({ field: expect.stringMatching(/grammar/) }),
    ]);

    t.clock.set(at(25 * MIN));
    await t.database.db
      .insert(classroomRooms)
      .values({ lessonId: ids.today, stars: 3, updatedAt: t.clock.now() });
    const written = await post(writeReport, emily.token, {
      lessonId: ids.today,
      ...REPORT,
    });
    expect(written.body.code, written.body.message).toBe(0);
    expect(written.body.data).toMatchObject({ stars: 3, report: { comment: 'Lovely lesson' } });
    const family = await t.api(
      viewLessonReport,
      { lessonId: String(ids.today) },
      { token: alice.token },
    );
    expect(family.body.data).toMatchObject({
      stars: 3,
      comment: 'Lovely lesson',
      skills: { grammar: 3 },
    });
    const lesson = await t.api(viewLesson, { id: String(ids.today) }, { token: alice.token });
    expect(lesson.body.data.hasReport).toBe(true);

    // Corrected within 7 days of the end; its first writing time stays.
    t.clock.set(at(35 * MIN + 7 * D - MIN));
    const fixed = await post(writeReport, emily.token, {
      lessonId: ids.today,
      ...REPORT,
      comment: 'Lovely lesson, great colours',
    });
    expect(fixed.body.data.report).toMatchObject({
      comment: 'Lovely lesson, great colours',
      createdAt: at(25 * MIN).toISOString(),
    });
    t.clock.set(at(35 * MIN + 7 * D + MIN));
    const late = await post(writeReport, emily.token, { lessonId: ids.today, ...REPORT });
    expect([late.body.code, late.body.message]).toEqual([
      2004,
      '已超过报告填写期限（课程结束后 7 天内）',
    ]);
  });

  it('opens the report before the start once teacher and child have met in the classroom', async () => {
    // Tomorrow's lesson, entered 10 minutes early by the child alone: still not open.
    const start = at(D + 5 * MIN);
    t.clock.set(at(D - 3 * MIN));
    const db = t.database.db;
    const joined = (role: 'student' | 'teacher') =>
      db.insert(classroomAttendance).values({
        lessonId: ids.tomorrow,
        role,
        firstJoinedAt: at(D - 4 * MIN),
        lastJoinedAt: at(D - 4 * MIN),
        lastSeenAt: at(D - 4 * MIN),
      });
    await joined('student');
    const alone = await post(writeReport, emily.token, { lessonId: ids.tomorrow, ...REPORT });
    expect([alone.body.code, alone.body.message]).toEqual([2004, '课程开始后才能填写报告']);
    await joined('teacher');
    const view = await get(viewDeskLesson, emily.token, { id: String(ids.tomorrow) });
    expect([view.body.data.status, view.body.data.canReport]).toEqual(['booked', true]);
    const written = await post(writeReport, emily.token, {
      lessonId: ids.tomorrow,
      ...REPORT,
    });
    expect(written.body.code, written.body.message).toBe(0);
    expect(t.clock.now().getTime()).toBeLessThan(start.getTime());
  });

  it('marks a student absent from 10 min after the start if they never came; the credit is spent', async () => {
    const absentStart = at(65 * MIN);
    t.clock.set(new Date(absentStart.getTime() + 9 * MIN));
    const early = await post(markAbsent, emily.token, { lessonId: ids.absent });
    expect([early.body.code, early.body.message]).toEqual([
      2004,
      '上课 10 分钟后（11:10 起）才能标记缺席',
    ]);
    // A student who came cannot be marked absent.
    t.clock.set(new Date(absentStart.getTime() + 12 * MIN));
    await t.database.db.insert(classroomAttendance).values({
      lessonId: ids.absent,
      role: 'student',
      firstJoinedAt: absentStart,
      lastJoinedAt: absentStart,
      lastSeenAt: absentStart,
    });
    const came = await post(markAbsent, emily.token, { lessonId: ids.absent });
    expect([came.body.code, came.body.message]).toEqual([2004, '学生已进入过教室，不能标记缺席']);
    await t.database.db
      .delete(classroomAttendance)
      .where(
        and(eq(classroomAttendance.lessonId, ids.absent), eq(classroomAttendance.role, 'student')),
      );
    const before = await creditState(t.database.db, alice.id, t.clock.now());
    const view = await get(viewDeskLesson, emily.token, { id: String(ids.absent) });
    expect(view.body.data.canMarkAbsent).toBe(true);
    const marked = await post(markAbsent, emily.token, { lessonId: ids.absent });
    expect(marked.body.code, marked.body.message).toBe(0);
    expect(marked.body.data).toMatchObject({
      status: 'student_absent',
      canMarkAbsent: false,
      canReport: false,
      canEnter: false,
    });
    expect(await creditState(t.database.db, alice.id, t.clock.now())).toEqual(before);
    const family = await t.api(viewLesson, { id: String(ids.absent) }, { token: alice.token });
    expect(family.body.data.status).toBe('student_absent');
    const enter = await t.api(enterClassroom, { lessonId: ids.absent }, { token: alice.token });
    expect([enter.body.code, enter.body.message]).toEqual([2004, '本节课已记为缺席']);
    const again = await post(markAbsent, emily.token, { lessonId: ids.absent });
    expect(again.body.code).toBe(2004);
  });
});
