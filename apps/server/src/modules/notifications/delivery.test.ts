import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { notifications, notificationScans } from '../../db/schema/notifications.ts';
import { OutboxSms } from '../../providers/sms/outbox.ts';
import type { SmsNotice } from '../../providers/sms/types.ts';
import { runNotificationWorker } from './sender.ts';
import { bookAt, familyAndTeacher, H, inbox, rowsOf } from './testing.ts';
import { editNotificationSettings } from '@school/contract/api/notifications';

/** Reminders, quiet hours, choices, retries and several copies sending at once (issue #18). */
describe('notification delivery', () => {
  let t: TestApp;
  const run = () => runNotificationWorker(t.app.ctx);
  const at = async (iso: string | number) => {
    t.clock.set(new Date(iso));
    return run();
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set('2026-11-23T02:00:00Z');
    await t.database.db.delete(notificationScans);
    await run();
  });

  it('reminds family and teacher 24 h and 15 min before, once each, on time', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    // 19:00 in Shanghai, two days ahead.
    const start = new Date('2026-11-25T11:00:00Z').getTime();
    await bookAt(t, kid.token, teacher.teacherId, new Date(start));
    await at(start - 24 * H - 60_000);
    expect((await inbox(t, kid.token)).list.map((m) => m.event)).toEqual(['booking_confirmed']);
    await at(start - 24 * H + 5_000);
    await at(start - 24 * H + 20_000);
    const mine = await inbox(t, kid.token);
    expect(mine.unread).toBe(2);
    expect(mine.list[0]).toMatchObject({ event: 'lesson_reminder_24h', title: '上课提醒' });
    expect((await inbox(t, teacher.token)).list[0]!.body).toContain('学生 Lucy');
    expect(t.sms.notices(kid.phone)).toEqual([]); // the 24 h reminder is in-app only by default
    await at(start - 15 * 60_000 + 10_000);
    await at(start - 15 * 60_000 + 30_000);
    expect(await rowsOf(t, kid.id, 'inapp')).toEqual([
      'booking_confirmed/sent',
      'lesson_reminder_24h/sent',
      'lesson_reminder_15m/sent',
    ]);
    expect(t.sms.notices(kid.phone).map((n) => n.text)).toEqual([
      '【15 分钟后上课】2026-11-25 19:00 与Emily 老师的课程即将开始，请准备进入教室。',
    ]);
  });

  it('after every copy was down, sends what is still useful and drops a reminder of a started lesson', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const a = new Date('2026-11-25T03:00:00Z').getTime();
    const b = new Date('2026-11-26T03:00:00Z').getTime();
    await bookAt(t, kid.token, teacher.teacherId, new Date(a));
    await bookAt(t, kid.token, teacher.teacherId, new Date(b));
    // Down from before the first lesson's 24 h reminder until 5 minutes after it started.
    await at(a + 5 * 60_000);
    const events = (await inbox(t, kid.token)).list.map((m) => m.event);
    // Lesson b's 24 h reminder was due 5 minutes ago and b is a day away: still useful.
    expect(events.filter((e) => e === 'lesson_reminder_24h')).toHaveLength(1);
    expect(events).not.toContain('lesson_reminder_15m');
    expect(t.sms.notices(kid.phone)).toEqual([]);
  });

  it('holds SMS in quiet hours (21:30 to 08:00 school time) but not the 15-minute reminder', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const s = await t.api(
      editNotificationSettings,
      { list: [{ event: 'lesson_reminder_24h', sms: true, push: false }] },
      { token: kid.token },
    );
    expect(s.body.code, s.body.message).toBe(0);
    const start = new Date('2026-11-25T14:00:00Z').getTime(); // 22:00 in Shanghai
    await bookAt(t, kid.token, teacher.teacherId, new Date(start));
    await at(start - 24 * H + 1000);
    // In the app at once; the SMS waits for 08:00.
    expect((await inbox(t, kid.token)).list[0]!.event).toBe('lesson_reminder_24h');
    expect(t.sms.notices(kid.phone)).toEqual([]);
    await at('2026-11-24T23:59:00Z'); // 07:59
    expect(t.sms.notices(kid.phone)).toEqual([]);
    await at('2026-11-25T00:00:01Z'); // 08:00
    expect(t.sms.notices(kid.phone).map((n) => n.event)).toEqual(['lesson_reminder_24h']);
    await at(start - 15 * 60_000 + 1000); // 21:45
    expect(t.sms.notices(kid.phone).map((n) => n.event)).toEqual([
      'lesson_reminder_15m',
      'lesson_reminder_24h',
    ]);
  });

  it('follows the family’s choices: SMS off means no SMS; in-app stays', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const edit = await t.api(
      editNotificationSettings,
      { list: [{ event: 'lesson_reminder_15m', sms: false, push: true }] },
      { token: kid.token },
    );
    expect(edit.body.data.list.find((p) => p.event === 'lesson_reminder_15m')!.sms).toBe(false);
    expect(edit.body.data.list.find((p) => p.event === 'lesson_cancelled')!.sms).toBe(true);
    const bad = await t.api(
      editNotificationSettings,
      { list: [{ event: 'birthday', sms: true, push: true }] } as never,
      { token: kid.token },
    );
    expect(bad.body.code).toBe(1001);
    expect((bad.body.data as { field?: string } | null)?.field).toMatch(/event/);
    const start = new Date('2026-11-25T11:00:00Z').getTime();
    await bookAt(t, kid.token, teacher.teacherId, new Date(start));
    await at(start - 24 * H);
    await at(start - 15 * 60_000);
    expect(await rowsOf(t, kid.id, 'sms')).toEqual([]);
    expect(await rowsOf(t, kid.id, 'inapp')).toContain('lesson_reminder_15m/sent');
  });

  it('retries a failed SMS with back-off and sends it once it goes through', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const start = new Date('2026-11-25T11:00:00Z').getTime();
    await bookAt(t, kid.token, teacher.teacherId, new Date(start));
    const real = t.sms.sendNotice.bind(t.sms);
    let failures = 2;
    t.sms.sendNotice = async (phone: string, n: SmsNotice) => {
      if (failures-- > 0) throw new Error('provider down');
      return real(phone, n);
    };
    try {
      await at(start - 15 * 60_000);
      await at(start - 15 * 60_000 + 10_000); // before the 30 s back-off: nothing
      expect(t.sms.notices(kid.phone)).toEqual([]);
      await at(start - 15 * 60_000 + 31_000); // second failure: now 2 min
      await at(start - 15 * 60_000 + 100_000);
      expect(t.sms.notices(kid.phone)).toEqual([]);
      await at(start - 15 * 60_000 + 160_000);
      expect(t.sms.notices(kid.phone)).toHaveLength(1);
    } finally {
      t.sms.sendNotice = real;
    }
  });

  it('two server copies sending at once send each notification once', async () => {
    const other = await createTestApp(
      {},
      { database: t.database, clock: t.clock, sms: new OutboxSms() },
    );
    try {
      const families = await Promise.all([1, 2, 3, 4].map(() => familyAndTeacher(t)));
      const start = new Date('2026-11-25T11:00:00Z').getTime();
      for (const f of families) await bookAt(t, f.kid.token, f.teacher.teacherId, new Date(start));
      t.clock.set(new Date(start - 15 * 60_000));
      await Promise.all([run(), runNotificationWorker(other.app.ctx), run()]);
      for (const f of families) {
        const sent = [...t.sms.notices(f.kid.phone), ...other.sms.notices(f.kid.phone)];
        expect(sent.map((n) => n.event)).toEqual(['lesson_reminder_15m']);
      }
      const pending = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.status, 'pending'));
      expect(pending).toEqual([]);
    } finally {
      await other.app.close();
    }
  });
});
