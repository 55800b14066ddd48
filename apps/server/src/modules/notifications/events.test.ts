import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createLesson, giveCredits } from '../../../test/factories.ts';
import { notificationScans } from '../../db/schema/notifications.ts';
import { runPeriodicJobs } from '../../jobs.ts';
import {
  addProduct,
  placeOrder,
  postForm,
  SANDBOX_NOTIFY,
  sandboxNotification,
} from '../payments/testing.ts';
import { runNotificationWorker } from './sender.ts';
import { bookAt, familyAndTeacher, H, inbox, rowsOf } from './testing.ts';
import { changeBookingStatus } from '@school/contract/api/booking';
import { writeReport } from '@school/contract/api/teacherDesk';
import { payOrder } from '@school/contract/api/mall';
import { readAllMessages, readMessage, unreadMessages } from '@school/contract/api/notifications';

/** Each event notifies once, in the message centre of the right people (issue #18). */
describe('notification events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set('2026-11-23T02:00:00Z');
    await t.database.db.delete(notificationScans);
    // The reminder scan starts here: from now on, reminders falling due would be made.
    await runNotificationWorker(t.app.ctx);
  });

  it('a booking confirms to the family and the teacher; the message centre counts and clears', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const lessonId = await bookAt(
      t,
      kid.token,
      teacher.teacherId,
      new Date('2026-11-25T11:00:00Z'),
    );
    const mine = await inbox(t, kid.token);
    expect(mine.unread).toBe(1);
    expect(mine.list[0]).toMatchObject({
      event: 'booking_confirmed',
      title: '预约成功',
      body: '已预约 2026-11-25 19:00 与Emily 老师的课程。',
      link: `/pages/course/details?id=${lessonId}`,
      read: false,
    });
    expect((await inbox(t, kid.token, 'en')).list[0]!.title).toBe('Booking confirmed');
    const desk = await inbox(t, teacher.token);
    expect(desk.list[0]).toMatchObject({
      title: '新的预约',
      body: '学生 Lucy预约了 2026-11-25 19:00 的课程。',
    });
    // Only in-app by default for a booking (SMS costs the school); nobody has a push subscription.
    expect(await rowsOf(t, kid.id, 'sms')).toEqual([]);

    // Someone else's message is not found; one's own is marked read.
    const id = mine.list[0]!.id;
    const other = await t.api(readMessage, { id }, { token: teacher.token });
    expect(other.body.code).toBe(2001);
    const read = await t.api(readMessage, { id }, { token: kid.token });
    expect(read.body.data.unread).toBe(0);
    const unread = await t.api(unreadMessages, undefined, { token: teacher.token });
    expect(unread.body.data.unread).toBe(1);
    await t.api(readAllMessages, {}, { token: teacher.token });
    expect((await inbox(t, teacher.token)).unread).toBe(0);
    const bad = await t.api(readMessage, { id: 'x' }, { token: kid.token });
    expect(bad.body).toMatchObject({ code: 1001 });
    expect((bad.body.data as { field?: string } | null)?.field).toBe('id');
  });

  it('a cancelled lesson tells both, once, and its reminders are never sent', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const start = new Date('2026-11-25T11:00:00Z');
    const lessonId = await bookAt(t, kid.token, teacher.teacherId, start);
    const cancel = await t.api(
      changeBookingStatus,
      { lessonId, status: 'cancelled' },
      { token: kid.token },
    );
    expect(cancel.body.code, cancel.body.message).toBe(0);
    for (const at of [start.getTime() - 24 * H, start.getTime() - 0.25 * H]) {
      t.clock.set(new Date(at));
      await runNotificationWorker(t.app.ctx);
    }
    expect(await rowsOf(t, teacher.userId, 'inapp')).toEqual([
      'booking_confirmed/sent',
      'lesson_cancelled/sent',
    ]);
    // The cancellation goes by SMS too (the family's default); reminders never.
    expect(await rowsOf(t, kid.id, 'sms')).toEqual(['lesson_cancelled/sent']);
    expect(t.sms.notices(kid.phone).map((n) => n.event)).toEqual(['lesson_cancelled']);
  });

  it('a report tells the family once, even when corrected', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    const lessonId = await createLesson(t.database.db, {
      teacherId: teacher.teacherId,
      studentId: kid.id,
      startAt: '2026-11-23T01:00:00Z',
      now: t.clock.now(),
    });
    const report = {
      lessonId,
      pronunciation: 4,
      vocabulary: 4,
      grammar: 3,
      fluency: 5,
      confidence: 5,
      comment: 'Great',
      homework: '',
      words: [],
      sentences: [],
    };
    for (const comment of ['Great', 'Great job']) {
      const res = await t.api(writeReport, { ...report, comment }, { token: teacher.token });
      expect(res.body.code, res.body.message).toBe(0);
    }
    const mine = await inbox(t, kid.token);
    expect(mine.list.map((m) => m.event)).toEqual(['report_ready']);
    expect(mine.list[0]!.link).toBe(`/pages/course/record?lessonId=${lessonId}`);
    expect(await rowsOf(t, teacher.userId, 'inapp')).toEqual([]);
  });

  it('an order paid is told once, however often the gateway notifies', async () => {
    const { kid } = await familyAndTeacher(t, 0);
    const order = await placeOrder(t, kid.token, await addProduct(t));
    const pay = await t.api(payOrder, { orderId: order.id }, { token: kid.token });
    const note = sandboxNotification(pay.body.data.billNo, '1200.00');
    for (let i = 0; i < 3; i++)
      expect((await postForm(t, SANDBOX_NOTIFY, note)).body).toBe('success');
    const mine = await inbox(t, kid.token);
    expect(mine.list.map((m) => m.title)).toEqual(['支付成功']);
    expect(mine.list[0]!.body).toContain('¥1200.00');
  });

  it('credits expiring within 7 days are announced once, by SMS too', async () => {
    const { kid } = await familyAndTeacher(t, 0);
    await giveCredits(t.database.db, kid.id, 3, t.clock.now(), 5);
    await giveCredits(t.database.db, kid.id, 3, t.clock.now(), 30);
    await runPeriodicJobs(t.app.ctx);
    await runPeriodicJobs(t.app.ctx);
    await runNotificationWorker(t.app.ctx);
    expect(await rowsOf(t, kid.id, 'inapp')).toEqual(['credits_expiring/sent']);
    expect(t.sms.notices(kid.phone)).toHaveLength(1);
    expect(t.sms.notices(kid.phone)[0]!.text).toContain('3 节课时');
  });
});
