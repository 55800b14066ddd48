import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientLoginPassword, sendSms } from '@school/contract/api/basic';

/**
 * Behind one proxy (TRUST_PROXY=1) the client's address is the one the proxy appends to
 * X-Forwarded-For; whatever a client wrote into the header before it is not believed, so a
 * forged header cannot make every request look like a new client.
 */
describe('per-address limits behind a proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  const proxy = '10.0.0.2';
  const client = '203.0.113.7';
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SMS_IP_HOURLY_MAX: '3', AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  const forged = (i: number) => ({
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': `10.9.${i}.1, ${client}` },
  });

  it('counts SMS codes per real client however X-Forwarded-For is forged', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.api(sendSms, { phone: `1391234000${i}`, type: 'login' }, forged(i));
      codes.push(res.body.code);
    }
    expect(codes).toEqual([0, 0, 0, 4001, 4001]);
    // Another client behind the same proxy has its own count.
    const other = await t.api(
      sendSms,
      { phone: '13912340009', type: 'login' },
      { remoteAddress: proxy, headers: { 'x-forwarded-for': '198.51.100.4' } },
    );
    expect(other.body.code).toBe(0);
  });

  it('limits password logins per real client however X-Forwarded-For is forged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.api(
        clientLoginPassword,
        { phone: '13912341111', password: 'not-the-password-1' },
        forged(i),
      );
      statuses.push(res.body.code === 4001 ? 429 : res.status);
    }
    expect(statuses.slice(2)).toEqual([429, 429]);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });
});
