import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent, createTag, giveCredits } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { signIn } from '../auth/testing.ts';
import { staffToken } from '../staff/testing.ts';
import { listTeachers, viewTeacher } from '@school/contract/api/teachers';
import { viewTeacherMe } from '@school/contract/api/teacherDesk';
import { bookSlots, listSchedule } from '@school/contract/api/booking';
import {
  listAdminTeacherFutureLessons,
  listAdminTeacherSlots,
  listAdminTeachers,
  viewAdminTeacher,
  viewAdminTeacherPlan,
  saveAdminTeacher,
  saveAdminTeacherPlan,
  setAdminTeacherPaused,
  setAdminTeacherSlot,
  leaveAdminTeacher,
  uploadAdminTeacherFile,
} from '@school/contract/api/admin/teachers';

/**
 * The console's teachers over HTTP with the public cache on (decision 0017), as in production:
 * a created teacher logs in to the teachers' area and is bookable at once; pause hides her from the
 * cached anonymous list at once; leave ends her login; plan edits follow the desk's rules; every
 * change is audited and a refused one is not.
 */
describe('console teachers over HTTP', () => {
  let t: TestApp;
  let academic: string;
  let owner: string;
  const readers = new Map<string, string>();
  let tagId: number;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false', PUBLIC_CACHE_SECONDS: '300' });
    academic = (await staffToken(t, 'academic')).token;
    owner = (await staffToken(t, 'owner')).token;
    for (const role of ['finance', 'content', 'support'] as const)
      readers.set(role, (await staffToken(t, role)).token);
    tagId = await createTag(t.database.db, '耐心');
  });
  afterAll(() => t.close());

  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });
  const get = <E extends Endpoint>(endpoint: E, token: string, query: InputOf<E>) =>
    t.api(endpoint, query, { token });
  const familyList = async () =>
    (await t.api(listTeachers, { pageSize: '100' })).body.data.list.map((x) => x.id);
  const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
  const teacherAudit = async (id: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
    )
      .map((r) => r.action)
      .sort();

  let n = 0;
  const newTeacher = async (name: string) => {
    const phone = `1390055${String(++n).padStart(4, '0')}`;
    const res = await post(saveAdminTeacher, academic, {
      name,
      phone,
      nationality: 'UK',
      sex: 2,
      tagIds: [tagId],
      intro: { zh: '<p>你好，我是老师</p>', en: '<p>Hello, I am your teacher</p>' },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return { id: res.body.data.id, phone };
  };
  // Monday 2026-11-23 10:00 in Shanghai; Tuesday 19:00-20:00 is two slots tomorrow.
  const tuesdayEvening = [{ weekday: 2, start: '19:00', durationMinutes: 60 }];

  it('creates a teacher who logs in to the teachers area at once and whom families can book', async () => {
    const before = await familyList(); // cached now
    const { id, phone } = await newTeacher('Grace Hopper');
    expect(await familyList()).toContain(id);
    expect(before).not.toContain(id);

    // Her login: an SMS code to her phone, as the demo teachers.
    const login = await signIn(t, phone);
    expect(login.userInfo.role).toBe('teacher');
    const me = await t.api(viewTeacherMe, undefined, { token: login.token });
    expect(me.body.data.teacherId).toBe(id);

    // The plan opens its slots now, not at the next hourly job.
    const plan = await post(saveAdminTeacherPlan, academic, {
      id,
      entries: tuesdayEvening,
    });
    expect(plan.body.code).toBe(0);
    expect(plan.body.data.opened).toBe(4); // two Tuesdays in the next 14 days
    const slots = await t.api(listSchedule, {
      teacherId: String(id),
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(slots.body.data.list.map((s) => s.state)).toEqual(['open', 'open']);
    const family = await createStudent(t.database.db, t.clock.now());
    await giveCredits(t.database.db, family.id, 3, t.clock.now());
    const booked = await t.api(
      bookSlots,
      { slotIds: [slots.body.data.list[0]!.id] },
      { token: family.token },
    );
    expect(booked.body.code, JSON.stringify(booked.body)).toBe(0);

    // The console reads her back with both languages of the intro.
    const view = await get(viewAdminTeacher, academic, { id: String(id) });
    expect(view.body.data).toMatchObject({
      phone,
      status: 'active',
      intro: { zh: '<p>你好，我是老师</p>', en: '<p>Hello, I am your teacher</p>' },
    });
    // Families in English read her English intro (the i18n module's pair, decision 0019).
    const en = await t.api(
      viewTeacher,
      { id: String(id) },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data.intro).toBe('<p>Hello, I am your teacher</p>');
    expect(await teacherAudit(id)).toEqual(['teacher.create', 'teacher.plan']);
  });

  it('uploads a photo re-encoded by sharp and refuses a video that is not one', async () => {
    const upload = (purpose: string, type: string, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `${uploadAdminTeacherFile.path}?purpose=${purpose}`,
        headers: { authorization: `Bearer ${academic}`, 'content-type': type },
        payload: bytes,
      });
    const png = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const photo = (await upload('photo', 'image/png', png)).json<{
      code: number;
      data: { url: string };
    }>();
    expect(photo.code).toBe(0);
    const stored = await t.app.inject({ method: 'GET', url: photo.data.url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 810]);
    const fake = (
      await upload('video', 'video/mp4', Buffer.from('<html>not a video</html>'))
    ).json<{
      code: number;
      data: { field: string };
    }>();
    expect(fake.code).toBe(1001);
    expect(fake.data.field).toBe('file');
    const noPurpose = (await upload('poster', 'image/png', png)).json<{ code: number }>();
    expect(noPurpose.code).toBe(1001);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${uploadAdminTeacherFile.path}?purpose=photo`,
      headers: { authorization: `Bearer ${readers.get('support')}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(refused.json<{ code: number }>().code).toBe(3003);
  });

  it('refuses a phone that already has an account, naming the field, and audits nothing', async () => {
    const phone = '13800559999';
    await signIn(t, phone); // a family registers with it
    const before = await auditRows();
    const res = await post(saveAdminTeacher, academic, { name: 'Dup', phone });
    expect(res.body.code).toBe(1001);
    expect((res.body.data as unknown as { field: string }).field).toBe('phone');
    expect(await auditRows()).toBe(before);
  });

  it('pause hides the teacher from the cached list and her page at once; resume shows her again', async () => {
    const { id } = await newTeacher('Ada Lovelace');
    expect(await familyList()).toContain(id); // cached with her
    const paused = await post(setAdminTeacherPaused, academic, { id, paused: true });
    expect(paused.body.data.status).toBe('paused');
    expect(await familyList()).not.toContain(id);
    const page = await t.api(viewTeacher, { id: String(id) });
    expect(page.body.code).toBe(2001);
    // The console still lists her, by status.
    const listed = await get(listAdminTeachers, owner, {
      status: 'paused',
      pageSize: '100',
    });
    expect(listed.body.data.list.map((r) => r.id)).toContain(id);

    await post(setAdminTeacherPaused, academic, { id, paused: false });
    expect(await familyList()).toContain(id);
    expect(await teacherAudit(id)).toEqual(['teacher.create', 'teacher.pause', 'teacher.resume']);
  });

  it('plan edits follow the desk rules: overlaps refused naming the entry, nothing audited', async () => {
    const { id } = await newTeacher('Mary Somerville');
    const before = await auditRows();
    const res = await post(saveAdminTeacherPlan, academic, {
      id,
      entries: [
        { weekday: 3, start: '09:00', durationMinutes: 120 },
        { weekday: 3, start: '10:00', durationMinutes: 60 },
      ],
    });
    expect(res.body.code).toBe(1001);
    expect((res.body.data as unknown as { field: string }).field).toBe('entries.1');
    const bad = await post(saveAdminTeacherPlan, academic, {
      id,
      entries: [{ weekday: 3, start: '23:30', durationMinutes: 60 }],
    });
    expect(bad.body.code).toBe(1001);
    expect(await auditRows()).toBe(before);
    const plan = await get(viewAdminTeacherPlan, academic, { id: String(id) });
    expect(plan.body.data.entries).toEqual([]);
  });

  it('opens and closes a single slot; a booked slot is never touched', async () => {
    const { id } = await newTeacher('Emmy Noether');
    const startAt = '2026-11-25T02:00:00.000Z'; // Wednesday 10:00 Shanghai
    const opened = await post(setAdminTeacherSlot, academic, {
      id,
      startAt,
      open: true,
    });
    expect(opened.body.data.status).toBe('open');
    const family = await createStudent(t.database.db, t.clock.now());
    await giveCredits(t.database.db, family.id, 1, t.clock.now());
    await t.api(bookSlots, { slotIds: [opened.body.data.id] }, { token: family.token });
    const closing = await post(setAdminTeacherSlot, academic, { id, startAt, open: false });
    expect(closing.body.code).toBe(2004);
    const past = await post(setAdminTeacherSlot, academic, {
      id,
      startAt: '2026-11-22T02:00:00.000Z',
      open: true,
    });
    expect(past.body.code).toBe(1001);
    expect((past.body.data as unknown as { field: string }).field).toBe('startAt');
    const slots = await get(listAdminTeacherSlots, academic, {
      id: String(id),
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(slots.body.data.list).toEqual([expect.objectContaining({ startAt, booked: true })]);
  });

  it('leave lists the booked lessons first, then hides her and ends her login; lessons stay', async () => {
    const { id, phone } = await newTeacher('Rosalind Franklin');
    const login = await signIn(t, phone);
    await post(saveAdminTeacherPlan, academic, { id, entries: tuesdayEvening });
    const slots = await t.api(listSchedule, {
      teacherId: String(id),
      from: '2026-11-24',
      to: '2026-11-24',
    });
    const family = await createStudent(t.database.db, t.clock.now(), { name: 'Lily' });
    await giveCredits(t.database.db, family.id, 1, t.clock.now());
    await t.api(bookSlots, { slotIds: [slots.body.data.list[0]!.id] }, { token: family.token });

    const future = await get(listAdminTeacherFutureLessons, academic, { id: String(id) });
    expect(future.body.data.list).toEqual([
      expect.objectContaining({ studentName: 'Lily', startAt: '2026-11-24T11:00:00.000Z' }),
    ]);
    const left = await post(leaveAdminTeacher, academic, { id });
    expect(left.body.data).toEqual({ status: 'left', futureLessons: 1 });

    expect(await familyList()).not.toContain(id);
    const me = await t.api(viewTeacherMe, undefined, { token: login.token });
    expect([1003, 3005]).toContain(me.body.code);
    await expect(signIn(t, phone)).rejects.toThrow(/3005/);
    // No new slots: the free one is closed and a plan edit is refused.
    const after = await get(listAdminTeacherSlots, academic, {
      id: String(id),
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(after.body.data.list.map((s) => [s.status, s.booked])).toEqual([
      ['open', true],
      ['closed', false],
    ]);
    expect(
      (await post(saveAdminTeacherPlan, academic, { id, entries: tuesdayEvening })).body.code,
    ).toBe(2004);
    // The booked lesson is still there, for the lessons area to reassign.
    const still = await get(listAdminTeacherFutureLessons, owner, { id: String(id) });
    expect(still.body.data.total).toBe(1);
    expect(await teacherAudit(id)).toEqual(['teacher.create', 'teacher.leave', 'teacher.plan']);
  });

  it('refuses every change to finance, content and support (3003) without an audit row; they read', async () => {
    const { id } = await newTeacher('Katherine Johnson');
    const before = await auditRows();
    for (const [role, token] of readers) {
      const calls = [
        post(saveAdminTeacher, token, { id, name: 'X', phone: '13900559999' }),
        post(setAdminTeacherPaused, token, { id, paused: true }),
        post(leaveAdminTeacher, token, { id }),
        post(saveAdminTeacherPlan, token, { id, entries: tuesdayEvening }),
        post(setAdminTeacherSlot, token, { id, startAt: '2026-11-25T02:00:00.000Z', open: true }),
      ];
      for (const res of await Promise.all(calls)) expect(res.body.code, role).toBe(3003);
      const read = await get(listAdminTeachers, token, { q: 'Katherine' });
      expect(read.body.data.total, role).toBe(1);
    }
    expect(await auditRows()).toBe(before);
  });

  it('lists with search by name or phone, filters and sort on the server', async () => {
    const { id, phone } = await newTeacher('Zelda Fitzgerald');
    const byPhone = await get(listAdminTeachers, academic, { q: phone.slice(-6) });
    expect(byPhone.body.data.list.map((r) => r.id)).toEqual([id]);
    const byTag = await get(listAdminTeachers, academic, {
      tagId: String(tagId),
      nationality: 'UK',
      pageSize: '100',
    });
    expect(byTag.body.data.list.map((r) => r.id)).toContain(id);
    const rated = await get(listAdminTeachers, academic, { minRating: '4' });
    expect(rated.body.data.list.map((r) => r.id)).not.toContain(id);
    const sorted = await get(listAdminTeachers, academic, {
      sort: 'name',
      order: 'descend',
      pageSize: '1',
    });
    expect(sorted.body.data.list[0]!.name).toBe('Zelda Fitzgerald');
    expect(sorted.body.data.total).toBeGreaterThan(1);
  });
});
