import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { formatInZone } from '@school/contract/helpers/time';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPlan, createStudent, createTeacher, giveCredits } from '../../../test/factories.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { runPeriodicJobs } from '../../jobs.ts';
import { openSlotsFromPlans } from './service.ts';
import { bookSlots, listSchedule, listSchedulePlan } from '@school/contract/api/booking';

const SH = 'Asia/Shanghai';

describe('plans, slots and the slot-opening job', () => {
  let t: TestApp;
  let teacherId: number;
  const slotsOf = (id: number) =>
    t.database.db
      .select()
      .from(teacherSlots)
      .where(eq(teacherSlots.teacherId, id))
      .orderBy(asc(teacherSlots.startAt));

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-23T02:00:00Z'); // Monday 10:00 in Shanghai
    teacherId = await createTeacher(t.database.db);
    await createPlan(t.database.db, teacherId, 1, '09:00', 120); // Mondays 09:00-11:00
    await createPlan(t.database.db, teacherId, 3, '18:00', 60); // Wednesdays 18:00-19:00
  });
  afterAll(() => t.close());

  it('opens the plan’s slots for the next 14 days, only ones not begun', async () => {
    const n = await openSlotsFromPlans(t.database.db, t.clock.now(), SH);
    const slots = await slotsOf(teacherId);
    expect(n).toBe(slots.length);
    expect(slots.map((s) => formatInZone(s.startAt, SH))).toEqual([
      '2026-11-23 10:30',
      '2026-11-25 18:00',
      '2026-11-25 18:30',
      '2026-11-30 09:00',
      '2026-11-30 09:30',
      '2026-11-30 10:00',
      '2026-11-30 10:30',
      '2026-12-02 18:00',
      '2026-12-02 18:30',
    ]);
  });

  it('is idempotent and leaves booked and closed slots alone', async () => {
    const db = t.database.db;
    // Wednesday 18:00 booked, 18:30 closed by the teacher.
    const [, first, second] = await slotsOf(teacherId);
    await db.update(teacherSlots).set({ status: 'closed' }).where(eq(teacherSlots.id, second!.id));
    const kid = await createStudent(db, t.clock.now());
    await giveCredits(db, kid.id, 1, t.clock.now());
    const booked = await t.api(bookSlots, { slotIds: [first!.id] }, { token: kid.token });
    expect(booked.body.code, booked.body.message).toBe(0);
    const before = await slotsOf(teacherId);
    expect(await openSlotsFromPlans(db, t.clock.now(), SH)).toBe(0);
    const jobs = await runPeriodicJobs(t.app.ctx);
    expect(jobs['open plan slots']).toBe(0);
    expect(await slotsOf(teacherId)).toEqual(before);
    // A week later the plan's days of the new week open (Monday 4 + Wednesday 2 slots).
    t.clock.advance(7 * 24 * 3600_000);
    const added = await openSlotsFromPlans(db, t.clock.now(), SH);
    expect(added).toBe(6);
    const [closed] = await db
      .select()
      .from(teacherSlots)
      .where(and(eq(teacherSlots.id, second!.id)));
    expect(closed!.status).toBe('closed');
    t.clock.set('2026-11-23T02:00:00Z');
  });

  it('teacherSchedule/list: slots by school dates with their state', async () => {
    const res = await t.api(listSchedule, {
      teacherId: String(teacherId),
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(
      res.body.data.list.map((s) => [formatInZone(new Date(s.startAt), SH, 'HH:mm'), s.state]),
    ).toEqual([
      ['18:00', 'booked'],
      ['18:30', 'closed'],
    ]);
    const week = await t.api(listSchedule, {
      teacherId: String(teacherId),
      from: '2026-11-23',
      to: '2026-12-07',
    });
    expect(week.body.data.list[0]!.state).toBe('past'); // today 10:30, inside the lead time
    expect(week.body.data.list[1]!.state).toBe('booked');
    expect(week.body.data.list[1]!.mine).toBe(false); // anonymous caller
    // Monday 12-07: 10:00 is exactly 14 days ahead (open), 10:30 beyond the window.
    expect(week.body.data.list.slice(-2).map((s) => s.state)).toEqual(['open', 'closed']);
    const tooLong = await t.api(listSchedule, {
      teacherId: String(teacherId),
      from: '2026-11-23',
      to: '2026-12-08',
    });
    expect(tooLong.body.code).toBe(1001);
    const badDate = await t.api(listSchedule, {
      teacherId: String(teacherId),
      from: '2026-02-30',
      to: '2026-03-01',
    });
    expect(badDate.body.code).toBe(1001);
    const unknown = await t.api(listSchedule, {
      teacherId: '99999',
      from: '2026-11-23',
      to: '2026-11-24',
    });
    expect(unknown.body.code).toBe(2001);
  });

  it('teacherSchedulePlan/list: the weekly plan', async () => {
    const res = await t.api(listSchedulePlan, { teacherId: String(teacherId) });
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ weekday: 1, start: '09:00', durationMinutes: 120 }),
      expect.objectContaining({ weekday: 3, start: '18:00', durationMinutes: 60 }),
    ]);
  });

  it('the database refuses a slot off the half hour', async () => {
    await expect(
      t.database.db
        .insert(teacherSlots)
        .values({ teacherId, startAt: new Date('2026-12-01T01:15:00Z') }),
    ).rejects.toThrow();
  });
});
