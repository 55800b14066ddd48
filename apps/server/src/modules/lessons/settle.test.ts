import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createLesson,
  createStudent,
  createTeacherAccount,
  creditState,
} from '../../../test/factories.ts';
import { classroomAttendance, classroomPresence } from '../../db/schema/classroom.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { runPeriodicJobs } from '../../jobs.ts';
import { settleEndedLessons } from '../classroom/service.ts';
import { viewLesson } from '@school/contract/api/booking';
import { listLedger } from '@school/contract/api/credits';
import { enterClassroom } from '@school/contract/api/classroom';

const MIN = 60_000;
const NOW = new Date('2026-11-23T01:55:00Z');
const START = new Date('2026-11-23T02:00:00Z');
const END = new Date('2026-11-23T02:30:00Z');

type Who = 'both' | 'student' | 'teacher' | 'nobody' | 'early' | 'brief' | 'apart';
const at = (minutes: number) => new Date(START.getTime() + minutes * MIN);

/**
 * Who was in the classroom when, in minutes from the start (the slot is 0-30): each case's stays.
 * early: both were there 13:25-13:28 for a 13:30 lesson, and left (issue 24);
 * brief: the teacher stayed the whole slot, the child came for 5 minutes;
 * apart: the teacher left after 12 minutes, the child came at 15.
 */
const STAYS: Record<Who, ['student' | 'teacher', number, number][]> = {
  both: [
    ['student', 0, 30],
    ['teacher', -2, 30],
  ],
  student: [['student', 0, 30]],
  teacher: [['teacher', 0, 30]],
  nobody: [],
  early: [
    ['student', -5, -2],
    ['teacher', -5, -2],
  ],
  brief: [
    ['teacher', 0, 30],
    ['student', 20, 25],
  ],
  apart: [
    ['teacher', 0, 12],
    ['student', 15, 30],
  ],
};

/** One lesson per case, each with its own family and teacher, and the case's attendance. */
async function setUp(t: TestApp) {
  const db = t.database.db;
  const cases = {} as Record<
    Who,
    { lessonId: number; teacherId: number; student: { id: number; token: string } }
  >;
  for (const who of Object.keys(STAYS) as Who[]) {
    const teacher = await createTeacherAccount(db, NOW);
    const student = await createStudent(db, NOW);
    const lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: student.id,
      startAt: START,
      now: NOW,
    });
    for (const [i, [role, from, to]] of STAYS[who].entries()) {
      await db
        .insert(classroomAttendance)
        .values({
          lessonId,
          role,
          firstJoinedAt: at(from),
          lastJoinedAt: at(from),
          lastSeenAt: at(to),
        })
        .onConflictDoNothing();
      await db.insert(classroomPresence).values({
        lessonId,
        role,
        connectionId: `c${i}`,
        joinedAt: at(from),
        lastSeenAt: at(to),
        leftAt: at(to),
      });
    }
    cases[who] = { lessonId, teacherId: teacher.teacherId, student };
  }
  return { cases };
}

describe('settling ended lessons from attendance (built-in classroom)', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    s = await setUp(t);
  });
  afterAll(() => t.close());

  const statusOf = async (who: Who) => {
    const c = s.cases[who];
    const res = await t.api(viewLesson, { id: String(c.lessonId) }, { token: c.student.token });
    return res.body.data.status;
  };
  const ledgerOf = async (who: Who) => {
    const res = await t.api(listLedger, undefined, { token: s.cases[who].student.token });
    return res.body.data.list.map((r) => [r.reason, r.change]);
  };

  it('leaves lessons alone until their slot has ended', async () => {
    expect(await settleEndedLessons(t.app.ctx, new Date(END.getTime() - 1))).toBe(0);
  });

  it('both came: finished; student only or nobody: teacher absent; teacher only: student absent', async () => {
    t.clock.set(new Date(END.getTime() + MIN));
    // Two copies' jobs at once settle each lesson once.
    const [a, b] = await Promise.all([
      settleEndedLessons(t.app.ctx, t.clock.now()),
      settleEndedLessons(t.app.ctx, t.clock.now()),
    ]);
    expect(a + b).toBe(Object.keys(STAYS).length);
    expect(await settleEndedLessons(t.app.ctx, t.clock.now())).toBe(0);
    expect((await runPeriodicJobs(t.app.ctx))['settle ended lessons']).toBe(0);

    expect(await statusOf('both')).toBe('finished');
    expect(await statusOf('student')).toBe('teacher_absent');
    expect(await statusOf('teacher')).toBe('student_absent');
    expect(await statusOf('nobody')).toBe('teacher_absent');
    // Only time inside the slot counts, at least 10 minutes together (docs/design/booking.md §4.3).
    expect(await statusOf('early')).toBe('teacher_absent');
    expect(await statusOf('brief')).toBe('student_absent');
    expect(await statusOf('apart')).toBe('teacher_absent');

    const counts = await t.database.db
      .select({ id: teachers.id, n: teachers.finishedLessons })
      .from(teachers);
    expect(counts.filter((c) => c.n > 0)).toEqual([{ id: s.cases.both.teacherId, n: 1 }]);
  });

  it('a teacher’s absence gives the credit back and one more; a student’s spends it', async () => {
    const now = t.clock.now();
    // Each family had one credit and spent it on the lesson.
    expect(await ledgerOf('both')).toEqual([
      ['booking', -1],
      ['grant', 1],
    ]);
    expect(await ledgerOf('teacher')).toEqual([
      ['booking', -1],
      ['grant', 1],
    ]);
    for (const who of ['student', 'nobody', 'early', 'apart'] as const) {
      expect(await ledgerOf(who)).toEqual([
        ['teacher_absent_compensation', 1],
        ['teacher_absent_refund', 1],
        ['booking', -1],
        ['grant', 1],
      ]);
      expect(await creditState(t.database.db, s.cases[who].student.id, now)).toMatchObject({
        ledger: 2,
        remaining: 2,
      });
    }
    const [absent] = await t.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, s.cases.student.lessonId));
    expect(absent!.creditReturned).toBe(true);
  });
});

describe('the hosted classroom', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    t = await createTestApp({
      CLASSROOM_PROVIDER: 'hosted',
      CLASSROOM_URL_TEMPLATE: 'https://class.example.com/room',
      CLASSROOM_SCHOOL_ID: 'school-42',
    });
    t.clock.set(NOW);
    s = await setUp(t);
  });
  afterAll(() => t.close());

  it('enters with the spec’s parameters on the configured page', async () => {
    const c = s.cases.nobody;
    const res = await t.api(enterClassroom, { lessonId: c.lessonId }, { token: c.student.token });
    expect(res.body.data.provider).toBe('hosted');
    const url = new URL(res.body.data.url!);
    expect(`${url.origin}${url.pathname}`).toBe('https://class.example.com/room');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      classid: String(c.lessonId),
      token: res.body.data.token,
      userid: String(c.student.id),
      layout: 'right',
      schoolid: 'school-42',
    });
  });

  it('sees no joins: a lesson nobody was seen in is finished; recorded attendance still counts', async () => {
    t.clock.set(new Date(END.getTime() + MIN));
    expect(await settleEndedLessons(t.app.ctx, t.clock.now())).toBe(Object.keys(STAYS).length);
    const status = async (who: Who) =>
      (
        await t.database.db
          .select({ status: lessons.status })
          .from(lessons)
          .where(eq(lessons.id, s.cases[who].lessonId))
      )[0]!.status;
    expect(await status('nobody')).toBe('finished');
    expect(await status('both')).toBe('finished');
    expect(await status('teacher')).toBe('student_absent');
  });
});
