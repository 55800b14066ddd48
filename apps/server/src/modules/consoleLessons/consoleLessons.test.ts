import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createLesson,
  createSlot,
  createStudent,
  createTeacherAccount,
  creditState,
} from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { settleEndedLessons } from '../classroom/service.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { bookSlots, viewLesson } from '@school/contract/api/booking';
import { listLedger } from '@school/contract/api/credits';
import {
  listAdminLessons,
  listLateReports,
  listReassignOptions,
  searchLessonTeachers,
  viewAdminLesson,
  watchAdminReplay,
  reassignLesson,
  cancelLessonBySchool,
  correctAttendance,
} from '@school/contract/api/admin/lessons';
import {
  dashboardFamilies,
  dashboardLessons,
  dashboardTeachers,
} from '@school/contract/api/admin/dashboard';

const NOW = new Date('2026-11-23T02:00:00Z'); // 10:00 in Shanghai
const at = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);

/**
 * The console's lessons over HTTP: the list's filters, reassigning (only into a free teacher,
 * told to all three, seen by the family), cancelling by the school (credit back), correcting
 * attendance with the settle rules' credit effects, each audited, and refused calls unaudited.
 */
describe('console lessons', () => {
  let t: TestApp;
  let academic: string;
  let support: string;
  const audits = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });
  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });

  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    t.clock.set(NOW);
    academic = (await quickStaffToken(t, 'academic')).token;
    support = (await quickStaffToken(t, 'support')).token;
  });
  afterAll(() => t.close());

  it('lists lessons by day, teacher, family and state, paged on the server', async () => {
    const db = t.database.db;
    const a = await createTeacherAccount(db, NOW, { name: 'Amy List' });
    const b = await createTeacherAccount(db, NOW, { name: 'Ben List' });
    const kid = await createStudent(db, NOW, { name: 'Lily' });
    const other = await createStudent(db, NOW, { name: 'Tom' });
    await createLesson(db, { teacherId: a.teacherId, studentId: kid.id, startAt: at(4), now: NOW });
    await createLesson(db, {
      teacherId: b.teacherId,
      studentId: other.id,
      startAt: at(5),
      now: NOW,
    });
    await createLesson(db, {
      teacherId: a.teacherId,
      studentId: kid.id,
      startAt: at(48),
      now: NOW,
    });
    const today = await get(listAdminLessons, support, {
      teacherId: String(a.teacherId),
    });
    expect(today.body.data.total).toBe(1);
    expect(today.body.data.list[0]).toMatchObject({
      status: 'booked',
      teacher: { name: 'Amy List' },
      family: { id: kid.id, name: 'Lily' },
    });
    const range = await get(listAdminLessons, support, {
      from: '2026-11-23',
      to: '2026-11-25',
      family: String(kid.id),
      pageSize: '1',
      page: '2',
    });
    expect(range.body.data.total).toBe(2);
    expect(range.body.data.list.map((r) => r.family.name)).toEqual(['Lily']);
    const cancelled = await get(listAdminLessons, support, {
      status: 'cancelled_by_student',
    });
    expect(cancelled.body.data.total).toBe(0);
    const picked = await get(searchLessonTeachers, support, {
      q: 'amy',
    });
    expect(picked.body.data.list.map((p) => p.name)).toEqual(['Amy List']);
    expect((await get(searchLessonTeachers, support, { q: '%_' })).body.code).toBe(1001);
    const tooLong = await get(listAdminLessons, support, { from: '2026-01-01', to: '2026-11-25' });
    expect(tooLong.body.code).toBe(1001);
    expect((tooLong.body.data as unknown as { field: string }).field).toBe('to');
  });

  /** A new family's lesson at `start` with a new teacher of that name. */
  const lessonWith = async (name: string, start: Date) => {
    const db = t.database.db;
    const teacher = await createTeacherAccount(db, NOW, { name });
    const kid = await createStudent(db, NOW);
    const lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: kid.id,
      startAt: start,
      now: NOW,
    });
    return { teacher, kid, lessonId };
  };

  it('reassigns only into a teacher free then; family and both teachers are told, family sees the new teacher', async () => {
    const db = t.database.db;
    const start = at(48);
    const { teacher: from, kid, lessonId } = await lessonWith('Ill Teacher', start);
    const free = await createTeacherAccount(db, NOW, { name: 'Free Teacher' });
    const busy = await createTeacherAccount(db, NOW, { name: 'Busy Teacher' });
    const closed = await createTeacherAccount(db, NOW, { name: 'Closed Teacher' });
    await createSlot(db, free.teacherId, start);
    await createSlot(db, closed.teacherId, start, 'closed');
    await createLesson(db, {
      teacherId: busy.teacherId,
      studentId: (await createStudent(db, NOW)).id,
      startAt: start,
      now: NOW,
    });
    const options = await get(listReassignOptions, academic, { lessonId: String(lessonId) });
    expect(options.body.data.list.map((o) => o.name)).toEqual(['Free Teacher']);

    // Refused: busy teacher (2002), the same teacher (1001), support lacks lessons.edit (3003).
    const before = await audits('lesson.reassign');
    expect(
      (await post(reassignLesson, academic, { lessonId, teacherId: busy.teacherId })).body.code,
    ).toBe(2002);
    expect(
      (await post(reassignLesson, academic, { lessonId, teacherId: closed.teacherId })).body.code,
    ).toBe(2002);
    const same = await post(reassignLesson, academic, { lessonId, teacherId: from.teacherId });
    expect([same.body.code, (same.body.data as unknown as { field: string }).field]).toEqual([
      1001,
      'teacherId',
    ]);
    expect(
      (await post(reassignLesson, support, { lessonId, teacherId: free.teacherId })).body.code,
    ).toBe(3003);
    expect(await audits('lesson.reassign')).toBe(before);

    const done = await post(reassignLesson, academic, {
      lessonId,
      teacherId: free.teacherId,
    });
    expect(done.body.code).toBe(0);
    expect(done.body.data.teacher.name).toBe('Free Teacher');
    expect(await audits('lesson.reassign')).toBe(before + 1);

    const family = await t.api(viewLesson, { id: String(lessonId) }, { token: kid.token });
    expect(family.body.data.teacher.name).toBe('Free Teacher');
    const told = await db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.lessonId, lessonId),
          eq(notifications.event, 'lesson_reassigned'),
          eq(notifications.channel, 'inapp'),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([kid.id, free.userId, from.userId].sort());
    expect(told.find((n) => n.userId === from.userId)?.params.away).toBe(1);
    // The new teacher's slot is taken; the first teacher's is closed (she cannot teach then), so
    // no family books her at that time and the lesson cannot go back to her.
    const again = await post(reassignLesson, academic, {
      lessonId,
      teacherId: free.teacherId,
    });
    expect(again.body.code).toBe(1001);
    const back = await post(reassignLesson, academic, { lessonId, teacherId: from.teacherId });
    expect(back.body.code).toBe(2002);
  });

  it('reopens the first teacher’s slot when asked: the lesson can go back to her', async () => {
    const db = t.database.db;
    const start = at(50);
    const { teacher: first, lessonId } = await lessonWith('First Teacher', start);
    const second = await createTeacherAccount(db, NOW, { name: 'Second Teacher' });
    await createSlot(db, second.teacherId, start);
    const bad = await post(reassignLesson, academic, {
      lessonId,
      teacherId: second.teacherId,
      reopenSlot: 'yes',
    } as never);
    expect([bad.body.code, (bad.body.data as unknown as { field: string }).field]).toEqual([
      1001,
      'reopenSlot',
    ]);
    const moved = await post(reassignLesson, academic, {
      lessonId,
      teacherId: second.teacherId,
      reopenSlot: true,
    });
    expect(moved.body.code).toBe(0);
    const options = await get(listReassignOptions, academic, {
      lessonId: String(lessonId),
    });
    expect(options.body.data.list.map((o) => o.name)).toContain('First Teacher');
    const back = await post(reassignLesson, academic, {
      lessonId,
      teacherId: first.teacherId,
    });
    expect(back.body.data.teacher.name).toBe('First Teacher');
  });

  it('20 parallel reassigns of different lessons into one slot: exactly one wins', async () => {
    const db = t.database.db;
    const start = at(72);
    const target = await createTeacherAccount(db, NOW, { name: 'Wanted' });
    await createSlot(db, target.teacherId, start);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await lessonWith(`Teacher ${i}`, start)).lessonId);
    const before = await audits('lesson.reassign');
    const results = await Promise.all(
      ids.map((lessonId) =>
        post(reassignLesson, academic, { lessonId, teacherId: target.teacherId }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2002)).toHaveLength(19);
    expect(await audits('lesson.reassign')).toBe(before + 1);
    const held = await get(listAdminLessons, academic, {
      from: '2026-11-26',
      to: '2026-11-26',
      teacherId: String(target.teacherId),
    });
    expect(held.body.data.total).toBe(1);
  });

  it('cancels by the school: the credit comes back even under 24 h, both are told, audited', async () => {
    const db = t.database.db;
    const teacher = await createTeacherAccount(db, NOW);
    const kid = await createStudent(db, NOW);
    const lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: kid.id,
      startAt: at(3),
      now: NOW,
    });
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 0 });
    const empty = await post(cancelLessonBySchool, academic, { lessonId, reason: ' ' });
    expect((empty.body.data as unknown as { field: string }).field).toBe('reason');
    const res = await post(cancelLessonBySchool, academic, {
      lessonId,
      reason: '老师生病',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      creditReturned: true,
      lesson: { status: 'cancelled_by_teacher' },
    });
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 1, remaining: 1 });
    const ledger = await t.api(listLedger, undefined, { token: kid.token });
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'school_cancel_refund', change: 1 });
    const told = await db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.lessonId, lessonId),
          eq(notifications.event, 'lesson_cancelled'),
          eq(notifications.channel, 'inapp'),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([kid.id, teacher.userId].sort());
    expect(told.every((n) => n.params.bySchool === 1)).toBe(true);
    const audited = await audits('lesson.cancel');
    expect((await post(cancelLessonBySchool, academic, { lessonId, reason: 'x' })).body.code).toBe(
      2002,
    );
    expect(await audits('lesson.cancel')).toBe(audited);
  });

  it('corrects attendance with the settle rules’ credit effects, as the difference from what was settled', async () => {
    const db = t.database.db;
    const teacher = await createTeacherAccount(db, NOW);
    const kid = await createStudent(db, NOW);
    const lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: kid.id,
      startAt: at(-26),
      now: at(-100),
    });
    // Nobody joined the built-in classroom: settled as teacher absent (credit back + 1).
    await settleEndedLessons(t.app.ctx, NOW);
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 2, remaining: 2 });
    const finished = async () =>
      (
        await db
          .select({ n: teachers.finishedLessons })
          .from(teachers)
          .where(eq(teachers.id, teacher.teacherId))
      )[0]!.n;

    const correct = (outcome: 'finished' | 'student_absent' | 'teacher_absent') =>
      post(correctAttendance, academic, {
        lessonId,
        outcome,
      });
    let r = await correct('finished');
    expect([r.body.code, r.body.data.creditChange, r.body.data.lesson.status]).toEqual([
      0,
      -2,
      'finished',
    ]);
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 0, remaining: 0 });
    expect(await finished()).toBe(1);
    // The late report shows once the lesson is finished without one.
    const late = await get(listLateReports, support);
    expect(late.body.data.list.find((l) => l.id === lessonId)?.hoursLate).toBe(25);

    r = await correct('student_absent');
    expect([r.body.data.creditChange, await finished()]).toEqual([0, 0]);
    r = await correct('teacher_absent');
    expect(r.body.data.creditChange).toBe(2);
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 2, remaining: 2 });

    const audited = await audits('lesson.attendance');
    expect(audited).toBe(3);
    expect((await correct('teacher_absent')).body.code).toBe(1001);
    // Spend the credits elsewhere: the school cannot take back what the family no longer holds.
    const other = await createTeacherAccount(db, NOW);
    await t.api(
      bookSlots,
      {
        slotIds: [
          await createSlot(db, other.teacherId, at(30)),
          await createSlot(db, other.teacherId, at(31)),
        ],
      },
      { token: kid.token },
    );
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 0 });
    expect((await correct('finished')).body.code).toBe(2003);
    expect(await audits('lesson.attendance')).toBe(audited);

    const detail = await get(viewAdminLesson, support, { id: String(lessonId) });
    expect(detail.body.data.canCorrect).toBe(true);
    expect(detail.body.data.credits.map((c) => c.reason)).toContain('attendance_correction');
  });

  it('gives staff a signed replay link of a ready recording; 2001 without one', async () => {
    const db = t.database.db;
    const teacher = await createTeacherAccount(db, NOW);
    const kid = await createStudent(db, NOW);
    const lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: kid.id,
      startAt: at(-3),
      now: at(-100),
    });
    expect((await get(watchAdminReplay, support, { lessonId: String(lessonId) })).body.code).toBe(
      2001,
    );
    const { lessonRecordings } = await import('../../db/schema/recordings.ts');
    await db.insert(lessonRecordings).values({
      lessonId,
      status: 'ready',
      providerUrl: 'https://provider.example/rec.mp4',
      startedAt: at(-3),
      readyAt: at(-2),
    });
    const link = await get(watchAdminReplay, support, {
      lessonId: String(lessonId),
    });
    expect(link.body.code).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect([served.statusCode, served.headers.location]).toEqual([
      302,
      'https://provider.example/rec.mp4',
    ]);
  });

  it('dashboard figures: each role its own', async () => {
    const owner = (await quickStaffToken(t, 'owner')).token;
    const finance = (await quickStaffToken(t, 'finance')).token;
    const lessonsFig = await get(dashboardLessons, academic);
    expect(lessonsFig.body.message).toBe('success');
    expect(lessonsFig.body.data.date).toBe('2026-11-23');
    expect(lessonsFig.body.data.today.booked).toBeGreaterThanOrEqual(2);
    expect(lessonsFig.body.data.chart).toHaveLength(30);
    expect(lessonsFig.body.data.chart.at(-1)!.date).toBe('2026-11-23');
    expect(lessonsFig.body.data.lateReports).toBe(0);
    const util = await get(dashboardTeachers, academic);
    expect(util.body.data.booked).toBeGreaterThan(0);
    expect(util.body.data.open).toBeGreaterThanOrEqual(util.body.data.booked);
    const fam = await get(dashboardFamilies, owner);
    expect(fam.body.data.weekStart).toBe('2026-11-23');
    expect(fam.body.data.unusedCredits).toBeGreaterThan(0);
    expect((await get(dashboardFamilies, academic)).body.code).toBe(3003);
    expect((await get(dashboardTeachers, support)).body.code).toBe(3003);
    expect((await get(dashboardLessons, finance)).body.code).toBe(3003);
  });
});
