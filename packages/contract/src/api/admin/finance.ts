import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import { RECON_DIFF_KINDS, RECON_STATUSES } from '../../rules/admin/finance.ts';
import { GATEWAYS, PRODUCT_KINDS } from '../../rules/mall.ts';
import { adminListInput, adminListOutput } from './list.ts';

export { RECON_DIFF_KINDS, RECON_STATUSES } from '../../rules/admin/finance.ts';

/**
 * The console's finance area (docs/design/money.md §8). Money in integer fen; days are the school's
 * calendar days (TIME_ZONE), except a reconciliation day, which is the gateways' bill day
 * (Beijing time, as Alipay and WeChat Pay cut their bills).
 */
const tags = ['console'];
const fen = z.number().int().describe('integer fen (CNY cents)');
const gateway = z.enum(GATEWAYS);

/** The longest range a revenue view reads at once. */
export const REVENUE_RANGE_DAYS_MAX = 366;

const range = {
  /** School dates, inclusive; default: the last 30 days up to today. */
  from: dateString.optional(),
  to: dateString.optional(),
};

const money = {
  payCount: z.number().int(),
  paid: fen,
  refundCount: z.number().int(),
  refunded: fen,
  net: fen.describe('paid - refunded'),
};

export const revenueDay = z.object({ day: dateString, ...money });
export type RevenueDay = z.infer<typeof revenueDay>;

/**
 * The console's finance area (docs/design/money.md §8): revenue by day and by product, refunds, unused
 * credits valued at their price, the daily reconciliation of the gateways' bills, and the
 * dashboard's money figures. Reading is `money.read`; resolving a difference or running a day
 * again is `money.edit` (audited, entity `reconciliation`).
 */
export const listRevenueDays = endpoint(
  'GET',
  `${ADMIN}/finance/revenue/days`,
  staff('money.read'),
  {
    input: adminListInput(['day'] as const, range),
    output: adminListOutput(revenueDay).extend({
      from: dateString,
      to: dateString,
      sum: z.object(money),
    }),
    summary: 'Money taken and refunded by school day over a range (default: the last 30 days)',
    tags,
  },
);

export const revenueProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  ...money,
});
export type RevenueProduct = z.infer<typeof revenueProduct>;

export const listRevenueProducts = endpoint(
  'GET',
  `${ADMIN}/finance/revenue/products`,
  staff('money.read'),
  {
    input: adminListInput(['paid', 'net'] as const, range),
    output: adminListOutput(revenueProduct).extend({ from: dateString, to: dateString }),
    summary: 'Money taken and refunded by product over a range, most first',
    tags,
  },
);

export const unusedCreditsRow = z.object({
  /** null: gifts and compensation (no order, valued at 0). */
  productId: z.number().int().nullable(),
  name: z.string(),
  grants: z.number().int(),
  credits: z.number().int(),
  value: fen.describe('remaining credits × the price paid per credit'),
});
export type UnusedCreditsRow = z.infer<typeof unusedCreditsRow>;

export const unusedCreditsSummary = z.object({
  credits: z.number().int(),
  giftCredits: z.number().int(),
  value: fen,
});

export const listUnusedCredits = endpoint(
  'GET',
  `${ADMIN}/finance/credits/unused`,
  staff('money.read'),
  {
    input: adminListInput(['value', 'credits'] as const, {}),
    output: adminListOutput(unusedCreditsRow).extend({ sum: unusedCreditsSummary }),
    summary:
      'Credits families still hold (not expired), valued at what was paid per credit, by product',
    tags,
  },
);

export const reconciliationRun = z.object({
  id: z.number().int(),
  gateway,
  day: dateString,
  status: z.enum(RECON_STATUSES),
  attempts: z.number().int(),
  error: z.string(),
  gatewayPayCount: z.number().int(),
  gatewayPayAmount: fen,
  gatewayRefundCount: z.number().int(),
  gatewayRefundAmount: fen,
  schoolPayCount: z.number().int(),
  schoolPayAmount: fen,
  schoolRefundCount: z.number().int(),
  schoolRefundAmount: fen,
  differenceCount: z.number().int(),
  openCount: z.number().int(),
  finishedAt: instantString.nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export const listReconciliationRuns = endpoint(
  'GET',
  `${ADMIN}/finance/reconciliation/runs`,
  staff('money.read'),
  {
    input: adminListInput(['day'] as const, {
      gateway: gateway.optional(),
      status: z.enum(RECON_STATUSES).optional(),
      from: dateString.optional(),
      to: dateString.optional(),
    }),
    output: adminListOutput(reconciliationRun),
    summary: 'Reconciliation days of each gateway (newest first) with their outcome',
    tags,
  },
);

export const reconciliationDifference = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  gateway,
  day: dateString,
  kind: z.enum(RECON_DIFF_KINDS),
  itemKind: z.enum(['pay', 'refund']),
  outTradeNo: z.string(),
  refundNo: z.string(),
  tradeNo: z.string(),
  orderId: z.number().int().nullable(),
  gatewayAmount: fen.nullable(),
  schoolAmount: fen.nullable(),
  gatewayStatus: z.string(),
  schoolStatus: z.string(),
  createdAt: instantString,
  resolvedAt: instantString.nullable(),
  /** '' with a note: a later bill or record matched it. */
  resolvedByName: z.string(),
  note: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

export const listReconciliationDifferences = endpoint(
  'GET',
  `${ADMIN}/finance/reconciliation/differences`,
  staff('money.read'),
  {
    input: adminListInput(['day'] as const, {
      runId: id.optional(),
      gateway: gateway.optional(),
      kind: z.enum(RECON_DIFF_KINDS).optional(),
      open: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    output: adminListOutput(reconciliationDifference),
    summary: 'Differences between the gateways’ bills and the school’s records',
    tags,
  },
);

export const resolveReconciliationDifference = endpoint(
  'POST',
  `${ADMIN}/finance/reconciliation/resolve`,
  staff('money.edit'),
  {
    input: z.strictObject({
      id: bodyId('id'),
      note: z.string().trim().min(2).max(500).describe('what was found or done'),
    }),
    output: reconciliationDifference,
    summary: 'Resolve a difference with a note (2002 when it is resolved already)',
    tags,
  },
);

/** A failed or finished day is fetched and compared again at once (new differences only). */
export const rerunReconciliation = endpoint(
  'POST',
  `${ADMIN}/finance/reconciliation/rerun`,
  staff('money.edit'),
  {
    input: z.strictObject({ id: bodyId('id') }),
    output: reconciliationRun,
    summary: 'Fetch a day’s bill and compare it again now',
    tags,
  },
);

export const moneyDashboard = z.object({
  today: z.object({ day: dateString, ...money }),
  month: z.object({ from: dateString, ...money }),
  unused: unusedCreditsSummary,
  openDifferences: z.number().int(),
  /** The last 30 school days, oldest first. */
  days: z.array(revenueDay),
});
export type MoneyDashboard = z.infer<typeof moneyDashboard>;

/** The dashboard's money cards: today, this month, unused credits and 30 days by day. */
export const viewMoneyDashboard = endpoint(
  'GET',
  `${ADMIN}/finance/dashboard`,
  staff('dashboard.money'),
  {
    input: z.object({}),
    output: moneyDashboard,
    summary: 'Revenue today and this month, refunds, unused credits, 30 days by day',
    tags,
  },
);
