import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { requestCode } from './testing.ts';

const hook = (phone: string) => `/api/test-hooks/sms/${phone}/resend-wait-over`;

describe('the browser tests\' "a minute passes" hook for SMS codes', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ E2E_TEST_HOOKS: 'true' });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('lets a second code go out at once, and only for that phone', async () => {
    const phone = '13911119001';
    const other = '13911119002';
    expect((await requestCode(on, phone)).body.code).toBe(0);
    expect((await requestCode(on, other)).body.code).toBe(0);
    expect((await requestCode(on, phone, 'delete')).body.code).toBe(4001);
    expect((await on.call('POST', hook(phone))).body.code).toBe(0);
    expect((await requestCode(on, phone, 'delete')).body.code).toBe(0);
    expect((await requestCode(on, other, 'delete')).body.code).toBe(4001);
  });

  it('answers 404 for a phone that was sent nothing', async () => {
    expect((await on.call('POST', hook('13911119003'))).status).toBe(404);
  });

  it('does not exist without E2E_TEST_HOOKS', async () => {
    const phone = '13911119004';
    expect((await requestCode(off, phone)).body.code).toBe(0);
    expect((await off.call('POST', hook(phone))).status).toBe(404);
    expect((await requestCode(off, phone, 'delete')).body.code).toBe(4001);
  });
});
