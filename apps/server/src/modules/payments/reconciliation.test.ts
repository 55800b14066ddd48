import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/reconciliation.ts';
import { payments, sandboxTrades } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { GatewayBillRow } from '../../providers/payment/types.ts';
import { payWithSandbox, recordRefund, startSandboxBill } from '../consoleFinance/testing.ts';
import {
  addProduct,
  deliverSandboxByInject,
  postForm,
  sandboxNotification,
  SANDBOX_NOTIFY,
} from './testing.ts';
import { dueDays, reconcileDueDays } from './reconciliationService.ts';

/**
 * The daily reconciliation against the sandbox's own bill (its trades), and against bills a test
 * writes (each kind of difference), on a database of its own. Gateways' bill downloads of the
 * Alipay and WeChat fakes are tested in reconciliationFakes.test.ts.
 */

const at = (iso: string) => new Date(iso);
/** 11:00 in Beijing on a day: the previous day's bill is due. */
const morningOf = (day: string) => `${day}T03:00:00Z`;

describe('daily reconciliation', () => {
  let t: TestApp;
  let card: number;
  let family: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    card = await addProduct(t, { price: 120_000, lessonCount: 10 });
    deliverSandboxByInject(t);
    family = (await signIn(t, '13800000101')).token;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const runOf = async (day: string, gateway = 'sandbox') =>
    (await db().select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day))).find(
      (r) => r.gateway === gateway,
    );
  const diffsOf = async (runId: number) =>
    db().select().from(reconciliationDifferences).where(eq(reconciliationDifferences.runId, runId));

  it('the days due: yesterday from 10:00 school time, the day before until then; seven back', () => {
    expect(dueDays(at('2026-11-24T01:59:00Z'), 'Asia/Shanghai')).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    const d = dueDays(at('2026-11-24T02:00:00Z'), 'Asia/Shanghai');
    expect(d).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
    expect(d.days).toHaveLength(7);
  });

  it('a bill that matches the school’s payments gives no difference', async () => {
    t.clock.set('2026-11-23T02:00:00Z');
    const paid = await payWithSandbox(t, family, card);
    t.clock.set(morningOf('2026-11-24'));
    const worked = await reconcileDueDays(t.app.payments);
    expect(worked).toBe(7);
    const run = (await runOf('2026-11-23'))!;
    expect(run).toMatchObject({
      status: 'matched',
      gatewayPayCount: 1,
      gatewayPayAmount: 120_000,
      schoolPayCount: 1,
      schoolPayAmount: 120_000,
      differenceCount: 0,
    });
    expect(await diffsOf(run.id)).toEqual([]);
    // Days without money are reconciled too, and nothing is done twice.
    expect((await runOf('2026-11-17'))!.status).toBe('matched');
    expect(await reconcileDueDays(t.app.payments)).toBe(0);
    expect(paid.payment.amount).toBe(120_000);
  });

  it('finds each kind of difference, once however often the day runs', async () => {
    t.clock.set('2026-11-24T04:00:00Z');
    // Money the school recorded that the gateway's bill does not show.
    const noTrade = await startSandboxBill(t, family, card);
    await postForm(t, SANDBOX_NOTIFY, sandboxNotification(noTrade.billNo, '1200.00'));
    // A trade the gateway made for a bill the school still thinks unpaid.
    const unpaid = await startSandboxBill(t, family, card);
    await db().insert(sandboxTrades).values({
      tradeNo: 'SBXUNPAID1',
      outTradeNo: unpaid.billNo,
      amount: 120_000,
      createdAt: t.clock.now(),
    });
    // A trade for a number the school never issued.
    await db().insert(sandboxTrades).values({
      tradeNo: 'SBXSTRANGER',
      outTradeNo: 'NO-SUCH-BILL',
      amount: 5_000,
      createdAt: t.clock.now(),
    });
    // A trade whose amount the gateway reports differently.
    const changed = await payWithSandbox(t, family, card);
    await db()
      .update(sandboxTrades)
      .set({ amount: 110_000 })
      .where(eq(sandboxTrades.outTradeNo, changed.billNo));
    // A refund the school made that the gateway does not show.
    const refunded = await payWithSandbox(t, family, card);
    const refund = await recordRefund(t, refunded.order.id, {
      amount: 60_000,
      credits: 5,
      at: t.clock.now(),
    });

    t.clock.set(morningOf('2026-11-25'));
    await reconcileDueDays(t.app.payments);
    const run = (await runOf('2026-11-24'))!;
    expect(run.status).toBe('differences');
    const found = (await diffsOf(run.id)).map((d) => ({
      kind: d.kind,
      item: d.itemKind,
      no: d.outTradeNo,
      refundNo: d.refundNo,
      gateway: d.gatewayAmount,
      school: d.schoolAmount,
      schoolStatus: d.schoolStatus,
    }));
    expect(found).toHaveLength(5);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_gateway',
          no: noTrade.billNo,
          school: 120_000,
          gateway: null,
        }),
        expect.objectContaining({
          kind: 'status',
          no: unpaid.billNo,
          gateway: 120_000,
          schoolStatus: 'pending',
        }),
        expect.objectContaining({
          kind: 'missing_school',
          no: 'NO-SUCH-BILL',
          gateway: 5_000,
          school: null,
        }),
        expect.objectContaining({
          kind: 'amount',
          no: changed.billNo,
          gateway: 110_000,
          school: 120_000,
        }),
        expect.objectContaining({
          kind: 'missing_gateway',
          item: 'refund',
          no: refunded.billNo,
          refundNo: refund.refundNo,
          school: 60_000,
        }),
      ]),
    );
    expect(run.differenceCount).toBe(5);

    // Run again (as the console's "run again" does): the same differences, not twice.
    await db()
      .update(reconciliationRuns)
      .set({ status: 'waiting', leaseUntil: null })
      .where(eq(reconciliationRuns.id, run.id));
    await reconcileDueDays(t.app.payments);
    expect(await diffsOf(run.id)).toHaveLength(5);
  });

  it('compares refunds on the gateway’s bill: missing, amount, status; and a late record closes its difference', async () => {
    t.clock.set('2026-11-25T04:00:00Z');
    const a = await payWithSandbox(t, family, card);
    const b = await payWithSandbox(t, family, card);
    const c = await payWithSandbox(t, family, card);
    const ok = await recordRefund(t, a.order.id, { amount: 12_000, credits: 1, at: t.clock.now() });
    const wrong = await recordRefund(t, b.order.id, {
      amount: 24_000,
      credits: 2,
      at: t.clock.now(),
    });
    const waiting = await recordRefund(t, c.order.id, {
      amount: 12_000,
      credits: 1,
      at: t.clock.now(),
      status: 'processing',
    });
    // The gateway's bill of the day: the payments as they were, and three refunds.
    const sandbox = t.app.payments.gateways.sandbox;
    const real = sandbox.downloadBill.bind(sandbox);
    const line = (no: string, refundNo: string, amountFen: number): GatewayBillRow => ({
      kind: 'refund',
      orderNo: no,
      refundNo,
      amountFen,
      gatewayTradeNo: 'T',
      at: t.clock.now(),
    });
    sandbox.downloadBill = async (date: string) => [
      ...(await real(date)),
      ...(date === '2026-11-25'
        ? [
            line(ok.billNo, ok.refundNo, 12_000),
            line(wrong.billNo, wrong.refundNo, 20_000),
            line(c.billNo, waiting.refundNo, 12_000),
            line(c.billNo, 'RF-UNKNOWN', 1_000),
          ]
        : []),
    ];
    try {
      t.clock.set(morningOf('2026-11-26'));
      await reconcileDueDays(t.app.payments);
    } finally {
      sandbox.downloadBill = real;
    }
    const run = (await runOf('2026-11-25'))!;
    const found = (await diffsOf(run.id)).map((d) => [d.kind, d.itemKind, d.refundNo]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['amount', 'refund', wrong.refundNo],
        ['status', 'refund', waiting.refundNo],
        ['missing_school', 'refund', 'RF-UNKNOWN'],
      ]),
    );
    expect(found).toHaveLength(3);
    expect(run).toMatchObject({ gatewayRefundCount: 4, schoolRefundCount: 2, schoolPayCount: 3 });

    // The refund goes through later: the next run closes its difference with a note.
    await db()
      .update(refunds)
      .set({ status: 'succeeded', succeededAt: t.clock.now() })
      .where(eq(refunds.refundNo, waiting.refundNo));
    t.clock.set(morningOf('2026-11-27'));
    await reconcileDueDays(t.app.payments);
    const status = (await diffsOf(run.id)).find((d) => d.kind === 'status')!;
    expect(status.resolvedAt).not.toBeNull();
    expect(status.resolvedBy).toBeNull();
    expect(status.note).toMatch(/later/);
  });

  it('a payment recorded just after midnight is found on the previous day’s bill', async () => {
    // The gateway took it at 23:59:59 on the 27th; the school recorded it at 00:00:01 on the 28th.
    t.clock.set('2026-11-27T15:59:59Z');
    const late = await startSandboxBill(t, family, card);
    await db().insert(sandboxTrades).values({
      tradeNo: 'SBXMIDNIGHT',
      outTradeNo: late.billNo,
      amount: 120_000,
      createdAt: t.clock.now(),
    });
    t.clock.set('2026-11-27T16:00:01Z');
    await postForm(
      t,
      SANDBOX_NOTIFY,
      sandboxNotification(late.billNo, '1200.00', { trade_no: 'SBXMIDNIGHT' }),
    );
    const [p] = await db().select().from(payments).where(eq(payments.tradeNo, 'SBXMIDNIGHT'));
    expect(p).toBeDefined();
    t.clock.set(morningOf('2026-11-29'));
    await reconcileDueDays(t.app.payments);
    for (const day of ['2026-11-27', '2026-11-28']) {
      const run = (await runOf(day))!;
      expect(await diffsOf(run.id), day).toEqual([]);
    }
  });
});
