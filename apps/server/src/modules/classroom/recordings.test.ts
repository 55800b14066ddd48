import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, createStudent, createTeacherAccount } from '../../../test/factories.ts';
import { lastCode, requestCode, signIn } from '../auth/testing.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { runPeriodicJobs } from '../../jobs.ts';
import { settleEndedLessons } from './settle.ts';
import { assembleSettledRecordings } from './recordingService.ts';
import { enterClassroom, watchReplay } from '@school/contract/api/classroom';
import { viewLesson } from '@school/contract/api/booking';
import { deleteAccount } from '@school/contract/api/basic';

const MIN = 60_000;
const NOW = new Date('2026-11-23T01:55:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const PHONE = '13677770055';
const SECRET = 'callback-secret-of-the-test';

/** Lesson recordings: chunk upload, joining at settlement, watching, retention and deletion. */
describe('lesson recordings', () => {
  let t: TestApp;
  let dataDir: string;
  let teacher: Awaited<ReturnType<typeof createTeacherAccount>>;
  let family: { token: string; id: number };
  let other: { token: string; id: number };
  const ids = { now: 0, old: 0 };
  const chunk = (i: number) => Buffer.alloc(1000 + i, 65 + i);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'school-rec-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      RECORDING_ENABLED: 'true',
      RECORDING_RETENTION_DAYS: '30',
      CLASSROOM_CALLBACK_SECRET: SECRET,
    });
    t.clock.set(NOW);
    const db = t.database.db;
    teacher = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    const login = await signIn(t, PHONE);
    family = { token: login.token, id: login.userInfo.id };
    other = await createStudent(db, NOW, { name: 'Bob' });
    ids.now = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: family.id,
      startAt: at(5 * MIN),
      now: NOW,
    });
    ids.old = await createLesson(db, {
      teacherId: teacher.teacherId,
      studentId: family.id,
      startAt: at(-40 * 24 * 60 * MIN + 5 * MIN),
      now: NOW,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const put = (token: string, lessonId: number, seq: number | string, body: Buffer) =>
    t.app
      .inject({
        method: 'PUT',
        url: `/api/classroom/recording/${lessonId}/${seq}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
        payload: body,
      })
      .then((r) => ({ status: r.statusCode, body: r.json<{ code: number; data: unknown }>() }));
  const watch = (token: string, lessonId: number) => t.api(watchReplay, { lessonId }, { token });
  const files = async () =>
    (await readdir(path.join(dataDir, 'recordings', 'lessons', String(ids.now))).catch(() => []))
      .length;

  it('tells both screens the lesson is recorded, and the teacher where to continue', async () => {
    for (const token of [teacher.token, family.token]) {
      const res = await t.api(enterClassroom, { lessonId: ids.now }, { token });
      expect(res.body.data.recording).toEqual({ nextSeq: 0 });
    }
  });

  it('takes chunks from the lesson’s teacher only, in order, and a re-upload changes nothing', async () => {
    // The family, another family and nobody cannot add to it.
    expect((await put(family.token, ids.now, 0, chunk(0))).body.code).toBe(2001);
    expect((await put(other.token, ids.now, 0, chunk(0))).body.code).toBe(2001);
    expect((await put('nope', ids.now, 0, chunk(0))).body.code).toBe(1003);
    // Ahead of the next one expected: 1001 naming seq.
    const ahead = await put(teacher.token, ids.now, 1, chunk(1));
    expect(ahead.body).toMatchObject({ code: 1001 });
    expect(JSON.stringify(ahead.body)).toContain('seq');
    expect((await put(teacher.token, ids.now, 'x', chunk(1))).body.code).toBe(1001);
    expect((await put(teacher.token, ids.now, 0, chunk(0))).body).toMatchObject({
      code: 0,
      data: { nextSeq: 1 },
    });
    // A retry of chunk 0 (its answer was lost) is acknowledged, and not stored twice.
    expect((await put(teacher.token, ids.now, 0, Buffer.from('other'))).body.data).toEqual({
      nextSeq: 1,
    });
    t.clock.set(at(10 * MIN));
    for (const i of [1, 2]) {
      expect((await put(teacher.token, ids.now, i, chunk(i))).body.data).toEqual({
        nextSeq: i + 1,
      });
    }
    // A rejoin (a fresh ticket) continues where the recording stopped.
    const again = await t.api(enterClassroom, { lessonId: ids.now }, { token: teacher.token });
    expect(again.body.data.recording).toEqual({ nextSeq: 3 });
    expect(await files()).toBe(3);
    // Nothing to watch while the lesson runs.
    expect((await watch(family.token, ids.now)).body.code).toBe(2001);
  });

  it('joins the chunks when the lesson is settled (after the last chunk’s grace) and lists it', async () => {
    // The slot ends at +35 min: the last chunk, cut at the end, still arrives 10 s later.
    t.clock.set(at(35 * MIN));
    // Settled as a lesson both came to (the classroom's attendance is its own test's subject).
    await t.database.db.update(lessons).set({ status: 'finished' }).where(eq(lessons.id, ids.now));
    await settleEndedLessons(t.app.ctx, t.clock.now());
    t.clock.set(at(35 * MIN + 10_000));
    expect((await put(teacher.token, ids.now, 3, chunk(3))).body.data).toEqual({ nextSeq: 4 });
    expect(await assembleSettledRecordings(t.app.ctx)).toBe(0);
    t.clock.set(at(36 * MIN));
    expect(await assembleSettledRecordings(t.app.ctx)).toBe(1);
    expect(await assembleSettledRecordings(t.app.ctx)).toBe(0);
    // Too late now: 2004, and the chunks' files are gone (one joined file left).
    expect((await put(teacher.token, ids.now, 4, chunk(4))).body.code).toBe(2004);
    expect(await files()).toBe(1);
    const lesson = await t.api(viewLesson, { id: String(ids.now) }, { token: family.token });
    expect(lesson.body.data.recordingUrl).toBe(`/api/recordings/${ids.now}`);
  });

  it('serves the replay to the family and the teacher through signed, short-lived URLs with Range', async () => {
    const whole = Buffer.concat([0, 1, 2, 3].map(chunk));
    expect((await watch(other.token, ids.now)).body.code).toBe(2001);
    const link = (await watch(family.token, ids.now)).body.data;
    const byTeacher = await watch(teacher.token, ids.now);
    expect(byTeacher.body.code, byTeacher.body.message).toBe(0);
    expect(new Date(link.expiresAt).getTime()).toBe(at(36 * MIN + 3600_000).getTime());
    const full = await t.app.inject({ method: 'GET', url: link.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.equals(whole)).toBe(true);
    // Seeking: a range in the middle, crossing two chunks.
    const part = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { range: 'bytes=990-2010' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 990-2010/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(990, 2011))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { range: 'bytes=-5' },
    });
    expect(tail.rawPayload.equals(whole.subarray(-5))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    // A forged signature, another lesson's, or an expired link: 2001.
    const forged = link.url.replace(/sig=[0-9a-f]/, (m) => (m.endsWith('0') ? 'sig=1' : 'sig=0'));
    const otherLesson = link.url.replace(`/recordings/${ids.now}/`, `/recordings/${ids.old}/`);
    for (const url of [forged, otherLesson, `/api/recordings/${ids.now}/replay.webm`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toMatchObject({ code: 2001 });
    }
    t.clock.set(at(36 * MIN + 3601_000));
    expect((await t.app.inject({ method: 'GET', url: link.url })).json().code).toBe(2001);
  });

  it('plays a hosted classroom’s recording from its signed callback the same way', async () => {
    const body = JSON.stringify({
      lessonId: ids.old,
      url: 'https://hosted.example.com/rec/1.mp4',
      timestamp: t.clock.now().getTime(),
    });
    const send = (sig: string, payload = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/classroom/recording-callback',
        headers: { 'content-type': 'application/json', 'x-signature': sig },
        payload,
      });
    const sign = (p: string) => createHmac('sha256', SECRET).update(p).digest('hex');
    expect((await send('0'.repeat(64))).json().code).toBe(3003);
    const stale = JSON.stringify({ ...JSON.parse(body), timestamp: 0 });
    expect((await send(sign(stale), stale)).json().code).toBe(1001);
    expect((await send(sign(body))).json().code).toBe(0);
    const link = (await watch(family.token, ids.old)).body.data;
    const res = await t.app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://hosted.example.com/rec/1.mp4');
  });

  it('deletes recordings after the retention period', async () => {
    // The old lesson (40 days ago) is past the 30 days; this week's stays.
    await runPeriodicJobs(t.app.ctx);
    expect((await watch(family.token, ids.old)).body.code).toBe(2001);
    expect((await watch(family.token, ids.now)).body.code).toBe(0);
    const [row] = await t.database.db
      .select({ url: lessons.recordingUrl })
      .from(lessons)
      .where(eq(lessons.id, ids.old));
    expect(row!.url).toBeNull();
  });

  it('deletes the family’s recordings with the account', async () => {
    t.clock.advance(61_000);
    await requestCode(t, PHONE, 'delete');
    const res = await t.api(deleteAccount, { code: lastCode(t, PHONE) }, { token: family.token });
    expect(res.body.code).toBe(0);
    expect(await files()).toBe(0);
    expect((await watch(teacher.token, ids.now)).body.code).toBe(2001);
  });
});
