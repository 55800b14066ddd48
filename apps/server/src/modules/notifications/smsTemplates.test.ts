import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { AliyunSms } from '../../providers/sms/aliyun.ts';
import { FakeAliyun, KEY_ID, SECRET } from '../../providers/sms/fakeAliyun.ts';
import { giveCredits } from '../../../test/factories.ts';
import { runNotificationWorker } from './sender.ts';
import { notifyExpiringCredits } from './service.ts';
import { bookAt, familyAndTeacher, rowsOf } from './testing.ts';
import { changeBookingStatus } from '@school/contract/api/booking';

/** Notifications by SMS go through Aliyun with each event's own approved template (issue #18). */
describe('SMS notifications through Aliyun templates', () => {
  const fake = new FakeAliyun({
    SMS_900015: /^\{"time":"2026-11-25 19:00","name":"Emily"\}$/,
    SMS_900099: /^\{"time":"2026-11-25 20:00","name":"Emily"\}$/,
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok));
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_SMS_SIGN_NAME: '英语学堂',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      ALIYUN_SMS_NOTICE_TEMPLATES:
        '{"lesson_reminder_15m":"SMS_900015","lesson_cancelled":"SMS_900099"}',
    });
    const sms = new AliyunSms({
      endpoint: fake.endpoint,
      accessKeyId: KEY_ID,
      accessKeySecret: SECRET,
      signName: '英语学堂',
      templateCode: 'SMS_123456789',
      noticeTemplates: config.ALIYUN_SMS_NOTICE_TEMPLATES,
    });
    t = await createTestApp({}, { sms: sms as never });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((ok) => fake.server.close(() => ok()));
  });

  it('sends the 15-minute reminder and a cancellation with their templates; no template, no SMS', async () => {
    const { kid, teacher } = await familyAndTeacher(t);
    await runNotificationWorker(t.app.ctx);
    const start = new Date('2026-11-25T11:00:00Z').getTime();
    await bookAt(t, kid.token, teacher.teacherId, new Date(start));
    const other = await bookAt(t, kid.token, teacher.teacherId, new Date(start + 3600_000));
    await t.api(
      changeBookingStatus,
      { lessonId: other, status: 'cancelled' },
      { token: kid.token },
    );
    await runNotificationWorker(t.app.ctx);
    t.clock.set(new Date(start - 15 * 60_000));
    await runNotificationWorker(t.app.ctx);
    expect(fake.received.map((r) => [r.TemplateCode, r.PhoneNumbers])).toEqual([
      ['SMS_900099', kid.phone],
      ['SMS_900015', kid.phone],
    ]);
    expect(fake.received[0]!.TemplateParam).toBe('{"time":"2026-11-25 20:00","name":"Emily"}');
    // Credits expiring go by SMS by default, but no template is set up for them: not sent.
    await giveCredits(t.database.db, kid.id, 2, t.clock.now(), 3);
    await notifyExpiringCredits(t.database.db, t.clock.now());
    await runNotificationWorker(t.app.ctx);
    expect(fake.received).toHaveLength(2);
    expect(await rowsOf(t, kid.id, 'sms')).toEqual([
      'lesson_cancelled/sent',
      'lesson_reminder_15m/sent',
      'credits_expiring/dropped',
    ]);
  });

  it('refuses a setting naming an unknown event', () => {
    expect(() => loadConfig({ ALIYUN_SMS_NOTICE_TEMPLATES: '{"birthday":"SMS_1"}' })).toThrow(
      /ALIYUN_SMS_NOTICE_TEMPLATES.*birthday/,
    );
    expect(() => loadConfig({ ALIYUN_SMS_NOTICE_TEMPLATES: 'SMS_1' })).toThrow(/must be JSON/);
  });
});
