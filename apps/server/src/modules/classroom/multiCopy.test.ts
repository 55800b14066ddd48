import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassroomTicket } from '@school/contract/api/classroom';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, createStudent, createTeacherAccount } from '../../../test/factories.ts';
import { TestSocket, listenForSockets } from '../../../test/wsClient.ts';
import { enterClassroom } from '@school/contract/api/classroom';

const NOW = new Date('2026-11-23T01:55:00Z');

/**
 * Two server copies on one PostgreSQL (two apps on the same database, each with its own bus
 * connection): the teacher on one, the student on the other, meet through LISTEN/NOTIFY.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('classroom across two server copies', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildApp>>;
  let teacher: Awaited<ReturnType<typeof createTeacherAccount>>;
  let alice: { id: number; token: string };
  let lessonId: number;
  let baseOne: string;
  let baseTwo: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    one.clock.set(NOW);
    two = await buildApp(one.config, { database: one.database, clock: one.clock, sms: one.sms });
    await two.ready();
    const db = one.database.db;
    teacher = await createTeacherAccount(db, NOW);
    alice = await createStudent(db, NOW, { name: 'Alice' });
    lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: alice.id,
      startAt: new Date('2026-11-23T02:00:00Z'),
      now: NOW,
    });
    baseOne = await listenForSockets(one.app);
    baseTwo = await listenForSockets(two);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await two.close();
    await one.close();
  });

  /** A ticket from one copy works on the other: the key is shared through the database. */
  const ticket = async (token: string, from: 'one' | 'two') => {
    const res = await (from === 'one' ? one.app : two).inject({
      method: 'POST',
      url: enterClassroom.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { lessonId },
    });
    return (res.json() as { data: ClassroomTicket }).data;
  };
  const connect = async (base: string, t: ClassroomTicket) => {
    const s = await TestSocket.connect(base, t.token);
    sockets.push(s);
    return s;
  };

  it('relays signals, page turns and presence between copies', async () => {
    const tch = await connect(baseOne, await ticket(teacher.token, 'two'));
    await tch.next('welcome');
    const stu = await connect(baseTwo, await ticket(alice.token, 'one'));
    expect((await stu.next('welcome')).state.present).toEqual({ student: true, teacher: true });
    expect(await tch.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'student' });

    // A large offer (over PostgreSQL's 8000-byte NOTIFY limit) and a candidate sent right after
    // it arrive complete and in order.
    const sdp = `v=0\r\n${'a=x-filler:0123456789abcdef\r\n'.repeat(1000)}`;
    tch.send({ type: 'signal', payload: { kind: 'offer', sdp } });
    tch.send({
      type: 'signal',
      payload: { kind: 'candidate', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    });
    const first = await stu.next('signal');
    expect(first.payload).toEqual({ kind: 'offer', sdp });
    expect((await stu.next('signal')).payload.kind).toBe('candidate');

    tch.send({ type: 'page', page: 5 });
    expect((await stu.next('state')).state.page).toBe(5);

    // The student drops and comes back on the teacher's copy: the room is as it was.
    stu.ws.terminate();
    expect(await tch.next('peer-left')).toEqual({ type: 'peer-left', role: 'student' });
    const back = await connect(baseOne, await ticket(alice.token, 'two'));
    expect((await back.next('welcome')).state).toMatchObject({ page: 5 });
    await tch.next('peer-joined');

    // A second window of the teacher on the other copy replaces the first.
    const tch2 = await connect(baseTwo, await ticket(teacher.token, 'one'));
    await tch2.next('welcome');
    expect((await tch.closed).code).toBe(4000);
    tch2.send({ type: 'stars', add: 3 });
    expect((await back.next('state')).state.stars).toBe(3);
  });
});
