import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gte, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import { reconciliationRuns } from '../../db/schema/reconciliation.ts';
import type { SandboxGateway } from '../../providers/payment/sandbox.ts';
import { payWithSandbox } from '../consoleFinance/testing.ts';
import { addProduct, deliverSandboxByInject } from './testing.ts';
import { reconcileDueDays } from './reconciliationService.ts';

/**
 * The job as every server copy runs it: two copies at once make one run per gateway and day and
 * fetch each bill once; days missed while no copy ran are caught up, as far back as the look-back.
 */

/** Counts the sandbox's bill downloads, each slowed a little so two copies overlap. */
function countDownloads(sandbox: SandboxGateway) {
  const real = sandbox.downloadBill.bind(sandbox);
  const seen: string[] = [];
  sandbox.downloadBill = async (date: string) => {
    seen.push(date);
    await new Promise((r) => setTimeout(r, 20));
    return real(date);
  };
  return seen;
}

describe('the reconciliation job on several copies', () => {
  let t: TestApp;
  let copy: TestApp;
  let card: number;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    // A second server copy on the same database and clock.
    copy = await createTestApp({ JOBS_ENABLED: 'false' }, { database: t.database, clock: t.clock });
    deliverSandboxByInject(t);
    card = await addProduct(t, { price: 50_000, lessonCount: 4 });
  });
  afterAll(async () => {
    await copy.app.close();
    await t.close();
  });

  const runs = (from: string, to: string) =>
    t.database.db
      .select()
      .from(reconciliationRuns)
      .where(and(gte(reconciliationRuns.day, from), lte(reconciliationRuns.day, to)))
      .orderBy(asc(reconciliationRuns.day));

  it('two copies at once: one run per day, each bill fetched once', async () => {
    const a = countDownloads(t.app.payments.gateways.sandbox);
    const b = countDownloads(copy.app.payments.gateways.sandbox);
    t.clock.set('2026-11-24T03:00:00Z');
    const [x, y] = await Promise.all([
      reconcileDueDays(t.app.payments),
      reconcileDueDays(copy.app.payments),
    ]);
    expect(x + y).toBe(7);
    expect([...a, ...b].sort()).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    const made = await runs('2026-11-01', '2026-11-30');
    expect(made.map((r) => [r.day, r.status, r.attempts])).toEqual(
      a
        .concat(b)
        .sort()
        .map((d) => [d, 'matched', 1]),
    );
  });

  it('days missed while no copy ran are caught up, within the look-back', async () => {
    // A payment on the 25th, while no reconciliation ran from the 24th to the 28th.
    t.clock.set('2026-11-25T05:00:00Z');
    const family = (await signIn(t, '13800000202')).token;
    await payWithSandbox(t, family, card);
    t.clock.set('2026-11-28T03:00:00Z');
    expect(await reconcileDueDays(t.app.payments)).toBe(4);
    const caught = await runs('2026-11-24', '2026-11-27');
    expect(caught.map((r) => r.day)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(caught[1]).toMatchObject({ status: 'matched', schoolPayCount: 1, gatewayPayCount: 1 });

    // Down for three weeks: only the last seven days are fetched.
    t.clock.set('2026-12-20T03:00:00Z');
    expect(await reconcileDueDays(t.app.payments)).toBe(7);
    expect(await runs('2026-11-28', '2026-12-12')).toEqual([]);
    expect((await runs('2026-12-13', '2026-12-19')).map((r) => r.status)).toEqual(
      Array(7).fill('matched'),
    );
  });
});
