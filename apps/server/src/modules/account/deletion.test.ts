import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '@school/contract/api/basic';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacher,
  creditState,
  giveCredits,
} from '../../../test/factories.ts';
import { lastCode, requestCode, signIn } from '../auth/testing.ts';
import { lessons, teacherReviews } from '../../db/schema/lessons.ts';
import { users } from '../../db/schema/users.ts';
import { tinyPng } from '../users/testImages.ts';
import { deleteAccount, editUser, viewUser, uploadAvatar } from '@school/contract/api/basic';
import { bookSlots, listLessons } from '@school/contract/api/booking';
import {
  editCollection,
  listCollections,
  listTeacherReviews,
  sendTeacherMessage,
} from '@school/contract/api/teachers';
import { editSurvey, viewPreference } from '@school/contract/api/content';
import { viewCredits } from '@school/contract/api/credits';

const H = 3600_000;
const D = 24 * H;
const PHONE = '13677770001';
const NAME = 'Zanzibarina';
const NICK = 'Quixotella';

type Rows = { rows: Record<string, unknown>[] };

/** Every row of every table (public schema) whose text contains the needle: "table" list. */
async function findEverywhere(t: TestApp, needle: string): Promise<string[]> {
  const db = t.database.db;
  const cols = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
    order by table_name, column_name`)) as unknown as Rows;
  const tables = new Set(cols.rows.map((r) => String(r.table_name)));
  expect(tables.has('users')).toBe(true);
  const found: string[] = [];
  for (const r of cols.rows) {
    const table = String(r.table_name);
    const column = String(r.column_name);
    const hit = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`}`,
    )) as unknown as Rows;
    if (Number(hit.rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  for (const table of tables) {
    const hit = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} x where x::text like ${`%${needle}%`}`,
    )) as unknown as Rows;
    if (Number(hit.rows[0]!.n) > 0) found.push(`${table} (row)`);
  }
  return found;
}

describe('clientUsers/delete: account deletion', () => {
  let t: TestApp;
  let dataDir: string;
  let a: { token: string; userInfo: UserInfo };
  let teacherId: number;
  let slots: number[];
  let avatar: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'school-delete-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    t.clock.set('2026-11-23T02:00:00Z');
    const db = t.database.db;
    a = await signIn(t, PHONE);
    const edited = await t.api(
      editUser,
      { name: NAME, username: NICK, birth: '2017-06-05', sex: 2 },
      { token: a.token },
    );
    expect(edited.body.code, edited.body.message).toBe(0);
    const up = await t.app.inject({
      method: 'POST',
      url: uploadAvatar.path,
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'image/png' },
      payload: tinyPng(),
    });
    expect(up.json().code, up.body).toBe(0);
    avatar = (up.json() as { data: UserInfo }).data.avatar!;

    teacherId = await createTeacher(db, { name: 'Emily Carter' });
    await giveCredits(db, a.userInfo.id, 5, t.clock.now());
    const now = Date.parse('2026-11-23T02:00:00Z');
    slots = [
      await createSlot(db, teacherId, new Date(now + D)),
      await createSlot(db, teacherId, new Date(now + 2 * D)),
    ];
    const booked = await t.api(bookSlots, { slotIds: slots }, { token: a.token });
    expect(booked.body.code, booked.body.message).toBe(0);

    // A finished lesson with a review, written before the deletion.
    const past = await createSlot(db, teacherId, new Date(now - 2 * D));
    const [lesson] = await db
      .insert(lessons)
      .values({
        slotId: past,
        teacherId,
        studentId: a.userInfo.id,
        startAt: new Date(now - 2 * D),
        endAt: new Date(now - 2 * D + 30 * 60_000),
        status: 'finished',
        note: `${NAME} likes dinosaurs`,
        createdAt: new Date(now - 3 * D),
        updatedAt: new Date(now - 3 * D),
      })
      .returning({ id: lessons.id });
    await db.insert(teacherReviews).values({
      lessonId: lesson!.id,
      teacherId,
      userId: a.userInfo.id,
      stars: 5,
      content: 'Lovely teacher',
      createdAt: new Date(now - D),
    });

    const fav = await t.api(editCollection, { teacherId, collected: true }, { token: a.token });
    expect(fav.body.code, fav.body.message).toBe(0);
    const msg = await t.api(
      sendTeacherMessage,
      { teacherId, content: `Please call ${NAME} on ${PHONE}` },
      { token: a.token },
    );
    expect(msg.body.code, msg.body.message).toBe(0);
    const survey = await t.api(
      editSurvey,
      {
        kind: 'feedback',
        answers: { type: 'other', content: `I am ${NICK}`, contact: PHONE },
      },
      { token: a.token },
    );
    expect(survey.body.code, survey.body.message).toBe(0);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const del = (token: string, code: string) => t.api(deleteAccount, { code }, { token });

  it('needs an SMS code of type delete: a login code or a wrong code changes nothing', async () => {
    t.clock.advance(61_000);
    await requestCode(t, PHONE, 'login');
    expect((await del(a.token, lastCode(t, PHONE))).body.code).toBe(1001);
    t.clock.advance(61_000);
    await requestCode(t, PHONE, 'delete');
    const code = lastCode(t, PHONE);
    expect((await del(a.token, code === '000000' ? '111111' : '000000')).body.code).toBe(1001);
    const view = await t.api(viewUser, undefined, { token: a.token });
    expect(view.body.data.name).toBe(NAME);
  });

  it('deletes: sessions revoked, bookings cancelled, person erased, phone free', async () => {
    const before = await findEverywhere(t, PHONE);
    expect(before.length).toBeGreaterThan(0); // the scan does find things
    const second = await signIn(t, PHONE); // a second session, revoked too
    t.clock.advance(61_000);
    await requestCode(t, PHONE, 'delete');
    const res = await del(a.token, lastCode(t, PHONE));
    expect(res.body.code, res.body.message).toBe(0);

    for (const token of [a.token, second.token]) {
      const view = await t.api(viewUser, undefined, { token });
      expect(view.body.code).toBe(1003);
    }

    for (const needle of [PHONE, NAME, NICK, PHONE.slice(-8)]) {
      expect(await findEverywhere(t, needle), needle).toEqual([]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.userInfo.id));
    expect(row).toMatchObject({
      phone: null,
      name: '',
      username: '',
      birth: '2019-02-18',
      sex: 0,
      avatar: null,
      passwordHash: null,
      status: 'deleted',
    });
    expect(row!.deletedAt).not.toBeNull();
    await expect(
      stat(path.join(dataDir, 'uploads', avatar.replace('/uploads/', ''))),
    ).rejects.toThrow();

    // Future bookings cancelled, credits returned then closed with the account: the ledger sums to 0.
    const rows = await t.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.studentId, a.userInfo.id));
    const future = rows.filter((l) => slots.includes(l.slotId));
    expect(future.map((l) => [l.status, l.cancelReason, l.creditReturned])).toEqual([
      ['cancelled_by_student', 'account_deleted', true],
      ['cancelled_by_student', 'account_deleted', true],
    ]);
    expect(rows.find((l) => l.status === 'finished')!.note).toBe('');
    expect(await creditState(t.database.db, a.userInfo.id, t.clock.now())).toMatchObject({
      ledger: 0,
      remaining: 0,
    });

    // The slots are free: another student books them.
    const other = await createStudent(t.database.db, t.clock.now());
    await giveCredits(t.database.db, other.id, 2, t.clock.now());
    const rebook = await t.api(bookSlots, { slotIds: slots }, { token: other.token });
    expect(rebook.body.code, rebook.body.message).toBe(0);

    // The review stays, its author anonymous.
    const reviews = await t.api(listTeacherReviews, { teacherId: String(teacherId) });
    expect(reviews.body.data.list).toEqual([
      expect.objectContaining({ content: 'Lovely teacher', authorName: '学员***' }),
    ]);
  });

  it('lets the phone register again as a fresh account with no history', async () => {
    const fresh = await signIn(t, PHONE);
    expect(fresh.userInfo.id).not.toBe(a.userInfo.id);
    expect(fresh.userInfo).toMatchObject({
      name: '',
      username: '',
      avatar: null,
      hasPassword: false,
    });
    const credits = await t.api(viewCredits, undefined, { token: fresh.token });
    expect(credits.body.data.balance).toBe(0);
    const list = await t.api(listLessons, undefined, { token: fresh.token });
    expect(list.body.data.total).toBe(0);
    const survey = await t.api(viewPreference, undefined, { token: fresh.token });
    expect(survey.body.data).toBeNull();
    const favs = await t.api(listCollections, undefined, { token: fresh.token });
    expect(favs.body.data.total).toBe(0);
  });
});
