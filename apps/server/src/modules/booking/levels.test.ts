import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacher,
  creditState,
  giveCredits,
  givePack,
} from '../../../test/factories.ts';
import { signIn } from '../auth/testing.ts';
import { addProduct, deliverSandboxByInject, placeOrder, postForm } from '../payments/testing.ts';
import { bookSlots } from '@school/contract/api/booking';
import { viewCredits } from '@school/contract/api/credits';
import { payOrder } from '@school/contract/api/mall';

const H = 3600_000;
const D = 24 * H;

/**
 * Course packs (课包) pay only for lessons of their level; lesson-count cards (次卡) for any
 * (docs/design/credits.md §4.2).
 */
describe('booking with course levels', () => {
  let t: TestApp;
  let teacherId: number;
  let hour = 0;
  /** A new slot a day or more ahead, never at the same time as another. */
  const slot = () => {
    const halfHour = 30 * 60_000;
    const aligned = Math.ceil(t.clock.now().getTime() / halfHour) * halfHour;
    return createSlot(t.database.db, teacherId, new Date(aligned + D + ++hour * H));
  };
  const base = () => Date.parse('2026-11-23T02:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    teacherId = await createTeacher(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(new Date(base())));

  const book = (token: string, slotIds: number[], courseLevel?: number | null) =>
    t.api(bookSlots, courseLevel === undefined ? { slotIds } : { slotIds, courseLevel }, { token });
  const grants = async (token: string) =>
    (await t.api(viewCredits, undefined, { token })).body.data.grants;

  it('a pack credit cannot pay for a lesson of another level: 2003, nothing changes', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await givePack(db, kid.id, 1, 3, t.clock.now());
    const res = await book(kid.token, [await slot()], 2);
    expect([res.status, res.body.code]).toEqual([409, 2003]);
    expect(res.body.message).toContain('Level 2');
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 3, remaining: 3 });
    const ok = await book(kid.token, [await slot()], 1);
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data.lessons[0]!.courseLevel).toBe(1);
  });

  it('2003 when only the wrong level’s credits are left; a card pays for any level', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 1, t.clock.now(), 30);
    await givePack(db, kid.id, 1, 2, t.clock.now(), 365);
    // Level 3: no Level 3 pack, so the card pays.
    const first = await book(kid.token, [await slot()], 3);
    expect(first.body.code, first.body.message).toBe(0);
    expect(first.body.data).toMatchObject({ balance: 2, lessons: [{ courseLevel: 3 }] });
    // The card is used up; the Level 1 pack's two credits are left, but not for Level 3.
    const again = await book(kid.token, [await slot()], 3);
    expect(again.body.code).toBe(2003);
    expect(again.body.message).toBe(
      '课时不足：Level 3 的课需要 1 节，可用的次卡和 Level 3 课包课时剩余 0 节',
    );
    // Without a level only cards pay, and the reply says how to use the pack.
    const none = await book(kid.token, [await slot()], null);
    expect(none.body.code).toBe(2003);
    expect(none.body.message).toMatch(/请选择课包的课程级别/);
    // Level 1 takes the pack; both lessons in one booking.
    const pack = await book(kid.token, [await slot(), await slot()], 1);
    expect(pack.body.code, pack.body.message).toBe(0);
    expect(pack.body.data.lessons.map((l) => l.courseLevel)).toEqual([1, 1]);
    expect(pack.body.data.balance).toBe(0);
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 0, remaining: 0 });
  });

  it('names no level: the only pack level, the earliest-expiring credit that fits pays', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    const card = await giveCredits(db, kid.id, 2, t.clock.now(), 20);
    await givePack(db, kid.id, 2, 2, t.clock.now(), 60);
    // Level 2 by default; the card expires first and can pay for Level 2, so it pays first.
    const res = await book(kid.token, [await slot()]);
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data.lessons[0]!.courseLevel).toBe(2);
    const g = await grants(kid.token);
    expect(g.map((x) => [x.kind, x.courseLevel, x.remaining])).toEqual([
      ['card', null, 1],
      ['pack', 2, 2],
    ]);
    expect(card).toBeGreaterThan(0);
    // Packs of two levels: no default level, so only the card pays.
    await givePack(db, kid.id, 3, 1, t.clock.now(), 90);
    const two = await book(kid.token, [await slot(), await slot()]);
    expect(two.body.code).toBe(2003);
    const one = await book(kid.token, [await slot()]);
    expect(one.body.code, one.body.message).toBe(0);
    expect(one.body.data.lessons[0]!.courseLevel).toBeNull();
  });

  it('levels hold on the careful path too (a lapsed grant waits for the sweep)', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 1, t.clock.now(), 1); // lapses unswept
    await givePack(db, kid.id, 1, 1, t.clock.now(), 90);
    t.clock.advance(2 * D);
    const s = await slot();
    expect((await book(kid.token, [s], 2)).body.code).toBe(2003);
    const res = await book(kid.token, [s]);
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data).toMatchObject({ balance: 0, lessons: [{ courseLevel: 1 }] });
    expect(await creditState(db, kid.id, t.clock.now())).toMatchObject({ ledger: 0, remaining: 0 });
  });

  it('a bad level is refused with 1001 naming courseLevel', async () => {
    const kid = await createStudent(t.database.db, t.clock.now());
    for (const courseLevel of [0, 1.5, '2', 100]) {
      const res = await t.api(bookSlots, { slotIds: [await slot()], courseLevel } as never, {
        token: kid.token,
      });
      expect([res.status, res.body.code]).toEqual([400, 1001]);
      expect(res.body.data).toMatchObject({ field: 'courseLevel' });
    }
  });

  it('a paid course pack grants credits of its level, which book lessons of that level only', async () => {
    const delivered = deliverSandboxByInject(t);
    const product = await addProduct(t, {
      kind: 'pack',
      name: 'Level 2 进阶课包',
      courseLevel: 2,
      lessonCount: 4,
      validityDays: 365,
    });
    const { token } = await signIn(t, '13900000077');
    const order = await placeOrder(t, token, product);
    const start = await t.api(payOrder, { orderId: order.id }, { token });
    await postForm(t, start.body.data.payUrl, { action: 'pay' });
    await t.app.payments.gateways.sandbox.flush();
    expect(delivered.at(-1)?.answer).toBe('success');
    expect(await grants(token)).toEqual([
      expect.objectContaining({ kind: 'pack', courseLevel: 2, remaining: 4 }),
    ]);
    expect((await book(token, [await slot()], 1)).body.code).toBe(2003);
    const res = await book(token, [await slot()]);
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data).toMatchObject({ balance: 3, lessons: [{ courseLevel: 2 }] });
  });
});
