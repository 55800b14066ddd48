import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@school/contract/envelope';
import { listTeachers, editCollection } from '@school/contract/api/teachers';
import { listSchedule, bookSlots } from '@school/contract/api/booking';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { PublicCache } from './publicCache.ts';
import type { Bus } from '../cluster/bus.ts';
import { createSlot, createStudent, createTeacher, giveCredits } from '../../test/factories.ts';

const NOW = new Date('2026-11-23T02:00:00Z');
const DAY = 86_400_000;
const FIRST = new Date(NOW.getTime() + DAY);
const SECOND = new Date(NOW.getTime() + DAY + 1_800_000);
const dateOf = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

interface Slot {
  id: number;
  state: string;
  mine: boolean;
}
interface TeacherItem {
  id: number;
  nextFreeAt: string | null;
  collected: boolean;
}

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}
type Inject = (o: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}) => Promise<Reply>;

/** GET through one copy's inject; the body parsed when there is one. */
async function get<T>(inject: Inject, url: string, headers: Record<string, string> = {}) {
  const res = await inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    etag: res.headers.etag as string | undefined,
    data: (res.body ? (res.json() as { data: T }).data : undefined) as T,
  };
}

describe('public reads cache (teacher/list, schedule)', () => {
  let t: TestApp;
  let teacherId: number;
  let family: { id: number; token: string };
  let firstId: number;
  const schedule = () =>
    `${listSchedule.path}?teacherId=${teacherId}&from=${dateOf(FIRST)}&to=${dateOf(FIRST)}`;
  const list = `${listTeachers.path}?page=1&pageSize=10`;
  const inject: Inject = (o) => t.app.inject(o);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' });
    t.clock.set(NOW);
    const db = t.database.db;
    teacherId = await createTeacher(db, { name: 'Cached Teacher' });
    firstId = await createSlot(db, teacherId, FIRST);
    await createSlot(db, teacherId, SECOND);
    family = await createStudent(db, NOW);
    await giveCredits(db, family.id, 5, NOW);
  });
  afterAll(() => t.close());

  it('answers a browser that has the page with 304, and keeps answers until a change', async () => {
    const first = await get<{ list: Slot[] }>(inject, schedule());
    expect(first.data.list.map((s) => s.state)).toEqual(['open', 'open']);
    expect(first.etag).toBeTruthy();
    const again = await get(inject, schedule(), { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);

    // A slot written behind the server's back is not seen: the answer comes from the cache.
    await createSlot(t.database.db, teacherId, new Date(SECOND.getTime() + 1_800_000));
    expect((await get<{ list: Slot[] }>(inject, schedule())).data.list).toHaveLength(2);
  });

  it('shows a booking at once: the slot taken, the next free slot moved, a new ETag', async () => {
    const before = await get<{ list: TeacherItem[] }>(inject, list);
    const mine = before.data.list.find((x) => x.id === teacherId)!;
    expect(mine.nextFreeAt).toBe(FIRST.toISOString());
    const oldTag = (await get(inject, schedule())).etag;

    const booked = await t.api(bookSlots, { slotIds: [firstId] }, { token: family.token });
    expect(booked.status).toBe(200);

    const after = await get<{ list: Slot[] }>(inject, schedule(), { 'if-none-match': oldTag! });
    expect(after.status).toBe(200);
    expect(after.data.list.find((s) => s.id === firstId)!.state).toBe('booked');
    expect(after.data.list.find((s) => s.id === firstId)!.mine).toBe(false);
    const signedIn = await get<{ list: Slot[] }>(inject, schedule(), {
      authorization: `Bearer ${family.token}`,
    });
    expect(signedIn.data.list.find((s) => s.id === firstId)!.mine).toBe(true);
    const moved = await get<{ list: TeacherItem[] }>(inject, list);
    expect(moved.data.list.find((x) => x.id === teacherId)!.nextFreeAt).toBe(SECOND.toISOString());
  });

  it('applies favourites on top of the cached list at once', async () => {
    const other = await createTeacher(t.database.db, { name: 'Another', sort: -1 });
    // The new teacher was written behind the server's back: a change through the server drops
    // the list (a favourite does not, it is the family's own).
    const url0 = `${list}&favouritesFirst=true`;
    const auth = { authorization: `Bearer ${family.token}` };
    const before = await get<{ list: TeacherItem[] }>(inject, url0, auth);
    expect(before.data.list.find((x) => x.id === teacherId)!.collected).toBe(false);
    await t.api(editCollection, { teacherId, collected: true }, { token: family.token });
    const url = `${list}&favouritesFirst=true`;
    const res = await get<{ list: TeacherItem[] }>(inject, url, {
      authorization: `Bearer ${family.token}`,
    });
    expect(res.data.list[0]).toMatchObject({ id: teacherId, collected: true });
    expect(res.etag).toBeTruthy();
    expect(res.data.list.some((x) => x.id === other)).toBe(false);
  });

  it('sends signed-in answers exactly as their output schemas allow', async () => {
    // Signed-in answers of cached reads skip the route's serializer (http/route.ts): each must
    // still be what the schema would have sent, no key more, none of another type.
    const auth = { authorization: `Bearer ${family.token}` };
    for (const [url, e] of [
      [`${list}&favouritesFirst=true`, listTeachers],
      [schedule(), listSchedule],
    ] as const) {
      const res = await inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      const body = res.json() as { data: { list: unknown[] } };
      expect(body.data.list.length).toBeGreaterThan(0);
      expect(envelope(e.output as never).parse(body)).toEqual(body);
    }
  });

  it('forgets time-dependent answers when the half hour ends', async () => {
    t.clock.set(new Date(SECOND.getTime() - 2 * 3_600_000 + 1));
    const res = await get<{ list: Slot[] }>(inject, schedule());
    // SECOND now starts within the 2-hour lead time; the third slot (written behind the
    // server's back earlier) shows now that the cached answer has expired.
    expect(res.data.list.find((s) => s.id !== firstId && s.state === 'past')).toBeTruthy();
    expect(res.data.list).toHaveLength(3);
    t.clock.set(NOW);
  });
});

/** Two server copies on one PostgreSQL: a booking on one shows on the other within 1 s. */
describe.runIf(process.env.TEST_DB === 'postgres')('public reads cache across copies', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    one = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' });
    one.clock.set(NOW);
    two = await buildApp(one.config, { database: one.database, clock: one.clock, sms: one.sms });
    await two.ready();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('shows the slot taken on the other copy within 1 s', async () => {
    const db = one.database.db;
    const teacherId = await createTeacher(db);
    const slotId = await createSlot(db, teacherId, FIRST);
    const family = await createStudent(db, NOW);
    await giveCredits(db, family.id, 2, NOW);
    const url = `${listSchedule.path}?teacherId=${teacherId}&from=${dateOf(FIRST)}&to=${dateOf(FIRST)}`;
    const onOne: Inject = (o) => one.app.inject(o);
    const onTwo: Inject = (o) => two.inject(o);
    expect((await get<{ list: Slot[] }>(onOne, url)).data.list[0]!.state).toBe('open');

    const booked = await onTwo({
      method: 'POST',
      url: bookSlots.path,
      headers: { authorization: `Bearer ${family.token}` },
      payload: { slotIds: [slotId] },
    });
    expect(booked.statusCode).toBe(200);
    const started = performance.now();
    let state = 'open';
    while (state !== 'booked' && performance.now() - started < 1000) {
      state = (await get<{ list: Slot[] }>(onOne, url)).data.list[0]!.state;
      if (state !== 'booked') await new Promise((r) => setTimeout(r, 20));
    }
    expect(state).toBe('booked');
  });
});

describe('PublicCache when full', () => {
  it('evicts the least recently read entry, not the oldest one', async () => {
    const at = new Date('2026-11-23T02:00:00Z');
    const cache = new PublicCache(60_000, { now: () => at }, null, undefined, 3);
    const load = (v: string) => () => Promise.resolve(v);
    await cache.get('teachers', 'catalogue', load('all teachers'));
    await cache.get('viewers', '1', load('family 1'));
    await cache.get('viewers', '2', load('family 2'));
    // Every visitor reads the catalogue; families come and go.
    expect(cache.peek('teachers', 'catalogue')).toBe('all teachers');
    await cache.get('viewers', '3', load('family 3'));
    expect(cache.peek('teachers', 'catalogue')).toBe('all teachers');
    expect(cache.peek('viewers', '1')).toBeUndefined();
    expect(cache.peek('viewers', '3')).toBe('family 3');
  });
});

describe('PublicCache on the bus', () => {
  /** A bus that holds messages until the test delivers them, as PostgreSQL's NOTIFY lags. */
  const slowBus = () => {
    const handlers: ((m: unknown) => void)[] = [];
    const held: unknown[] = [];
    const bus: Bus = {
      publish: (_topic, m) => {
        held.push(m);
        return Promise.resolve();
      },
      subscribe: (_topic, h) => void handlers.push(h),
      close: () => Promise.resolve(),
    };
    const deliver = () => {
      for (const m of held.splice(0)) for (const h of handlers) h(m);
    };
    return { bus, deliver };
  };
  const at = new Date('2026-11-23T02:00:00Z');
  const load = (v: string) => () => Promise.resolve(v);

  it('keeps what it loaded after a change when its own message comes back late', async () => {
    const { bus, deliver } = slowBus();
    const cache = new PublicCache(60_000, { now: () => at }, bus);
    await cache.get('teachers', 'catalogue', load('before the booking'));
    await cache.invalidate('teachers');
    expect(await cache.get('teachers', 'catalogue', load('after the booking'))).toBe(
      'after the booking',
    );
    deliver();
    expect(cache.peek('teachers', 'catalogue')).toBe('after the booking');
  });

  it('drops an area another copy changed', async () => {
    const { bus, deliver } = slowBus();
    const here = new PublicCache(60_000, { now: () => at }, bus);
    const there = new PublicCache(60_000, { now: () => at }, bus);
    await here.get('teachers', 'catalogue', load('before the booking'));
    await there.invalidate('teachers');
    deliver();
    expect(here.peek('teachers', 'catalogue')).toBeUndefined();
  });
});
