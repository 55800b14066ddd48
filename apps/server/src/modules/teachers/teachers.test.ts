import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherSummary } from '@school/contract/api/teachers';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTag,
  createTeacher,
  giveCredits,
} from '../../../test/factories.ts';
import { teacherMessages } from '../../db/schema/teachers.ts';
import { bookSlots } from '@school/contract/api/booking';
import {
  editCollection,
  listCollections,
  listTeacherTags,
  listTeachers,
  sendTeacherMessage,
  viewTeacher,
} from '@school/contract/api/teachers';

const H = 3600_000;
const D = 24 * H;
const NOW = new Date('2026-11-23T02:00:00Z'); // Monday 10:00 in Shanghai

type List = { list: TeacherSummary[]; total: number };

describe('teachers', () => {
  let t: TestApp;
  const id: Record<string, number> = {};
  let kid: { id: number; token: string };
  let patient: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const db = t.database.db;
    patient = await createTag(db, '耐心');
    const phonics = await createTag(db, '自然拼读', 'focus');
    id.emily = await createTeacher(db, {
      name: 'Emily Carter',
      nationality: '美国',
      sex: 2,
      tags: [patient, phonics],
      sort: 1,
    });
    id.james = await createTeacher(db, {
      name: 'James Wilson',
      nationality: '英国',
      sex: 1,
      tags: [phonics],
      sort: 2,
    });
    id.grace = await createTeacher(db, {
      name: 'Grace_Santos',
      nationality: '菲律宾',
      sex: 2,
      sort: 3,
    });
    id.hidden = await createTeacher(db, { name: 'Hidden Emma', status: 'paused' });
    // Emily: free tomorrow 10:00 (Shanghai 18:00) and booked the day after; James: free in 3 days.
    await createSlot(db, id.emily, new Date(NOW.getTime() + D + 8 * H));
    const taken = await createSlot(db, id.emily, new Date(NOW.getTime() + 2 * D));
    await createSlot(db, id.emily, new Date(NOW.getTime() + 2 * D + H), 'closed');
    await createSlot(db, id.james, new Date(NOW.getTime() + 3 * D));
    await createSlot(db, id.grace, new Date(NOW.getTime() + H)); // inside the lead time
    kid = await createStudent(db, NOW);
    await giveCredits(db, kid.id, 1, NOW);
    const booked = await t.api(bookSlots, { slotIds: [taken] }, { token: kid.token });
    expect(booked.body.code).toBe(0);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string> = {}, token?: string) =>
    t.api(listTeachers, query, { token });
  const names = (r: { body: { data: List } }) => r.body.data.list.map((x) => x.name);

  it('lists active teachers with tags, next free slot and paging', async () => {
    const all = await list();
    expect(names(all)).toEqual(['Emily Carter', 'James Wilson', 'Grace_Santos']);
    expect(all.body.data.total).toBe(3);
    const emily = all.body.data.list[0]!;
    expect(emily.tags.map((x) => x.name)).toEqual(['耐心', '自然拼读']);
    expect(emily.nextFreeAt).toBe(new Date(NOW.getTime() + D + 8 * H).toISOString());
    expect(emily.collected).toBe(false);
    expect(all.body.data.list[2]!.nextFreeAt).toBeNull();
    const page2 = await list({ page: '2', pageSize: '2' });
    expect([names(page2), page2.body.data.total]).toEqual([['Grace_Santos'], 3]);
    const beyond = await list({ page: '5', pageSize: '2' });
    expect([names(beyond), beyond.body.data.total]).toEqual([[], 3]);
  });

  it('filters by tag, sex, nationality and name', async () => {
    expect(names(await list({ tagId: String(patient) }))).toEqual(['Emily Carter']);
    expect(names(await list({ sex: '1' }))).toEqual(['James Wilson']);
    expect(names(await list({ nationality: '菲律宾' }))).toEqual(['Grace_Santos']);
    expect(names(await list({ keyword: 'em' }))).toEqual(['Emily Carter']);
    // LIKE wildcards in the keyword are plain characters.
    expect(names(await list({ keyword: '_' }))).toEqual(['Grace_Santos']);
    expect(names(await list({ keyword: '%' }))).toEqual([]);
  });

  it('filters by free time: a date in the school zone, or a time range', async () => {
    expect(names(await list({ freeDate: '2026-11-24' }))).toEqual(['Emily Carter']);
    // Emily's only slot that day is booked, the other closed.
    expect(names(await list({ freeDate: '2026-11-25' }))).toEqual([]);
    expect(names(await list({ freeDate: '2026-11-26' }))).toEqual(['James Wilson']);
    // Grace's slot today is inside the lead time.
    expect(names(await list({ freeDate: '2026-11-23' }))).toEqual([]);
    const from = new Date(NOW.getTime() + 3 * D).toISOString();
    const to = new Date(NOW.getTime() + 3 * D + 30 * 60_000).toISOString();
    expect(names(await list({ freeFrom: from, freeTo: to }))).toEqual(['James Wilson']);
    expect(names(await list({ freeFrom: from, freeTo: from }))).toEqual([]);
    expect((await list({ freeDate: '2026-13-01' })).body.code).toBe(1001);
  });

  it('favourites: add, list, collected flag, favourites first; idempotent', async () => {
    const fav = (teacherId: number, collected: boolean) =>
      t.api(editCollection, { teacherId, collected }, { token: kid.token });
    expect((await fav(id.grace!, true)).body.data).toEqual({
      teacherId: id.grace,
      collected: true,
    });
    expect((await fav(id.grace!, true)).body.code).toBe(0);
    expect((await fav(id.hidden!, true)).body.code).toBe(2001);
    const mine = await t.api(listCollections, undefined, { token: kid.token });
    expect(names(mine)).toEqual(['Grace_Santos']);
    const first = await list({ favouritesFirst: 'true' }, kid.token);
    expect(names(first)).toEqual(['Grace_Santos', 'Emily Carter', 'James Wilson']);
    expect(first.body.data.list[0]!.collected).toBe(true);
    // A bad token on a public call is simply anonymous.
    const anon = await list({ favouritesFirst: 'true' }, 'not-a-token');
    expect([anon.body.code, names(anon)[0]]).toEqual([0, 'Emily Carter']);
    await fav(id.grace!, false);
    expect((await t.api(listCollections, undefined, { token: kid.token })).body.data.total).toBe(0);
    expect((await t.api(listCollections)).body.code).toBe(1002);
  });

  it('teacher/view: intro and video; 2001 for unknown or hidden', async () => {
    const res = await t.api(viewTeacher, { id: String(id.emily) });
    expect(res.body.data).toMatchObject({
      name: 'Emily Carter',
      intro: '<p>Hi</p>',
      videoUrl: null,
    });
    for (const x of [id.hidden!, 99999])
      expect((await t.api(viewTeacher, { id: String(x) })).body.code).toBe(2001);
  });

  it('tags and messages', async () => {
    const tags = await t.api(listTeacherTags);
    expect(tags.body.data.list.map((x) => [x.name, x.group])).toEqual([
      ['耐心', 'style'],
      ['自然拼读', 'focus'],
    ]);
    const sent = await t.api(
      sendTeacherMessage,
      { teacherId: id.james, content: 'Can we practise phonics?' },
      { token: kid.token },
    );
    expect(sent.body.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(teacherMessages)
      .where(eq(teacherMessages.id, sent.body.data.id));
    expect(row).toMatchObject({ userId: kid.id, teacherId: id.james });
    const unknown = await t.api(
      sendTeacherMessage,
      { teacherId: 99999, content: 'hi' },
      { token: kid.token },
    );
    expect(unknown.body.code).toBe(2001);
  });
});
