import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { OutboxSms } from '../../providers/sms/outbox.ts';
import { lastCode, requestCode, signIn } from './testing.ts';
import { clientLogin, clientLoginPassword, sendSms } from '@school/contract/api/basic';

describe('sms/send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a 6-digit code and replies data null', async () => {
    const res = await requestCode(t, '13911110001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, message: 'success', data: null });
    expect(lastCode(t, '13911110001')).toMatch(/^\d{6}$/);
    expect(t.sms.latest('13911110001')[0]!.purpose).toBe('login');
  });

  it('stores only a hash of the code', async () => {
    await requestCode(t, '13911110002', 'reset');
    const code = lastCode(t, '13911110002');
    const rows = await t.database.db.execute(sql`select * from sms_codes`);
    const dump = JSON.stringify(rows);
    expect(dump).toContain('13911110002');
    expect(dump).not.toContain(`"${code}"`);
    expect(dump).not.toMatch(new RegExp(`[^\\w-]${code}[^\\w-]`));
  });

  it('refuses bad input with 1001 naming the field', async () => {
    const res = await t.api(sendSms, { phone: '12345', type: 'login' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1001);
    expect(res.body.data).toMatchObject({ field: 'phone' });
    expect(res.body.message).toBe('请检查手机号');
    const bad = await t.api(sendSms, { phone: '13911110009', type: 'register' } as never);
    expect(bad.body.code).toBe(1001);
    expect(bad.body.data).toMatchObject({ field: 'type' });
  });

  it('allows one send per phone per 60 s and says how long to wait', async () => {
    const phone = '13911110003';
    expect((await requestCode(t, phone)).body.code).toBe(0);
    const first = lastCode(t, phone);
    t.clock.advance(20_000);
    const again = await requestCode(t, phone, 'reset');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(4001);
    expect(again.body.message).toContain('40 秒');
    const en = await t.api(
      sendSms,
      { phone, type: 'login' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.body.message).toMatch(/wait 40 seconds/);
    expect(t.sms.latest(phone)).toHaveLength(1);
    t.clock.advance(40_000);
    expect((await requestCode(t, phone)).body.code).toBe(0);
    expect(t.sms.latest(phone)).toHaveLength(2);
    // Only the latest code counts.
    const login = await t.api(clientLogin, { phone, code: first, agreed: true });
    if (first !== lastCode(t, phone)) expect(login.body.code).toBe(1001);
  });

  it('lets exactly one of several simultaneous sends for a phone through', async () => {
    const phone = '13911110004';
    const replies = await Promise.all(Array.from({ length: 6 }, () => requestCode(t, phone)));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 4001)).toHaveLength(5);
    expect(t.sms.latest(phone)).toHaveLength(1);
  });

  it('allows at most 10 codes per phone per day', async () => {
    const phone = '13911110005';
    for (let i = 0; i < 10; i++) {
      const res = await requestCode(t, phone, i % 2 ? 'login' : 'reset');
      expect(res.body.code, `send ${i + 1}`).toBe(0);
      t.clock.advance(61_000);
    }
    const eleventh = await requestCode(t, phone);
    expect(eleventh.body.code).toBe(4001);
    expect(eleventh.body.message).toContain('每天 10 次');
    expect(t.sms.latest(phone)).toHaveLength(10);
    // The refused send did not replace the live code: the 10th still logs in.
    const login = await t.api(clientLogin, { phone, code: lastCode(t, phone), agreed: true });
    expect(login.body.code).toBe(0);
    t.clock.advance(23 * 3600_000);
    expect((await requestCode(t, phone)).body.code).toBe(4001);
    t.clock.advance(3600_000);
    expect((await requestCode(t, phone)).body.code).toBe(0);
  });

  it('allows at most 20 codes per client IP per hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      const res = await requestCode(t, `1371111${String(i).padStart(4, '0')}`, 'login', ip);
      expect(res.body.code, `send ${i + 1}`).toBe(0);
    }
    const refused = await requestCode(t, '13711119999', 'login', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(4001);
    expect(refused.body.message).toContain('每小时最多 20 次');
    expect(t.sms.latest('13711119999')).toHaveLength(0);
    // Another network is not affected, and the refused phone is not blocked by the refusal.
    expect((await requestCode(t, '13711119999', 'login', '198.51.100.1')).body.code).toBe(0);
    t.clock.advance(3600_000);
    expect((await requestCode(t, '13711118888', 'login', ip)).body.code).toBe(0);
  });

  it('answers the same for a phone with and without an account, for every purpose', async () => {
    const known = '13911110006';
    await signIn(t, known);
    const unknown = '13911110007';
    for (const type of ['login', 'reset', 'delete'] as const) {
      t.clock.advance(61_000);
      const a = await requestCode(t, known, type);
      const b = await requestCode(t, unknown, type);
      expect(a.status).toBe(b.status);
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({ code: 0, message: 'success', data: null });
      expect(t.sms.latest(unknown)[0]!.purpose).toBe(type);
    }
  });
});

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('drops codes, counters and password failures no rule needs any more', async () => {
    const count = async (table: string) => {
      const res = (await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as { rows: { n: number }[] };
      return res.rows[0]!.n;
    };
    await requestCode(t, '13911120001');
    await requestCode(t, '13911120002');
    await t.api(clientLoginPassword, { phone: '13911120003', password: 'Wrong-Password-1' });
    expect(await count('sms_codes')).toBe(2);
    expect(await count('password_failures')).toBe(1);
    t.clock.advance(25 * 3600_000);
    await requestCode(t, '13911120004');
    expect(await count('sms_codes')).toBe(1);
    expect(await count('password_failures')).toBe(0);
    // Only the counters of the new send are left (its phone and its address).
    expect(await count('rate_counters')).toBe(2);
  });
});

describe('sms/send when the provider fails', () => {
  class FailingSms extends OutboxSms {
    failing = true;
    override async send(phone: string, code: string, purpose: 'login' | 'reset' | 'delete') {
      if (this.failing) throw new Error('provider said: InvalidAccessKeyId secret=abc');
      return super.send(phone, code, purpose);
    }
  }
  let t: TestApp;
  const sms = new FailingSms();
  beforeAll(async () => {
    t = await createTestApp({}, { sms });
  });
  afterAll(() => t.close());

  it('answers 5000 without details and withdraws the code so a retry works at once', async () => {
    const phone = '13911110008';
    const res = await requestCode(t, phone);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(5000);
    expect(res.body.message).not.toMatch(/InvalidAccessKeyId|secret|provider/i);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from sms_codes`);
    expect(JSON.stringify(rows)).toContain('"n":0');
    sms.failing = false;
    expect((await requestCode(t, phone)).body.code).toBe(0);
  });
});
