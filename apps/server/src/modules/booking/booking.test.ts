import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacher,
  creditState,
  giveCredits,
} from '../../../test/factories.ts';
import { bookSlots, changeBookingStatus, listSchedule } from '@school/contract/api/booking';
import { listLedger, viewCredits } from '@school/contract/api/credits';

const H = 3600_000;
const D = 24 * H;

describe('booking', () => {
  let t: TestApp;
  let teacherId: number;
  let base: number;
  let nextStart: number;
  /**
   * A slot start on the half hour at most `ahead` ms after now: each call in a test half an hour
   * earlier than the last, so starts never repeat and never move past a boundary being tested.
   */
  const slotAt = (ahead: number) => {
    nextStart += 30 * 60_000;
    return new Date(base + ahead - nextStart);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // A teacher per test, so slot times never collide between tests.
    teacherId = await createTeacher(t.database.db);
    t.clock.set('2026-11-23T02:00:00Z');
    base = t.clock.now().getTime();
    nextStart = 0;
  });

  const book = (token: string, slotIds: number[]) => t.api(bookSlots, { slotIds }, { token });

  it('books several slots at once and takes one credit each', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 5, t.clock.now());
    const a = await createSlot(db, teacherId, slotAt(D));
    const b = await createSlot(db, teacherId, slotAt(D));
    const res = await book(kid.token, [b, a]);
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data.lessons.map((l) => l.status)).toEqual(['booked', 'booked']);
    expect(res.body.data.balance).toBe(3);
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 3, remaining: 3 });
    const slots = await t.api(
      listSchedule,
      { teacherId: String(teacherId), from: '2026-11-24', to: '2026-11-25' },
      { token: kid.token },
    );
    const mine = slots.body.data.list.filter((s) => s.id === a || s.id === b);
    expect(mine.map((s) => [s.state, s.mine])).toEqual([
      ['booked', true],
      ['booked', true],
    ]);
  });

  it('refuses the whole booking when one slot breaks a rule, and changes nothing', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 2, t.clock.now());
    const ok = await createSlot(db, teacherId, slotAt(D));
    const soon = await createSlot(db, teacherId, slotAt(H)); // inside the 2 h lead time
    const far = await createSlot(db, teacherId, slotAt(15 * D));
    const closed = await createSlot(db, teacherId, slotAt(D), 'closed');

    expect((await book(kid.token, [ok, soon])).body.code).toBe(2004);
    expect((await book(kid.token, [ok, far])).body.code).toBe(2004);
    const c = await book(kid.token, [ok, closed]);
    expect([c.status, c.body.code]).toEqual([409, 2002]);
    expect((await book(kid.token, [ok, 999_999])).body.code).toBe(2001);
    expect((await book(kid.token, [ok, ok])).body.code).toBe(1001);
    // Three slots with two credits: 2003, nothing booked.
    const more = [
      await createSlot(db, teacherId, slotAt(D)),
      await createSlot(db, teacherId, slotAt(D)),
    ];
    const poor = await book(kid.token, [ok, ...more]);
    expect([poor.status, poor.body.code]).toEqual([409, 2003]);
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 2, remaining: 2 });
    // And the slots are still free for the next family.
    expect((await book(kid.token, [ok])).body.code).toBe(0);
  });

  it('a student cannot hold two lessons at the same time, even with different teachers', async () => {
    const db = t.database.db;
    const other = await createTeacher(db);
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 5, t.clock.now());
    const start = slotAt(2 * D);
    const a = await createSlot(db, teacherId, start);
    const b = await createSlot(db, other, start);
    // In one request ...
    const both = await book(kid.token, [a, b]);
    expect(both.body.code).toBe(2002);
    expect(both.body.message).toMatch(/已有课程/);
    // ... or one after the other (the database's unique index).
    expect((await book(kid.token, [a])).body.code).toBe(0);
    const again = await book(kid.token, [b]);
    expect(again.body.code).toBe(2002);
    expect(again.body.message).toMatch(/已有课程/);
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 4, remaining: 4 });
  });

  it('50 parallel bookings of one slot by 50 students: exactly one wins, the rest get 2002', async () => {
    const db = t.database.db;
    const slot = await createSlot(db, teacherId, slotAt(3 * D));
    const kids = [];
    for (let i = 0; i < 50; i++) {
      const kid = await createStudent(db, t.clock.now());
      await giveCredits(db, kid.id, 1, t.clock.now());
      kids.push(kid);
    }
    const results = await Promise.all(kids.map((k) => book(k.token, [slot])));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2002)).toHaveLength(49);
    expect(results.find((r) => r.body.code === 2002)?.body.message).toBe('该时间段已被预约');
    for (const k of kids) {
      const s = await creditState(db, k.id, t.clock.now());
      expect(s.ledger).toBe(s.remaining);
    }
  });

  it('parallel bulk bookings asking for more than the balance never overdraw it', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    // Two grants, to exercise spending across grants.
    await giveCredits(db, kid.id, 3, t.clock.now(), 30);
    await giveCredits(db, kid.id, 4, t.clock.now(), 60);
    const requests: number[][] = [];
    for (let i = 0; i < 12; i++)
      requests.push([
        await createSlot(db, teacherId, slotAt(4 * D)),
        await createSlot(db, teacherId, slotAt(4 * D)),
      ]);
    const results = await Promise.all(requests.map((ids) => book(kid.token, ids)));
    const won = results.filter((r) => r.body.code === 0).length;
    expect(won).toBe(3); // 7 credits, 2 per booking
    expect(results.every((r) => [0, 2003].includes(r.body.code))).toBe(true);
    const s = await creditState(db, kid.id, t.clock.now());
    expect(s).toEqual({ ledger: 1, remaining: 1, minRemaining: 0 });
    const view = await t.api(viewCredits, undefined, { token: kid.token });
    expect(view.body.data.balance).toBe(1);
  });

  it('credits that lapsed since the last sweep are swept first, then the booking is paid', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 2, t.clock.now(), 1);
    await giveCredits(db, kid.id, 3, t.clock.now(), 365);
    const slot = await createSlot(db, teacherId, slotAt(4 * D));
    t.clock.advance(2 * D); // the 1-day grant has expired; no job ran
    const res = await book(kid.token, [slot]);
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data.balance).toBe(2);
    expect(await creditState(db, kid.id, t.clock.now())).toEqual({
      ledger: 2,
      remaining: 2,
      minRemaining: 0,
    });
  });

  describe('cancelling', () => {
    const setup = async (ahead: number) => {
      const db = t.database.db;
      const kid = await createStudent(db, t.clock.now());
      await giveCredits(db, kid.id, 2, t.clock.now());
      const slot = await createSlot(db, teacherId, slotAt(ahead));
      const res = await book(kid.token, [slot]);
      expect(res.body.code).toBe(0);
      return {
        kid,
        lessonId: res.body.data.lessons[0]!.id,
        slot,
        startAt: base + ahead - nextStart,
      };
    };
    const cancel = (token: string, lessonId: number) =>
      t.api(changeBookingStatus, { lessonId, status: 'cancelled', reason: 'sick' }, { token });

    it('24 h or more ahead: the credit comes back and the slot is free again', async () => {
      const { kid, lessonId, slot, startAt } = await setup(3 * D);
      t.clock.set(new Date(startAt - D)); // exactly 24 h before the start
      const res = await cancel(kid.token, lessonId);
      expect(res.body.code, res.body.message).toBe(0);
      expect(res.body.data).toMatchObject({ creditReturned: true, balance: 2 });
      expect(res.body.data.lesson.status).toBe('cancelled_by_student');
      expect(await creditState(t.database.db, kid.id, t.clock.now())).toMatchObject({
        ledger: 2,
        remaining: 2,
      });
      expect((await cancel(kid.token, lessonId)).body.code).toBe(2002);
      const other = await createStudent(t.database.db, t.clock.now());
      await giveCredits(t.database.db, other.id, 1, t.clock.now());
      expect((await book(other.token, [slot])).body.code).toBe(0);
    });

    it('less than 24 h ahead: cancelled, the credit is spent', async () => {
      const { kid, lessonId } = await setup(D);
      const res = await cancel(kid.token, lessonId);
      expect(res.body.data).toMatchObject({ creditReturned: false, balance: 1 });
      expect(await creditState(t.database.db, kid.id, t.clock.now())).toMatchObject({
        ledger: 1,
        remaining: 1,
      });
      // The ledger says why the credit was kept (docs/design/booking.md §4.3: reason late cancellation).
      const log = await t.api(listLedger, undefined, { token: kid.token });
      expect(log.body.data.list.find((r) => r.lessonId === lessonId)).toMatchObject({
        reason: 'late_cancellation',
        change: -1,
      });
    });

    it('after the start: refused with 2004', async () => {
      const { kid, lessonId } = await setup(3 * H);
      t.clock.advance(3 * H + 60 * 60_000);
      const res = await cancel(kid.token, lessonId);
      expect([res.status, res.body.code]).toEqual([409, 2004]);
    });

    it('a refund to a grant that expired meanwhile is returned and expires at once', async () => {
      const db = t.database.db;
      const kid = await createStudent(db, t.clock.now());
      await giveCredits(db, kid.id, 1, t.clock.now(), 1);
      const slot = await createSlot(db, teacherId, slotAt(5 * D));
      const res = await book(kid.token, [slot]);
      expect(res.body.code).toBe(0);
      t.clock.advance(2 * D);
      const c = await cancel(kid.token, res.body.data.lessons[0]!.id);
      expect(c.body.data).toMatchObject({ creditReturned: true, balance: 0 });
      expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({
        ledger: 0,
        remaining: 0,
      });
    });

    it('10 parallel cancels of one lesson: one gives the credit back, the rest get 2002', async () => {
      const { kid, lessonId } = await setup(3 * D);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => cancel(kid.token, lessonId)),
      );
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === 2002)).toHaveLength(9);
      expect(await creditState(t.database.db, kid.id, t.clock.now())).toMatchObject({
        ledger: 2,
        remaining: 2,
      });
    });

    it('another user cannot cancel the lesson: 2001, as if it did not exist', async () => {
      const { kid, lessonId } = await setup(3 * D);
      const intruder = await createStudent(t.database.db, t.clock.now());
      const res = await cancel(intruder.token, lessonId);
      expect([res.status, res.body.code]).toEqual([404, 2001]);
      expect((await cancel(intruder.token, 987_654)).body.code).toBe(2001);
      expect(await creditState(t.database.db, kid.id, t.clock.now())).toMatchObject({ ledger: 1 });
    });
  });

  it('needs a token', async () => {
    expect((await t.api(bookSlots, { slotIds: [1] })).body.code).toBe(1002);
    expect((await t.api(changeBookingStatus, { lessonId: 1, status: 'cancelled' })).body.code).toBe(
      1002,
    );
  });
});
