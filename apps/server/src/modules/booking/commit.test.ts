import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacher,
  creditState,
  giveCredits,
  givePack,
} from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import { bookableRange } from './rules.ts';
import { bookingCreditSteps } from '../credits/service.ts';
import { bookInOneStatement } from './repository.ts';

/**
 * The fast booking's one statement on its own: it books only when every rule holds, spends the
 * grant that expires first, and otherwise writes nothing at all (the careful path then answers).
 */
describe('bookInOneStatement', () => {
  let database: Database;
  const now = new Date('2026-11-23T02:00:00Z');
  const start = (h: number) => new Date(now.getTime() + h * 3600_000);
  let teacher: number;

  beforeAll(async () => {
    database = await freshDatabase();
    teacher = await createTeacher(database.db);
  });
  afterAll(() => database.close());

  const run = (
    studentId: number,
    slotIds: number[],
    at = now,
    courseLevel: number | null | undefined = undefined,
  ) =>
    bookInOneStatement(
      database.db,
      { studentId, slotIds, note: 'hi', courseLevel, now: at, ...bookableRange(at) },
      bookingCreditSteps({ studentId, now: at, courseLevel }),
    );
  const lessonsOf = (studentId: number) =>
    database.db.select().from(lessons).where(eq(lessons.studentId, studentId));
  const remaining = async (grantId: number) =>
    (
      await database.db
        .select({ n: creditGrants.remaining })
        .from(creditGrants)
        .where(eq(creditGrants.id, grantId))
    )[0]!.n;

  it('books, spending the grant that expires first, with one ledger row per lesson', async () => {
    const db = database.db;
    const kid = await createStudent(db, now);
    const later = await giveCredits(db, kid.id, 5, now, 60);
    const sooner = await giveCredits(db, kid.id, 1, now, 30);
    const slots = [
      await createSlot(db, teacher, start(24)),
      await createSlot(db, teacher, start(25)),
    ];
    const rows = await run(kid.id, slots);
    expect(rows.map((r) => [r.startAt.toISOString(), r.note, r.balance])).toEqual([
      [start(24).toISOString(), 'hi', 4],
      [start(25).toISOString(), 'hi', 4],
    ]);
    expect([await remaining(sooner), await remaining(later)]).toEqual([0, 4]);
    const booked = await lessonsOf(kid.id);
    expect(booked.map((l) => [l.slotId, l.grantId])).toEqual([
      [slots[0], sooner],
      [slots[1], later],
    ]);
    expect(await creditState(db, kid.id, now)).toMatchObject({ ledger: 4, remaining: 4 });
  });

  it('writes nothing when a rule does not hold', async () => {
    const db = database.db;
    const kid = await createStudent(db, now);
    const grant = await giveCredits(db, kid.id, 2, now);
    const ok = await createSlot(db, teacher, start(30));
    const closed = await createSlot(db, teacher, start(31));
    await db.update(teacherSlots).set({ status: 'closed' }).where(eq(teacherSlots.id, closed));
    const soon = await createSlot(db, teacher, start(1));
    const far = await createSlot(db, teacher, start(15 * 24));
    const more = [
      await createSlot(db, teacher, start(32)),
      await createSlot(db, teacher, start(33)),
    ];
    expect(await run(kid.id, [ok, closed])).toEqual([]);
    expect(await run(kid.id, [ok, soon])).toEqual([]);
    expect(await run(kid.id, [ok, far])).toEqual([]);
    expect(await run(kid.id, [ok, 999_999])).toEqual([]);
    expect(await run(kid.id, [ok, ...more])).toEqual([]); // 3 lessons, 2 credits
    expect(await lessonsOf(kid.id)).toEqual([]);
    expect(await remaining(grant)).toBe(2);
    expect(await creditState(db, kid.id, now)).toMatchObject({ ledger: 2, remaining: 2 });
  });

  it('writes nothing while a lapsed grant waits for the expiry sweep', async () => {
    const db = database.db;
    const kid = await createStudent(db, now);
    await giveCredits(db, kid.id, 1, now, 1);
    await giveCredits(db, kid.id, 3, now, 90);
    const later = new Date(now.getTime() + 2 * 86_400_000);
    const slot = await createSlot(db, teacher, new Date(later.getTime() + 24 * 3600_000));
    expect(await run(kid.id, [slot], later)).toEqual([]);
    expect(await lessonsOf(kid.id)).toEqual([]);
  });

  it('a slot already taken fails on the unique index and rolls everything back', async () => {
    const db = database.db;
    const a = await createStudent(db, now);
    const b = await createStudent(db, now);
    const grantB = await giveCredits(db, b.id, 2, now);
    await giveCredits(db, a.id, 1, now);
    const free = await createSlot(db, teacher, start(50));
    const taken = await createSlot(db, teacher, start(51));
    expect(await run(a.id, [taken])).toHaveLength(1);
    const err = await run(b.id, [free, taken]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(uniqueViolation(err)).toBe('lessons_slot_active_key');
    expect(await lessonsOf(b.id)).toEqual([]);
    expect(await remaining(grantB)).toBe(2);
    expect(await creditState(db, b.id, now)).toMatchObject({ ledger: 2, remaining: 2 });
  });

  it('course levels: a pack pays only for its level, a card for any; the only pack level is the default', async () => {
    const db = database.db;
    const kid = await createStudent(db, now);
    const card = await giveCredits(db, kid.id, 1, now, 90);
    const level2 = await givePack(db, kid.id, 2, 2, now, 30);
    const [a, b, c, d, e] = await Promise.all(
      [60, 61, 62, 63, 64].map((h) => createSlot(db, teacher, start(h))),
    );
    // No level named: the only pack level (2), paid by the Level 2 pack (it expires first).
    const first = await run(kid.id, [a!]);
    expect(first.map((r) => [r.courseLevel, r.balance])).toEqual([[2, 2]]);
    expect(await remaining(level2)).toBe(1);
    // Level 1: the Level 2 pack cannot pay, the card can.
    expect((await run(kid.id, [b!], now, 1)).map((r) => r.courseLevel)).toEqual([1]);
    expect([await remaining(level2), await remaining(card)]).toEqual([1, 0]);
    // Level 1 again, or no level: only the Level 2 pack is left, so nothing is written.
    expect(await run(kid.id, [c!], now, 1)).toEqual([]);
    expect(await run(kid.id, [c!], now, null)).toEqual([]);
    // Level 2: the pack pays.
    expect((await run(kid.id, [d!], now, 2)).map((r) => [r.courseLevel, r.balance])).toEqual([
      [2, 0],
    ]);
    expect(await run(kid.id, [e!], now, 2)).toEqual([]);
    expect(await creditState(db, kid.id, now)).toMatchObject({ ledger: 0, remaining: 0 });
    const booked = await lessonsOf(kid.id);
    expect(booked.map((l) => [l.slotId, l.courseLevel, l.grantId])).toEqual([
      [a, 2, level2],
      [b, 1, card],
      [d, 2, level2],
    ]);
  });
});
