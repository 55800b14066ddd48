import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, createStudent, createTeacherAccount } from '../../../test/factories.ts';
import { enterClassroom } from '@school/contract/api/classroom';

const NOW = new Date('2026-11-23T01:55:00Z');
const SECRET = 'coturn-static-auth-secret';

/**
 * A school with a TURN server that relays every lesson (issue 31): each ticket carries TURN
 * credentials of its own that coturn's use-auth-secret accepts until the lesson's end plus the
 * margin, and tells the browser to use nothing but the relay.
 */
describe('classroom ticket with TURN', () => {
  let t: TestApp;
  let child: { id: number; token: string };
  let teacher: Awaited<ReturnType<typeof createTeacherAccount>>;
  let lessonId: number;

  beforeAll(async () => {
    t = await createTestApp({
      ICE_SERVERS: '[{"urls":"stun:stun.school.example:3478"}]',
      TURN_URLS: 'turn:turn.school.example:3478?transport=udp, turns:turn.school.example:5349',
      TURN_SECRET: SECRET,
      TURN_MARGIN_SECONDS: '600',
      ICE_TRANSPORT_POLICY: 'relay',
    });
    t.clock.set(NOW);
    const db = t.database.db;
    teacher = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    child = await createStudent(db, NOW, { name: 'Alice' });
    lessonId = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: child.id,
      startAt: new Date(NOW.getTime() + 5 * 60_000),
      now: NOW,
    });
  });
  afterAll(() => t.close());

  const ticketOf = async (token: string) => {
    const res = await t.api(enterClassroom, { lessonId }, { token });
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.data;
  };

  it('gives each participant TURN credentials valid until the end plus the margin, relay only', async () => {
    const kid = await ticketOf(child.token);
    const grown = await ticketOf(teacher.token);
    expect(kid.iceTransportPolicy).toBe('relay');
    expect(kid.iceServers[0]).toEqual({ urls: 'stun:stun.school.example:3478' });
    const turn = kid.iceServers[1]!;
    expect(turn.urls).toEqual([
      'turn:turn.school.example:3478?transport=udp',
      'turns:turn.school.example:5349',
    ]);
    // The lesson ends 35 minutes from now; the margin is 10 minutes.
    const expiry = Math.floor(NOW.getTime() / 1000) + 45 * 60;
    expect(turn.username).toBe(`${expiry}:l${lessonId}u${child.id}`);
    expect(turn.credential).toBe(
      createHmac('sha1', SECRET).update(turn.username!).digest('base64'),
    );
    // The teacher's are the teacher's own.
    expect(grown.iceServers[1]!.username).toBe(`${expiry}:l${lessonId}u${teacher.userId}`);
  });
});
