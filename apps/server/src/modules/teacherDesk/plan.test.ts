import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  createPlan,
  createStudent,
  createTeacherAccount,
  giveCredits,
} from '../../../test/factories.ts';
import { teacherSlots } from '../../db/schema/schedule.ts';
import { openSlotsFromPlans } from '../schedule/service.ts';
import { bookSlots, listSchedule } from '@school/contract/api/booking';
import { listDeskPlan, savePlan } from '@school/contract/api/teacherDesk';

/** Monday 2026-11-23, 09:55 in Shanghai. */
const NOW = new Date('2026-11-23T01:55:00Z');

describe('teacher desk: the weekly plan', () => {
  let t: TestApp;
  let emily: Awaited<ReturnType<typeof createTeacherAccount>>;
  let bookedSlot: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const db = t.database.db;
    emily = await createTeacherAccount(db, NOW, { name: 'Emily Carter' });
    // Mondays 18:00-20:00: four slots on each of the two Mondays of the next 14 days.
    await createPlan(db, emily.teacherId, 1, '18:00', 120);
    expect(await openSlotsFromPlans(db, NOW, 'Asia/Shanghai')).toBe(8);
    const alice = await createStudent(db, NOW, { name: 'Alice' });
    await giveCredits(db, alice.id, 5, NOW);
    // Today 18:00 in Shanghai is 10:00Z.
    const [slot] = await db
      .select({ id: teacherSlots.id })
      .from(teacherSlots)
      .where(
        and(
          eq(teacherSlots.teacherId, emily.teacherId),
          eq(teacherSlots.startAt, new Date('2026-11-23T10:00:00Z')),
        ),
      );
    bookedSlot = slot!.id;
    const booked = await t.api(bookSlots, { slotIds: [bookedSlot] }, { token: alice.token });
    expect(booked.body.code, booked.body.message).toBe(0);
  });
  afterAll(() => t.close());

  const edit = (entries: unknown[]) =>
    t.api(savePlan, { entries } as never, { token: emily.token });
  const slots = async () => {
    const res = await t.api(listSchedule, {
      teacherId: String(emily.teacherId),
      from: '2026-11-23',
      to: '2026-12-06',
    });
    return res.body.data.list;
  };

  it('refuses overlapping entries and entries past midnight, naming the entry', async () => {
    const overlap = await edit([
      { weekday: 3, start: '09:00', durationMinutes: 120 },
      { weekday: 3, start: '10:00', durationMinutes: 60 },
    ]);
    // The text is for the teacher; the entry it is about comes as the field (decision 0015).
    expect([overlap.status, overlap.body.code, overlap.body.message, overlap.body.data]).toEqual([
      400,
      1001,
      '周三 10:00-11:00 与 周三 09:00-11:00 时间重叠，请调整其中一段',
      { field: 'entries.1', errors: [{ field: 'entries.1', message: expect.any(String) }] },
    ]);
    const late = await edit([{ weekday: 5, start: '23:00', durationMinutes: 120 }]);
    expect([late.body.message, late.body.data]).toEqual([
      '周五 23:00 + 120 min 须在当天 24:00 前结束',
      expect.objectContaining({ field: 'entries.0' }),
    ]);
    const odd = await edit([{ weekday: 5, start: '09:15', durationMinutes: 60 }]);
    expect([odd.body.code, odd.body.data]).toEqual([
      1001,
      expect.objectContaining({ field: 'entries.0.start' }),
    ]);
    expect(odd.body.message).not.toMatch(/entries|start/);
    // Nothing changed.
    const plan = await t.api(listDeskPlan, undefined, { token: emily.token });
    expect(plan.body.data.entries).toEqual([
      expect.objectContaining({ weekday: 1, start: '18:00', durationMinutes: 120 }),
    ]);
  });

  it('opens the new plan’s slots at once, closes the old ones, never touches a booked one', async () => {
    const moved = await edit([{ weekday: 2, start: '09:00', durationMinutes: 60 }]);
    expect(moved.body.code, moved.body.message).toBe(0);
    // Tuesdays 24 Nov and 1 Dec, 09:00 and 09:30; seven free Monday slots closed.
    expect([moved.body.data.opened, moved.body.data.closed]).toEqual([4, 7]);
    expect(moved.body.data.entries).toEqual([
      expect.objectContaining({ weekday: 2, start: '09:00', durationMinutes: 60 }),
    ]);
    const after = await slots();
    expect(after.filter((s) => s.state === 'booked').map((s) => s.id)).toEqual([bookedSlot]);
    expect(after.filter((s) => s.state === 'open').map((s) => s.startAt)).toEqual([
      '2026-11-24T01:00:00.000Z',
      '2026-11-24T01:30:00.000Z',
      '2026-12-01T01:00:00.000Z',
      '2026-12-01T01:30:00.000Z',
    ]);
    const [booked] = await t.database.db
      .select()
      .from(teacherSlots)
      .where(eq(teacherSlots.id, bookedSlot));
    expect(booked!.status).toBe('open');

    // Back to Mondays as well: the closed Monday slots open again.
    const back = await edit([
      { weekday: 1, start: '18:00', durationMinutes: 120 },
      { weekday: 2, start: '09:00', durationMinutes: 60 },
    ]);
    expect([back.body.data.opened, back.body.data.closed]).toEqual([7, 0]);
    expect((await slots()).filter((s) => s.state === 'open')).toHaveLength(11);
    // An empty plan closes every free slot; the booked one stays.
    const none = await edit([]);
    expect([none.body.data.opened, none.body.data.closed]).toEqual([0, 11]);
    expect((await slots()).map((s) => s.state).filter((s) => s !== 'closed')).toEqual(['booked']);
  });
});
