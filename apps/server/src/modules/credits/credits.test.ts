import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacher,
  creditState,
  giveCredits,
} from '../../../test/factories.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { insertLedgerRows } from './repository.ts';
import { expireAllGrants, grantCredits } from './service.ts';
import { bookSlots, changeBookingStatus } from '@school/contract/api/booking';
import { listLedger, viewCredits } from '@school/contract/api/credits';

const D = 24 * 3600_000;
const NOW = new Date('2026-11-23T02:00:00Z');

describe('credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a booking spends the grant that expires first', async () => {
    t.clock.set(NOW);
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    const late = await giveCredits(db, kid.id, 2, NOW, 90);
    const soon = await giveCredits(db, kid.id, 1, NOW, 10);
    const teacher = await createTeacher(db);
    const slots = [
      await createSlot(db, teacher, new Date(NOW.getTime() + D)),
      await createSlot(db, teacher, new Date(NOW.getTime() + 2 * D)),
    ];
    const res = await t.api(bookSlots, { slotIds: slots }, { token: kid.token });
    expect(res.body.code).toBe(0);
    const grants = await db.select().from(creditGrants).where(eq(creditGrants.userId, kid.id));
    expect(Object.fromEntries(grants.map((g) => [g.id, g.remaining]))).toEqual({
      [soon]: 0,
      [late]: 1,
    });
  });

  it('the expiry sweep zeroes lapsed grants with a ledger row, once', async () => {
    t.clock.set(NOW);
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    await giveCredits(db, kid.id, 3, NOW, 5);
    await giveCredits(db, kid.id, 2, NOW, 30);
    const later = new Date(NOW.getTime() + 6 * D);
    expect(await expireAllGrants(db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireAllGrants(db, later)).toBe(0);
    expect(await creditState(db, kid.id, later)).toMatchObject({ ledger: 2, remaining: 2 });
    t.clock.set(later);
    const ledger = await t.api(listLedger, undefined, { token: kid.token });
    expect(ledger.body.data.list.map((r) => [r.reason, r.change])).toEqual([
      ['expired', -3],
      ['grant', 2],
      ['grant', 3],
    ]);
  });

  it('reading the balance expires what lapsed since the last sweep, so it always equals the ledger', async () => {
    t.clock.set(NOW);
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    await giveCredits(db, kid.id, 4, NOW, 1);
    t.clock.set(new Date(NOW.getTime() + 2 * D));
    const view = await t.api(viewCredits, undefined, { token: kid.token });
    expect(view.body.data).toMatchObject({ balance: 0, used: 0, total: 4, expired: 4 });
    expect(view.body.data.grants[0]).toMatchObject({ remaining: 0, expired: true });
  });

  it('summary: balance, used (net of refunds), total; ledger newest first', async () => {
    t.clock.set(NOW);
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    await giveCredits(db, kid.id, 5, NOW);
    const teacher = await createTeacher(db);
    const [a, b] = [
      await createSlot(db, teacher, new Date(NOW.getTime() + 3 * D)),
      await createSlot(db, teacher, new Date(NOW.getTime() + 4 * D)),
    ];
    const booked = await t.api(bookSlots, { slotIds: [a, b] }, { token: kid.token });
    await t.api(
      changeBookingStatus,
      { lessonId: booked.body.data.lessons[0]!.id, status: 'cancelled' },
      { token: kid.token },
    );
    const view = await t.api(viewCredits, undefined, { token: kid.token });
    expect(view.body.data).toMatchObject({ balance: 4, used: 1, total: 5, expired: 0 });
    const ledger = await t.api(listLedger, { pageSize: '2' }, { token: kid.token });
    expect(ledger.body.data.total).toBe(4);
    expect(ledger.body.data.list.map((r) => r.reason)).toEqual(['cancel_refund', 'booking']);
    expect(ledger.body.data.list[0]!.lessonId).toBe(booked.body.data.lessons[0]!.id);
  });

  it('summary: a late cancellation is used, a refund refunded, a correction as its sign says; the figures add up to the grants', async () => {
    t.clock.set(NOW);
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    const grantId = await giveCredits(db, kid.id, 10, NOW);
    const teacher = await createTeacher(db);
    // Booked 3 hours ahead and cancelled at once: less than 24 hours before the start.
    const slot = await createSlot(db, teacher, new Date(NOW.getTime() + 3 * 3600_000));
    const booked = await t.api(bookSlots, { slotIds: [slot] }, { token: kid.token });
    const lessonId = booked.body.data.lessons[0]!.id;
    const cancelled = await t.api(
      changeBookingStatus,
      { lessonId, status: 'cancelled' },
      { token: kid.token },
    );
    expect(cancelled.body.code).toBe(0);
    const late = await t.api(viewCredits, undefined, { token: kid.token });
    expect(late.body.data).toMatchObject({
      balance: 9,
      used: 1,
      total: 10,
      refunded: 0,
      expired: 0,
    });

    // A refund of 3 (one refused by the gateway and given back), corrections -1 and +1, -1.
    const row = { userId: kid.id, grantId, createdAt: NOW };
    await insertLedgerRows(db, [
      { ...row, change: -3, reason: 'refund' },
      { ...row, change: 1, reason: 'refund_failed' },
      { ...row, change: -1, reason: 'attendance_correction', lessonId },
      { ...row, change: 1, reason: 'attendance_correction', lessonId },
      { ...row, change: -1, reason: 'attendance_correction', lessonId },
    ]);
    const view = await t.api(viewCredits, undefined, { token: kid.token });
    const s = view.body.data;
    expect(s).toMatchObject({ balance: 6, used: 2, total: 10, refunded: 2, expired: 0 });
    expect(s.balance + s.used + s.refunded + s.expired).toBe(s.total);
  });

  it('grantCredits (for the mall): one grant per order, validated counts', async () => {
    const db = t.database.db;
    const kid = await createStudent(db, NOW);
    const g = {
      userId: kid.id,
      kind: 'card' as const,
      name: '10 次卡',
      count: 10,
      validityDays: 180,
      paidBy: { orderId: 42, productId: 1, amount: 99_900 },
    };
    await grantCredits(db, g, NOW);
    await expect(grantCredits(db, g, NOW)).rejects.toThrow();
    await expect(
      grantCredits(db, { ...g, paidBy: { ...g.paidBy, orderId: 43 }, count: 0 }, NOW),
    ).rejects.toThrow(RangeError);
    expect(await creditState(db, kid.id, NOW)).toMatchObject({ ledger: 10, remaining: 10 });
  });
});
