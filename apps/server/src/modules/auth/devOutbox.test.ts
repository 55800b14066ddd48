import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { productionEnv } from '../../../test/productionEnv.ts';
import { ConfigError, DEV_AUTH_SECRET, loadConfig } from '../../config.ts';
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  DEMO_PHONE,
  loadDemoAccounts,
} from '../../db/demo/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from './passwords.ts';
import { requestCode } from './testing.ts';
import { smsOutbox } from '@school/contract/api/system';
import { clientLoginPassword } from '@school/contract/api/basic';

describe('GET /api/dev/sms-outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the latest codes sent to a phone, newest first', async () => {
    const phone = '13366660001';
    await requestCode(t, phone, 'login');
    t.clock.advance(61_000);
    await requestCode(t, phone, 'reset');
    const res = await t.api(smsOutbox, { phone });
    expect(res.body.code).toBe(0);
    expect(res.body.data.list.map((m) => m.purpose)).toEqual(['reset', 'login']);
    expect(res.body.data.list[0]).toMatchObject({ phone, code: t.sms.latest(phone)[0]!.code });
    const other = await t.api(smsOutbox, { phone: '13366660002' });
    expect(other.body.data).toEqual({ list: [], notices: [] });
    expect((await t.api(smsOutbox, { phone: 'x' })).body.code).toBe(1001);
  });
});

describe('the outbox route outside development', () => {
  it('does not exist in production', async () => {
    const t = await createTestApp(productionEnv());
    try {
      const res = await t.api(smsOutbox, { phone: '13366660003' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(2001);
    } finally {
      await t.close();
    }
  });

  it('does not exist with a real SMS provider', async () => {
    const t = await createTestApp({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'School',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    try {
      expect((await t.api(smsOutbox, { phone: '13366660004' })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('AUTH_SECRET', () => {
  it('has a development default that production refuses', () => {
    expect(loadConfig({}).AUTH_SECRET).toBe(DEV_AUTH_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig(productionEnv({ AUTH_SECRET: 'a-production-secret-0123' })).AUTH_SECRET).toBe(
      'a-production-secret-0123',
    );
  });
});

describe('DEMO_DATA', () => {
  it('is refused in production: the demo logins have published passwords', () => {
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-0123' };
    expect(() => loadConfig(prod)).toThrow(/DEMO_DATA: must be false when NODE_ENV=production/);
    expect(loadConfig(productionEnv()).DEMO_DATA).toBe(false);
  });
});

describe('demo account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ships a hash of its documented password', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it('logs in with the demo password; loading twice changes nothing', async () => {
    await loadDemoAccounts(t.app.ctx);
    await loadDemoAccounts(t.app.ctx);
    const rows = await t.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
    expect(rows).toHaveLength(1);
    const res = await t.api(clientLoginPassword, { phone: DEMO_PHONE, password: DEMO_PASSWORD });
    expect(res.body.code).toBe(0);
    expect(res.body.data.userInfo.name).toBe('Lucy');
  });
});
