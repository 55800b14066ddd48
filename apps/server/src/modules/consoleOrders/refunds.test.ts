import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@school/contract/api/mall';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSlot, createStudent, createTeacher, creditState } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sandboxRefunds } from '../../db/schema/refunds.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { addProduct, deliverSandboxByInject, viewOrder } from '../payments/testing.ts';
import { runPaymentSweep } from '../payments/sweep.ts';
import { askRefund, auditOf, ledgerOf, paidSandboxOrder, refundsOf } from './testing.ts';
import { viewCredits } from '@school/contract/api/credits';
import { bookSlots } from '@school/contract/api/booking';
import { viewAdminOrder } from '@school/contract/api/admin/orders';

/**
 * Refunds through the console (issue 15, docs/design/money.md §8) against the sandbox gateway: the cap and
 * the owner's override, credits leaving in the refund's transaction, one refund however many
 * requests race, a booking racing a refund, a gateway that times out then answers, one that
 * refuses. Run on PGlite and on PostgreSQL.
 */
describe('refunds', () => {
  let t: TestApp;
  let card: number;
  let finance: string;
  let owner: string;
  const db = () => t.database.db;
  const sandboxRefundsOf = (billPrefix: string) =>
    db()
      .select()
      .from(sandboxRefunds)
      .then((rows) => rows.filter((r) => r.outTradeNo.startsWith(billPrefix)));
  const balance = async (token: string) =>
    (await t.api(viewCredits, undefined, { token })).body.data.balance;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    t.clock.set('2026-11-23T02:00:00Z');
    deliverSandboxByInject(t);
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    finance = (await quickStaffToken(t, 'finance')).token;
    owner = (await quickStaffToken(t, 'owner')).token;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.app.payments.gateways.sandbox.refundFaults = { lostAnswers: 0, refuse: false };
  });

  async function paidFamily() {
    const kid = await createStudent(db(), t.clock.now());
    const order = await paidSandboxOrder(t, kid.token, card);
    expect(await balance(kid.token)).toBe(10);
    return { kid, order };
  }

  it('refunds half: 5 credits leave with it, the gateway refunds once, the family sees it', async () => {
    const { kid, order } = await paidFamily();
    const res = await askRefund(t, finance, { orderId: order.id, amount: 60_000 });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data).toMatchObject({
      amount: 60_000,
      credits: 5,
      status: 'succeeded',
      gateway: 'sandbox',
      override: false,
      capAmount: 120_000,
      refundNo: `${order.orderNo}R01`,
    });
    expect(await balance(kid.token)).toBe(5);
    const ledger = await ledgerOf(t, kid.id);
    const row = ledger.find((l) => l.reason === 'refund')!;
    expect(row.change).toBe(-5);
    expect(row.note).toContain(res.body.data.refundNo);
    expect(row.note).toContain(res.body.data.staffName);
    expect(await sandboxRefundsOf(order.orderNo)).toHaveLength(1);

    const seen = (await viewOrder(t, kid.token, order.id)).body.data as Order & {
      refundedAmount: number;
      refundedAt: string | null;
    };
    expect(seen).toMatchObject({ status: 'paid', refundedAmount: 60_000 });
    expect(seen.refundedAt).toBe(t.clock.now().toISOString());
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, kid.id))
      .then((rows) => rows.filter((n) => n.event === 'refund_made'));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.params).toMatchObject({ amount: 60_000, orderNo: order.orderNo });
    expect(await auditOf(t, 'refund', res.body.data.id)).toHaveLength(1);
    expect(await auditOf(t, 'order', order.id)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        before: { status: 'paid', refundedAmount: 0 },
        after: { status: 'paid', refundedAmount: 60_000 },
      }),
    ]);

    // The rest: the order is refunded in full.
    const rest = await askRefund(t, finance, { orderId: order.id, amount: 60_000 });
    expect(rest.body.data).toMatchObject({ status: 'succeeded', credits: 5 });
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('refunded');
    expect(await balance(kid.token)).toBe(0);
    expect(await creditState(db(), kid.id, t.clock.now())).toMatchObject({
      ledger: 0,
      remaining: 0,
    });
  });

  it("three refunds of ¥0.01 take no credit; two halves of a credit's price take exactly one", async () => {
    const { kid, order } = await paidFamily();
    for (let i = 0; i < 3; i++) {
      const res = await askRefund(t, finance, { orderId: order.id, amount: 1 });
      expect(res.body.code, res.body.message).toBe(0);
      expect(res.body.data.credits).toBe(0);
    }
    expect(await balance(kid.token)).toBe(10);
    expect((await ledgerOf(t, kid.id)).filter((l) => l.reason === 'refund')).toEqual([]);
    // A credit costs ¥120: ¥59.99 more keeps it (¥60 in all), the next ¥60 completes it.
    const first = await askRefund(t, finance, { orderId: order.id, amount: 5_997 });
    expect(first.body.data.credits).toBe(0);
    const second = await askRefund(t, finance, { orderId: order.id, amount: 6_000 });
    expect(second.body.data.credits).toBe(1);
    expect(await balance(kid.token)).toBe(9);
  });

  it('caps at paid x unused / granted; past it only the owner, with the override recorded', async () => {
    const { kid, order } = await paidFamily();
    // The family books 3 lessons: 7 of 10 credits unused, cap 120000 x 7 / 10 = 84000.
    const teacherId = await createTeacher(db());
    const slots = [];
    for (let i = 0; i < 3; i++)
      slots.push(
        await createSlot(db(), teacherId, new Date(t.clock.now().getTime() + (26 + i) * 3600_000)),
      );
    const booked = await t.api(bookSlots, { slotIds: slots }, { token: kid.token });
    expect(booked.body.code, booked.body.message).toBe(0);

    const over = await askRefund(t, finance, { orderId: order.id, amount: 84_001 });
    expect(over.body.code).toBe(1001);
    expect(over.body.data).toMatchObject({ field: 'amount' });
    expect(over.body.message).toContain('840.00');
    const financeOverride = await askRefund(t, finance, {
      orderId: order.id,
      amount: 84_001,
      override: true,
    });
    expect(financeOverride.body.code).toBe(3003);
    const ownerTooMuch = await askRefund(t, owner, {
      orderId: order.id,
      amount: 120_001,
      override: true,
    });
    expect(ownerTooMuch.body.code).toBe(1001);
    expect(await refundsOf(t, order.id)).toHaveLength(0);
    expect(await balance(kid.token)).toBe(7);

    const ownerOverride = await askRefund(t, owner, {
      orderId: order.id,
      amount: 100_000,
      override: true,
    });
    expect(ownerOverride.body.code, ownerOverride.body.message).toBe(0);
    expect(ownerOverride.body.data).toMatchObject({
      override: true,
      capAmount: 84_000,
      credits: 7,
      status: 'succeeded',
    });
    expect(await balance(kid.token)).toBe(0);
    const audit = await auditOf(t, 'refund', ownerOverride.body.data.id);
    expect(audit[0]!.after).toMatchObject({ override: true, capAmount: 84_000, amount: 100_000 });
    // Nothing is left unused: the cap is 0, and the owner may still refund what is left of the money.
    const view = await t.api(viewAdminOrder, { id: String(order.id) }, { token: finance });
    expect(view.body.data.limits).toMatchObject({ cap: 0, ownerMax: 20_000, unused: 0 });
  });

  it('20 parallel refund requests of one order refund once (and a repeated request is one refund)', async () => {
    const { kid, order } = await paidFamily();
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        askRefund(t, finance, { orderId: order.id, amount: 120_000 }),
      ),
    );
    expect(all.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 1001)).toHaveLength(19);
    expect(await refundsOf(t, order.id)).toHaveLength(1);
    expect(await sandboxRefundsOf(order.orderNo)).toHaveLength(1);
    expect((await ledgerOf(t, kid.id)).filter((l) => l.reason === 'refund')).toHaveLength(1);
    expect(await balance(kid.token)).toBe(0);

    const again = await paidFamily();
    const requestKey = 'same-form-0001';
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        askRefund(t, finance, { orderId: again.order.id, amount: 30_000, requestKey }),
      ),
    );
    expect(same.every((r) => r.body.code === 0)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(await refundsOf(t, again.order.id)).toHaveLength(1);
    expect(await auditOf(t, 'refund', same[0]!.body.data.id)).toHaveLength(1);
    // ¥300 is 2.5 credits' worth: 2 leave, the half stays with the family.
    expect(await balance(again.kid.token)).toBe(8);
  });

  it('a refund racing a booking: never a refunded credit spent, never a credit gone without its money', async () => {
    const teacherId = await createTeacher(db());
    for (let round = 0; round < 4; round++) {
      const { kid, order } = await paidFamily();
      // Book 8 lessons while refunding 3 credits' worth: both fit 10 credits only one way round.
      const slots = [];
      for (let i = 0; i < 8; i++)
        slots.push(
          await createSlot(
            db(),
            teacherId,
            new Date(t.clock.now().getTime() + (30 + round * 10 + i) * 3600_000),
          ),
        );
      const [booking, refund] = await Promise.all([
        t.api(bookSlots, { slotIds: slots }, { token: kid.token }),
        askRefund(t, finance, { orderId: order.id, amount: 36_000 }),
      ]);
      const state = await creditState(db(), kid.id, t.clock.now());
      expect(state.ledger).toBe(state.remaining);
      expect(state.minRemaining).toBeGreaterThanOrEqual(0);
      const booked = booking.body.code === 0 ? 8 : 0;
      const refunded = refund.body.code === 0 ? refund.body.data.credits : 0;
      // Both cannot fit (8 + 3 > 10): exactly one went through.
      expect(booked > 0 !== refunded > 0).toBe(true);
      if (booked === 0) expect(booking.body.code).toBe(2003);
      else expect(refund.body.code).toBe(1001);
      expect(state.remaining).toBe(10 - booked - refunded);
      const made = await refundsOf(t, order.id);
      // Every credit that left has its money going back, and nothing else.
      expect(made.reduce((n, r) => n + r.credits, 0)).toBe(refunded);
      expect(made.reduce((n, r) => n + r.amount, 0)).toBe(refunded * 12_000);
    }
  });

  it('a gateway that times out then answers refunds once; the sweep asks again', async () => {
    const { kid, order } = await paidFamily();
    t.app.payments.gateways.sandbox.refundFaults.lostAnswers = 2;
    const res = await askRefund(t, finance, { orderId: order.id, amount: 24_000 });
    expect(res.body.data).toMatchObject({ status: 'pending', attempts: 1, credits: 2 });
    expect(res.body.data.lastError).toMatch(/timed out/);
    // The credits left at once, whatever the gateway does.
    expect(await balance(kid.token)).toBe(8);

    // Not yet due: the sweep leaves it alone.
    await runPaymentSweep(t.app.payments);
    expect((await refundsOf(t, order.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(31_000);
    await Promise.all([runPaymentSweep(t.app.payments), runPaymentSweep(t.app.payments)]);
    expect((await refundsOf(t, order.id))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    t.clock.advance(61_000);
    await runPaymentSweep(t.app.payments);
    const [done] = await refundsOf(t, order.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3 });
    expect(await sandboxRefundsOf(order.orderNo)).toHaveLength(1);
    expect((await ledgerOf(t, kid.id)).filter((l) => l.reason.startsWith('refund'))).toHaveLength(
      1,
    );
    expect(await balance(kid.token)).toBe(8);
    // Later sweeps change nothing.
    t.clock.advance(3_600_000);
    await runPaymentSweep(t.app.payments);
    expect((await refundsOf(t, order.id))[0]!.attempts).toBe(3);
  });

  it('a gateway that refuses gives the credits and the amount back', async () => {
    const { kid, order } = await paidFamily();
    t.app.payments.gateways.sandbox.refundFaults.refuse = true;
    const res = await askRefund(t, finance, { orderId: order.id, amount: 120_000 });
    expect(res.body.data).toMatchObject({ status: 'failed', credits: 10 });
    expect(await balance(kid.token)).toBe(10);
    const reasons = (await ledgerOf(t, kid.id)).map((l) => [l.reason, l.change]);
    expect(reasons).toEqual([
      ['grant', 10],
      ['refund', -10],
      ['refund_failed', 10],
    ]);
    const seen = (await viewOrder(t, kid.token, order.id)).body.data as Order & {
      refundedAmount: number;
    };
    expect(seen).toMatchObject({ status: 'paid', refundedAmount: 0 });
    // It can be asked again once the gateway takes refunds.
    t.app.payments.gateways.sandbox.refundFaults.refuse = false;
    const again = await askRefund(t, finance, { orderId: order.id, amount: 120_000 });
    expect(again.body.data).toMatchObject({ status: 'succeeded', refundNo: `${order.orderNo}R02` });
    expect((await viewOrder(t, kid.token, order.id)).body.data.status).toBe('refunded');
  });

  it('3003 for roles without money.edit, with no refund and no audit row; an unpaid order is 2002', async () => {
    const { kid, order } = await paidFamily();
    for (const role of ['academic', 'support', 'content'] as const) {
      const { token } = await quickStaffToken(t, role);
      const res = await askRefund(t, token, { orderId: order.id, amount: 1_000 });
      expect(res.body.code, role).toBe(3003);
    }
    const family = await askRefund(t, kid.token, { orderId: order.id, amount: 1_000 });
    expect(family.body.code).toBe(3003);
    expect(await refundsOf(t, order.id)).toHaveLength(0);
    expect(await auditOf(t, 'order', order.id)).toHaveLength(0);
    expect(await balance(kid.token)).toBe(10);

    const { placeOrder } = await import('../payments/testing.ts');
    const unpaid = await placeOrder(t, kid.token, card);
    expect((await askRefund(t, finance, { orderId: unpaid.id, amount: 1_000 })).body.code).toBe(
      2002,
    );
    expect((await askRefund(t, finance, { orderId: 99_999_999, amount: 1_000 })).body.code).toBe(
      2001,
    );
  });
});
