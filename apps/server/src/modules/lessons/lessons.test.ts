import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSlot, createStudent, createTeacher, giveCredits } from '../../../test/factories.ts';
import { lessonReports } from '../../db/schema/lessons.ts';
import { classroomAttendance, classroomPresence } from '../../db/schema/classroom.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { settleEndedLessons } from '../classroom/service.ts';
import {
  bookSlots,
  editLesson,
  listLessons,
  viewComingLesson,
  listLiveRooms,
  viewLesson,
} from '@school/contract/api/booking';
import {
  editTeacherReview,
  listTeacherReviews,
  viewTeacherReview,
  viewLessonReport,
} from '@school/contract/api/teachers';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
const NOW = '2026-11-23T02:00:00Z';

describe('lessons, reports and reviews', () => {
  let t: TestApp;
  let teacherId: number;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  /** Alice's lessons: tomorrow, in three days, and one that starts in 3 hours. */
  const ids: Record<'tomorrow' | 'later' | 'soon', number> = { tomorrow: 0, later: 0, soon: 0 };
  const base = new Date(NOW).getTime();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    t.clock.set(NOW);
    teacherId = await createTeacher(db, { name: 'Emily Carter' });
    alice = await createStudent(db, t.clock.now(), { name: 'Alice' });
    bob = await createStudent(db, t.clock.now(), { name: 'Bob' });
    await giveCredits(db, alice.id, 10, t.clock.now());
    const slots = {
      tomorrow: await createSlot(db, teacherId, new Date(base + D)),
      later: await createSlot(db, teacherId, new Date(base + 3 * D)),
      soon: await createSlot(db, teacherId, new Date(base + 3 * H)),
    };
    for (const key of ['tomorrow', 'later', 'soon'] as const) {
      const res = await t.api(
        bookSlots,
        { slotIds: [slots[key]], note: 'hi' },
        { token: alice.token },
      );
      expect(res.body.code, res.body.message).toBe(0);
      ids[key] = res.body.data.lessons[0]!.id;
    }
  });
  afterAll(() => t.close());

  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });

  it('lists the caller’s lessons: upcoming soonest first, all newest first', async () => {
    t.clock.set(NOW);
    const up = await get(listLessons, alice.token, { scope: 'upcoming' });
    expect(up.body.data.list.map((l) => l.id)).toEqual([ids.soon, ids.tomorrow, ids.later]);
    expect(up.body.data.list[0]).toMatchObject({
      status: 'booked',
      note: 'hi',
      canCancel: true,
      cancelReturnsCredit: false,
      canEnter: false,
      teacher: { id: teacherId, name: 'Emily Carter' },
    });
    expect(up.body.data.list[1]!.cancelReturnsCredit).toBe(true);
    const all = await get(listLessons, alice.token, { pageSize: '2' });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((l) => l.id)).toEqual([ids.later, ids.tomorrow]);
    const day = await get(listLessons, alice.token, {
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(day.body.data.list.map((l) => l.id)).toEqual([ids.tomorrow]);
    expect((await get(listLessons, bob.token)).body.data.total).toBe(0);
  });

  it('viewcoming and the classroom entries follow the clock', async () => {
    t.clock.set(NOW);
    const coming = await get(viewComingLesson, alice.token);
    expect(coming.body.data!.id).toBe(ids.soon);
    t.clock.set(new Date(base + 3 * H - 10 * MIN));
    const rooms = await get(listLiveRooms, alice.token);
    expect(rooms.body.data.list[0]).toMatchObject({
      lessonId: ids.soon,
      canEnter: true,
      opensAt: new Date(base + 3 * H - 10 * MIN).toISOString(),
    });
    expect(rooms.body.data.list[1]!.canEnter).toBe(false);
    t.clock.set(new Date(base + 3 * H + 30 * MIN));
    expect((await get(viewComingLesson, alice.token)).body.data!.id).toBe(ids.tomorrow);
    const done = await get(viewLesson, alice.token, { id: String(ids.soon) });
    expect(done.body.data).toMatchObject({ status: 'finished', canReview: true, canCancel: false });
    expect((await get(viewComingLesson, bob.token)).body.data).toBeNull();
  });

  it('edits the note of a booked lesson; only the caller’s own', async () => {
    t.clock.set(NOW);
    const res = await t.api(
      editLesson,
      { id: ids.later, note: 'Please speak slowly' },
      { token: alice.token },
    );
    expect(res.body.data.note).toBe('Please speak slowly');
    const other = await t.api(
      editLesson,
      { id: ids.later, note: 'mine now' },
      { token: bob.token },
    );
    expect([other.status, other.body.code]).toEqual([404, 2001]);
  });

  it('user B cannot see A’s lesson or report, nor review it (2001)', async () => {
    t.clock.set(new Date(base + 3 * H + 40 * MIN));
    for (const [endpoint, query] of [
      [viewLesson, { id: String(ids.soon) }],
      [viewLessonReport, { lessonId: String(ids.soon) }],
    ] as const) {
      const res = await get(endpoint, bob.token, query as never);
      const path = endpoint.path;
      expect([path, res.status, res.body.code]).toEqual([path, 404, 2001]);
    }
    const review = await t.api(
      editTeacherReview,
      { lessonId: ids.soon, stars: 1 },
      { token: bob.token },
    );
    expect([review.status, review.body.code]).toEqual([404, 2001]);
  });

  it('the report: null until written, then the five skills', async () => {
    t.clock.set(new Date(base + 3 * H + 40 * MIN));
    const none = await get(viewLessonReport, alice.token, {
      lessonId: String(ids.soon),
    });
    expect([none.body.code, none.body.data]).toEqual([0, null]);
    await t.database.db.insert(lessonReports).values({
      lessonId: ids.soon,
      teacherId,
      pronunciation: 4,
      vocabulary: 5,
      grammar: 3,
      fluency: 4,
      confidence: 5,
      comment: 'Great',
      homework: 'Sing',
      words: ['red'],
      sentences: ['It is red.'],
      starsInClass: 3,
      createdAt: t.clock.now(),
    });
    const report = await get(viewLessonReport, alice.token, { lessonId: String(ids.soon) });
    expect(report.body.data).toMatchObject({
      teacherName: 'Emily Carter',
      skills: { pronunciation: 4, vocabulary: 5, grammar: 3, fluency: 4, confidence: 5 },
      words: ['red'],
      stars: 3,
    });
    expect((await get(viewLesson, alice.token, { id: String(ids.soon) })).body.data.hasReport).toBe(
      true,
    );
  });

  it('reviews: once per finished lesson within 7 days; the rating follows', async () => {
    const review = (lessonId: number, stars: number, token = alice.token) =>
      t.api(editTeacherReview, { lessonId, stars, tags: ['耐心'], content: 'Lovely' }, { token });
    t.clock.set(NOW);
    expect((await review(ids.soon, 5)).body.code).toBe(2004); // not finished yet
    t.clock.set(new Date(base + 3 * H + 30 * MIN + 7 * D + 1));
    expect((await review(ids.soon, 5)).body.code).toBe(2004); // window closed
    t.clock.set(new Date(base + 3 * H + 31 * MIN));
    const bad = await t.api(
      editTeacherReview,
      { lessonId: ids.soon, stars: 4, tags: ['<b>spam</b>'] },
      { token: alice.token },
    );
    expect(bad.body.code).toBe(1001);
    const ok = await review(ids.soon, 4);
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data).toMatchObject({ stars: 4, authorName: 'A***' });
    const twice = await review(ids.soon, 5);
    expect([twice.status, twice.body.code]).toEqual([409, 2002]);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, teacherId));
    expect([row!.ratingSum, row!.reviewCount]).toEqual([4, 1]);
    const list = await t.api(listTeacherReviews, { teacherId: String(teacherId) });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: ok.body.data.id, authorName: 'A***' }),
    ]);
    const one = await t.api(viewTeacherReview, { id: String(ok.body.data.id) });
    expect(one.body.code).toBe(0);
    expect((await get(viewLesson, alice.token, { id: String(ids.soon) })).body.data).toMatchObject({
      reviewed: true,
      canReview: false,
    });
  });

  it('the job settles an ended lesson both attended as finished, counted for the teacher once', async () => {
    const end = new Date(base + 3 * H + 30 * MIN);
    const joined = new Date(base + 3 * H);
    await t.database.db.insert(classroomAttendance).values(
      (['student', 'teacher'] as const).map((role) => ({
        lessonId: ids.soon,
        role,
        firstJoinedAt: joined,
        lastJoinedAt: joined,
        lastSeenAt: joined,
      })),
    );
    await t.database.db.insert(classroomPresence).values(
      (['student', 'teacher'] as const).map((role) => ({
        lessonId: ids.soon,
        role,
        connectionId: role,
        joinedAt: joined,
        lastSeenAt: end,
      })),
    );
    expect(await settleEndedLessons(t.app.ctx, end)).toBe(1);
    expect(await settleEndedLessons(t.app.ctx, end)).toBe(0);
    const lesson = await get(viewLesson, alice.token, { id: String(ids.soon) });
    expect(lesson.body.data.status).toBe('finished');
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, teacherId));
    expect(row!.finishedLessons).toBe(1);
  });

  it('needs a token', async () => {
    for (const endpoint of [listLessons, viewComingLesson, listLiveRooms])
      expect((await t.api(endpoint)).body.code).toBe(1002);
  });
});
