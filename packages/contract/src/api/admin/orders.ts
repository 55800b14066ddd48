import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import * as routes from '../../rules/admin/orders.ts';
import { STAFF_ROLES } from '../../rules/permissions.ts';
import { GATEWAYS, ORDER_STATUSES, PRODUCT_KINDS } from '../../rules/mall.ts';
import { adminListInput, adminListOutput } from './list.ts';

/** The console's orders and refunds (docs/design/money.md §8). Money in integer fen; the console shows yuan. */

const tags = ['console'];
const fen = z.number().int().describe('integer fen (CNY cents)');

export const adminOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  userId: z.number().int(),
  phone: z.string().nullable().describe('the family’s phone (null once the account was erased)'),
  familyName: z.string().nullable(),
  productName: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  quantity: z.number().int(),
  amount: fen,
  refundedAmount: fen.describe('refunded or being refunded'),
  gateway: z.enum(GATEWAYS).nullable(),
  createdAt: instantString,
  paidAt: instantString.nullable(),
  refundedAt: instantString.nullable().describe('when the latest refund was made'),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const ORDER_SORT_KEYS = ['createdAt', 'paidAt', 'amount'] as const;

/**
 * The console's orders and refunds (docs/design/console.md §7, docs/design/money.md §8). Reading is `money.read` (owner, finance,
 * academic and support read); a refund is `money.edit` (finance and the owner), and going past
 * the cap is the owner's alone (checked by the server on the call).
 */
export const listAdminOrders = endpoint('GET', `${ADMIN}/orders/list`, staff('money.read'), {
  input: adminListInput(ORDER_SORT_KEYS, {
    status: z.enum(ORDER_STATUSES).optional(),
    gateway: z.enum(GATEWAYS).optional(),
    /** School dates of the order's creation, inclusive. */
    from: dateString.optional(),
    to: dateString.optional(),
    phone: z
      .string()
      .trim()
      .regex(
        /^\d{4,11}$/,
        'phone: 4 to 11 digits (all 11: that phone; fewer: its first or last digits)',
      )
      .optional(),
    orderNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,40}$/, 'orderNo: letters and digits (its start is enough)')
      .optional(),
  }),
  output: adminListOutput(adminOrderRow),
  summary: 'Every order, newest first, paged and filtered on the server',
  tags,
});

export const adminBill = z.object({
  id: z.number().int(),
  billNo: z.string(),
  gateway: z.enum(GATEWAYS),
  status: z.enum(['pending', 'paid', 'failed', 'closed']),
  amount: fen,
  tradeNo: z.string().nullable(),
  createdAt: instantString,
  paidAt: instantString.nullable(),
});

export const adminRefund = z.object({
  id: z.number().int(),
  refundNo: z.string().describe('the idempotency key the gateway knows'),
  orderId: z.number().int(),
  gateway: z.enum(GATEWAYS),
  amount: fen,
  credits: z.number().int().describe('credits that left the order’s grant with it'),
  reason: z.string(),
  status: z.enum(routes.REFUND_STATUSES),
  capAmount: fen.describe('the most without the owner’s override, when it was asked'),
  override: z.boolean().describe('the owner went past the cap'),
  staffName: z.string(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instantString,
  succeededAt: instantString.nullable(),
  failedAt: instantString.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const refundLimits = z.object({
  paid: fen,
  refunded: fen,
  granted: z.number().int().describe('credits the order granted'),
  unused: z.number().int().describe('of those, not used (0 once expired)'),
  cap: fen.describe('paid x unused / granted, rounded down, at most what is left'),
  ownerMax: fen.describe('what the owner may refund with the override: paid - refunded'),
});

export const viewAdminOrder = endpoint('GET', `${ADMIN}/orders/view`, staff('money.read'), {
  input: z.object({ id }),
  output: z.object({
    order: adminOrderRow.extend({
      lessonTotal: z.number().int(),
      unitPrice: fen,
    }),
    bills: z.array(adminBill),
    refunds: z.array(adminRefund),
    limits: refundLimits.nullable().describe('null: nothing of this order can be refunded'),
  }),
  summary: 'One order with its bills, its refunds and what may still be refunded',
  tags,
});

export const refundAdminOrderInput = z.strictObject({
  orderId: bodyId('orderId'),
  amount: z
    .number({ error: 'amount must be a number of fen' })
    .int('amount must be whole fen')
    .min(1, 'amount must be at least 1 fen')
    .max(100_000_000, 'amount is too large'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, 'reason is required')
    .max(200, 'reason must be at most 200 characters'),
  override: z
    .boolean()
    .default(false)
    .describe('the owner refunds past the cap (up to what is left of the payment)'),
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'requestKey: 8 to 64 letters, digits or dashes')
    .describe('one per refund form: a repeat of the same request refunds once'),
});

export const refundAdminOrder = endpoint('POST', `${ADMIN}/orders/refund`, staff('money.edit'), {
  input: refundAdminOrderInput,
  output: adminRefund,
  summary:
    'Refund all or part of a paid order through its gateway; the credits leave the grant at once',
  tags,
});
