import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { health } from '@school/contract/api/system';

const redisUrl = process.env.REDIS_URL;

// The limiter does not depend on the database: one run (the embedded one) is enough.
describe.skipIf(!redisUrl || process.env.TEST_DB === 'postgres')(
  'the request limiter of several copies on one Redis (needs REDIS_URL; .ci/run sets it)',
  () => {
    it('two copies refuse the request past the shared limit', async () => {
      // A prefix of this test's own: parallel runs on one Redis do not count each other.
      const env = {
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
        RATE_LIMIT_MAX: '3',
      };
      const a = await createTestApp(env);
      const b = await createTestApp(env, { database: a.database });
      try {
        const codes: number[] = [];
        for (const copy of [a, b, a, b, a]) {
          const res = await copy.api(health, undefined, { remoteAddress: '198.51.100.20' });
          codes.push(res.status === 429 ? res.body.code : res.status);
        }
        expect(codes).toEqual([200, 200, 200, 4001, 4001]);
        // Another client still has its own count.
        expect((await b.api(health, undefined, { remoteAddress: '198.51.100.21' })).status).toBe(
          200,
        );
      } finally {
        await b.app.close();
        await a.close();
      }
    });
  },
);
