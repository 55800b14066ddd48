import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CLASSROOM_CLOSE,
  type ClassroomTicket,
  enterClassroom,
} from '@school/contract/api/classroom';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, createStudent, createTeacherAccount } from '../../../test/factories.ts';
import { TestSocket, listenForSockets } from '../../../test/wsClient.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { classroomAttendance, classroomPresence } from '../../db/schema/classroom.ts';

const MIN = 60_000;
const NOW = new Date('2026-11-23T01:55:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('classroom: entry and signalling', () => {
  let t: TestApp;
  let base: string;
  let teacher: Awaited<ReturnType<typeof createTeacherAccount>>;
  let otherTeacher: Awaited<ReturnType<typeof createTeacherAccount>>;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  /** Alice with `teacher`: now (starts in 5 min), later (in 2 h), gone (cancelled). Bob's: bobs. */
  const ids = { now: 0, later: 0, gone: 0, bobs: 0 };
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const db = t.database.db;
    teacher = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    otherTeacher = await createTeacherAccount(db, NOW, { name: 'James Wilson' });
    alice = await createStudent(db, NOW, { name: 'Alice' });
    bob = await createStudent(db, NOW, { name: 'Bob' });
    const lesson = (teacherId: number, studentId: number, startAt: Date) =>
      createLesson(db, { teacherId, studentId, startAt, now: NOW });
    ids.now = await lesson(teacher.teacherId, alice.id, at(5 * MIN));
    ids.later = await lesson(teacher.teacherId, alice.id, at(125 * MIN));
    ids.gone = await lesson(teacher.teacherId, alice.id, at(65 * MIN));
    ids.bobs = await lesson(otherTeacher.teacherId, bob.id, at(5 * MIN));
    await db
      .update(lessons)
      .set({ status: 'cancelled_by_student' })
      .where(eq(lessons.id, ids.gone));
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await t.close();
  });

  const enter = (token: string, lessonId: number, headers: Record<string, string> = {}) =>
    t.api(enterClassroom, { lessonId }, { token, headers });
  const connect = async (ticket: ClassroomTicket) => {
    const s = await TestSocket.connect(base, ticket.token);
    sockets.push(s);
    return s;
  };
  const ticketOf = async (token: string, lessonId: number) => {
    const res = await enter(token, lessonId);
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.data;
  };

  it('gives the lesson’s student and teacher a signed ticket while the classroom is open', async () => {
    t.clock.set(NOW);
    const student = await ticketOf(alice.token, ids.now);
    expect(student).toMatchObject({
      lessonId: ids.now,
      provider: 'builtin',
      role: 'student',
      url: null,
      wsPath: '/api/classroom/ws',
      iceServers: [],
      iceTransportPolicy: 'all',
      lesson: { teacherName: 'Emily Carter', studentName: 'Alice' },
    });
    expect(new Date(student.expiresAt).getTime()).toBe(NOW.getTime() + 5 * MIN);
    const teacherTicket = await ticketOf(teacher.token, ids.now);
    expect(teacherTicket.role).toBe('teacher');
    expect(teacherTicket.token).not.toBe(student.token);
  });

  it('refuses anyone else (2001), and outside the window or after cancelling (2004)', async () => {
    t.clock.set(NOW);
    for (const token of [bob.token, otherTeacher.token]) {
      const res = await enter(token, ids.now);
      expect([res.status, res.body.code]).toEqual([404, 2001]);
    }
    const early = await enter(alice.token, ids.later);
    expect([early.status, early.body.code]).toEqual([409, 2004]);
    // 04:00Z is 12:00 in Shanghai: the classroom opens at 11:50.
    expect(early.body.message).toBe('教室将于 2026-11-23 11:50 开放（上课前 10 分钟）');
    const earlyEn = await enter(alice.token, ids.later, { 'accept-language': 'en' });
    expect(earlyEn.body.message).toBe(
      'The classroom opens at 2026-11-23 11:50 (10 minutes before the lesson)',
    );
    expect((await enter(alice.token, ids.gone)).body.message).toBe('本节课已取消');
    t.clock.set(at(35 * MIN));
    const ended = await enter(teacher.token, ids.now);
    expect([ended.body.code, ended.body.message]).toEqual([2004, '本节课已结束，教室已关闭']);
    t.clock.set(NOW);
  });

  it('refuses a forged, expired or other lesson’s token on the WebSocket', async () => {
    t.clock.set(NOW);
    const ticket = await ticketOf(alice.token, ids.now);
    // The same token naming Bob's lesson: the signature no longer matches.
    const parts = ticket.token.split('.');
    parts[1] = String(ids.bobs);
    for (const token of [parts.join('.'), 'garbage', '']) {
      const s = await TestSocket.connect(base, token);
      expect(await s.next('error')).toMatchObject({ code: 1003 });
      expect((await s.closed).code).toBe(CLASSROOM_CLOSE.BAD_TOKEN);
    }
    t.clock.advance(5 * MIN + 1);
    const late = await TestSocket.connect(base, ticket.token, { 'accept-language': 'en' });
    expect(await late.next('error')).toEqual({
      type: 'error',
      code: 1003,
      message: 'The classroom token has expired: enter again',
    });
    expect((await late.closed).code).toBe(CLASSROOM_CLOSE.BAD_TOKEN);
    t.clock.set(NOW);
  });

  it('a plain HTTP request to the WebSocket path gets the envelope', async () => {
    const res = await t.call('GET', '/api/classroom/ws');
    expect([res.status, res.body.code]).toEqual([400, 1001]);
  });

  it('teacher and student meet: welcome, peer-joined, signals relayed, in class from the start', async () => {
    // Half a second before the start (the room opened 10 minutes early).
    t.clock.set(at(5 * MIN - 500));
    const tch = await connect(await ticketOf(teacher.token, ids.now));
    expect(await tch.next('welcome')).toMatchObject({
      role: 'teacher',
      state: { page: 1, stars: 0, present: { teacher: true, student: false } },
    });
    const stu = await connect(await ticketOf(alice.token, ids.now));
    expect(await stu.next('welcome')).toMatchObject({
      role: 'student',
      state: { present: { teacher: true, student: true }, endsAt: at(35 * MIN).toISOString() },
    });
    // The one already there (the teacher) hears of the newcomer and makes the offer.
    expect(await tch.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'student' });
    tch.send({ type: 'signal', payload: { kind: 'offer', sdp: 'v=0 offer' } });
    expect(await stu.next('signal')).toEqual({
      type: 'signal',
      from: 'teacher',
      payload: { kind: 'offer', sdp: 'v=0 offer' },
    });
    stu.send({ type: 'signal', payload: { kind: 'answer', sdp: 'v=0 answer' } });
    stu.send({
      type: 'signal',
      payload: { kind: 'candidate', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect((await tch.next('signal')).payload).toEqual({ kind: 'answer', sdp: 'v=0 answer' });
    expect((await tch.next('signal')).payload.kind).toBe('candidate');
    stu.send({ type: 'media', audio: false, video: true });
    expect(await tch.next('media')).toEqual({
      type: 'media',
      from: 'student',
      audio: false,
      video: true,
    });
    stu.send({ type: 'ping' });
    await stu.next('pong');
    expect(stu.all('peer-joined')).toEqual([]);
    const status = async () =>
      (await t.database.db.select().from(lessons).where(eq(lessons.id, ids.now)))[0]!.status;
    // Both in the room before the start: about to start, never in class (docs/design/booking.md §4.3).
    expect(await status()).toBe('booked');
    // At the start (the hub's timer) they are in class.
    await expect.poll(status, { timeout: 3000 }).toBe('in_class');
    t.clock.set(NOW);
  });

  it('only the teacher turns pages and gives stars; bad messages are answered, not relayed', async () => {
    const [tch, stu] = sockets.slice(-2) as [TestSocket, TestSocket];
    tch.send({ type: 'page', page: 3 });
    expect((await stu.next('state')).state).toMatchObject({ page: 3, stars: 0 });
    expect((await tch.next('state')).state.page).toBe(3);
    tch.send({ type: 'stars', add: 2 });
    expect((await stu.next('state')).state).toMatchObject({ page: 3, stars: 2 });

    stu.send({ type: 'page', page: 9 });
    expect(await stu.next('error')).toEqual({
      type: 'error',
      code: 3003,
      message: '只有老师可以翻页',
    });
    stu.send({ type: 'stars', add: 5 });
    expect((await stu.next('error')).code).toBe(3003);
    stu.send({ type: 'signal', payload: { kind: 'offer' } });
    expect(await stu.next('error')).toMatchObject({
      code: 1001,
      message: expect.stringMatching(/payload/),
    });
    stu.send('{not json');
    expect((await stu.next('error')).message).toBe('消息不是有效的 JSON');
    stu.send({ type: 'hack', to: 'teacher' });
    expect((await stu.next('error')).code).toBe(1001);
    tch.send({ type: 'ping' });
    await tch.next('pong');
    await stu
      .next('state', () => true, 300)
      .then(
        () => expect.fail('a refused page turn must not change the room'),
        () => {},
      );
    // Nothing of the refused messages reached the teacher.
    expect(tch.all('signal')).toHaveLength(2);
    expect(tch.all('state').map((m) => m.state.page)).toEqual([3, 3]);
  });

  it('a dropped student reconnects: the room is as it was, the teacher is told', async () => {
    const [tch, stu] = sockets.slice(-2) as [TestSocket, TestSocket];
    stu.ws.terminate();
    expect(await tch.next('peer-left')).toEqual({ type: 'peer-left', role: 'student' });
    const again = await connect(await ticketOf(alice.token, ids.now));
    expect((await again.next('welcome')).state).toMatchObject({
      page: 3,
      stars: 2,
      present: { student: true, teacher: true },
    });
    expect(await tch.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'student' });
    // A second window of the same student replaces the first (no peer-left for the teacher).
    const second = await connect(await ticketOf(alice.token, ids.now));
    await second.next('welcome');
    expect(await again.next('error')).toMatchObject({ code: 2002 });
    expect((await again.closed).code).toBe(CLASSROOM_CLOSE.REPLACED);
    expect(await tch.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'student' });
    tch.send({ type: 'page', page: 4 });
    expect((await second.next('state')).state.page).toBe(4);
    expect(tch.all('peer-left')).toHaveLength(1);
  });

  it('an open connection outlives its token; an oversized message closes it', async () => {
    t.clock.set(NOW);
    const ticket = await ticketOf(otherTeacher.token, ids.bobs);
    const s = await TestSocket.connect(base, ticket.token);
    await s.next('welcome');
    t.clock.advance(10 * MIN);
    s.send({ type: 'ping' });
    await s.next('pong');
    s.send({ type: 'signal', payload: { kind: 'offer', sdp: 'x'.repeat(200_000) } });
    expect((await s.closed).code).toBe(1009);
    t.clock.set(NOW);
  });

  it('at the end of the slot the room says ended, closes and the lesson is settled', async () => {
    const tch = sockets.at(-4)!;
    const stu = sockets.at(-1)!;
    stu.send({ type: 'leave' });
    expect((await stu.closed).code).toBe(CLASSROOM_CLOSE.NORMAL);
    await tch.next('peer-left');
    tch.ws.terminate();
    // The test's clock stood still while they were in class: say they were in it together for
    // the first 20 minutes of the slot (at least 10 minutes together inside it finish a lesson).
    await t.database.db.insert(classroomPresence).values(
      (['student', 'teacher'] as const).map((role) => ({
        lessonId: ids.now,
        role,
        connectionId: `earlier-${role}`,
        joinedAt: at(5 * MIN),
        lastSeenAt: at(25 * MIN),
        leftAt: at(25 * MIN),
      })),
    );
    // Both come back a second before the end; the room ends by itself.
    t.clock.set(new Date(at(35 * MIN).getTime() - 1000));
    const a = await connect(await ticketOf(teacher.token, ids.now));
    const b = await connect(await ticketOf(alice.token, ids.now));
    await a.next('ended', () => true, 8000);
    await b.next('ended', () => true, 8000);
    expect((await a.closed).code).toBe(CLASSROOM_CLOSE.NORMAL);
    expect((await b.closed).code).toBe(CLASSROOM_CLOSE.NORMAL);
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, ids.now));
        return row!.status;
      })
      .toBe('finished');
    const attendance = await t.database.db
      .select()
      .from(classroomAttendance)
      .where(eq(classroomAttendance.lessonId, ids.now));
    expect(attendance.map((r) => [r.role, r.joins]).sort()).toEqual([
      ['student', 4],
      ['teacher', 2],
    ]);
    t.clock.set(NOW);
  });
});
