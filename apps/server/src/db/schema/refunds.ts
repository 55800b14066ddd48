import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { GATEWAYS, orderBills, orders, payments } from './orders.ts';
import { creditGrants } from './credits.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * pending: recorded, the gateway not (yet) answered; processing: the gateway accepted it and
 * will tell later; succeeded: the money went back; failed: the gateway finally refused (the
 * credits came back).
 */
export const REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;

/**
 * A refund of (part of) a paid order through the gateway that took the money (docs/design/money.md §8).
 * Written, with the credits leaving the order's grant, in one transaction under the order's row
 * lock; the gateway is asked afterwards with `refund_no` as its idempotency key (Alipay
 * out_request_no, WeChat out_refund_no). `request_key` makes one console request refund once
 * however often it arrives. `cap_amount` is what could be refunded without the owner's override
 * when it was asked; `override` says the owner went past it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The paid bill (its bill_no is the gateway's out_trade_no) and the payment refunded. */
    billId: integer('bill_id')
      .notNull()
      .references(() => orderBills.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    amount: integer('amount').notNull(),
    /** Credits taken out of the order's grant for it (0 when none were left). */
    credits: integer('credits').notNull(),
    grantId: integer('grant_id').references(() => creditGrants.id),
    reason: text('reason').notNull(),
    capAmount: integer('cap_amount').notNull(),
    override: boolean('override').notNull().default(false),
    requestKey: text('request_key').notNull(),
    /** Who asked (a staff member; name and role copied, as the audit log does). */
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    staffRole: text('staff_role').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    gatewayRefundNo: text('gateway_refund_no'),
    /** Calls made to the gateway; the sweep asks again at `next_attempt_at` while unanswered. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    succeededAt: instant('succeeded_at'),
    failedAt: instant('failed_at'),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_key').on(t.refundNo),
    uniqueIndex('refunds_order_request_key').on(t.orderId, t.requestKey),
    index('refunds_order_idx').on(t.orderId, t.id),
    index('refunds_user_idx').on(t.userId, t.id),
    // The sweep's queue: only refunds still waiting for the gateway.
    index('refunds_open_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
    // Reconciliation and the finance views read refunds by the day they went through.
    index('refunds_succeeded_idx')
      .on(t.succeededAt)
      .where(sql`${t.status} = 'succeeded'`),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_gateway_check', sql`${t.gateway} in ('sandbox', 'alipay', 'wechat')`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('pending', 'processing', 'succeeded', 'failed')`,
    ),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_credits_check', sql`${t.credits} >= 0`),
  ],
);

/**
 * The built-in sandbox gateway's own books of refunds (as `sandbox_trades` for payments): one row
 * per refund number, so a repeated refund call refunds once. Only the sandbox writes here.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundNo: text('refund_no').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  amount: integer('amount').notNull(),
  createdAt: instant('created_at').notNull(),
});
