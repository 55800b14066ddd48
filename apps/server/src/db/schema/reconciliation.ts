import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GATEWAYS } from './orders.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** waiting: not fetched yet (or the bill was not ready); running: a copy holds its lease. */
export const RECON_STATUSES = ['waiting', 'running', 'matched', 'differences', 'failed'] as const;
export const RECON_ITEM_KINDS = ['pay', 'refund'] as const;
/**
 * missing_school: the gateway took or returned money the school has no record of;
 * missing_gateway: the school recorded money the gateway's bill does not show;
 * amount: both have it, with different amounts; status: the gateway's outcome is not the school's.
 */
export const RECON_DIFF_KINDS = ['missing_school', 'missing_gateway', 'amount', 'status'] as const;

/**
 * One gateway's bill of one day (a Beijing calendar day, as the gateways cut their bills) and
 * its comparison with the school's payments and refunds. Unique per gateway and day, so every
 * server copy can try to make it and exactly one does; a copy works on it only while it holds
 * its lease (`lease_until`), taken by one conditional UPDATE.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: RECON_STATUSES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: instant('lease_until'),
    /** The last failure (gateway unreachable, bill not ready), shown in the console. */
    error: text('error').notNull().default(''),
    gatewayPayCount: integer('gateway_pay_count').notNull().default(0),
    gatewayPayAmount: integer('gateway_pay_amount').notNull().default(0),
    gatewayRefundCount: integer('gateway_refund_count').notNull().default(0),
    gatewayRefundAmount: integer('gateway_refund_amount').notNull().default(0),
    schoolPayCount: integer('school_pay_count').notNull().default(0),
    schoolPayAmount: integer('school_pay_amount').notNull().default(0),
    schoolRefundCount: integer('school_refund_count').notNull().default(0),
    schoolRefundAmount: integer('school_refund_amount').notNull().default(0),
    differenceCount: integer('difference_count').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    uniqueIndex('reconciliation_runs_gateway_day_key').on(t.gateway, t.day),
    index('reconciliation_runs_day_idx').on(t.day),
    check(
      'reconciliation_runs_status_check',
      sql`${t.status} in ('waiting', 'running', 'matched', 'differences', 'failed')`,
    ),
  ],
);

/**
 * The lines of the gateways' bills, kept: a payment the school recorded just after midnight is
 * found on the previous day's bill, and finance can see what the gateway said.
 */
export const reconciliationBillRows = pgTable(
  'reconciliation_bill_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    kind: text('kind', { enum: RECON_ITEM_KINDS }).notNull(),
    /** Our bill number (out_trade_no). */
    outTradeNo: text('out_trade_no').notNull(),
    /** Our refund number (out_refund_no / out_request_no); '' for a payment. */
    refundNo: text('refund_no').notNull().default(''),
    /** The gateway's trade number. */
    tradeNo: text('trade_no').notNull(),
    amount: integer('amount').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    uniqueIndex('reconciliation_bill_rows_item_key').on(
      t.gateway,
      t.kind,
      t.outTradeNo,
      t.refundNo,
    ),
    index('reconciliation_bill_rows_run_idx').on(t.runId),
  ],
);

/**
 * A difference found between a gateway's bill and the school's records. One row per item and
 * kind (unique), so running a day again adds nothing; it stays open until staff resolve it with
 * a note (audited, entity `reconciliation`) or a later bill shows the missing side.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: RECON_DIFF_KINDS }).notNull(),
    itemKind: text('item_kind', { enum: RECON_ITEM_KINDS }).notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    refundNo: text('refund_no').notNull().default(''),
    tradeNo: text('trade_no').notNull().default(''),
    orderId: integer('order_id'),
    gatewayAmount: integer('gateway_amount'),
    schoolAmount: integer('school_amount'),
    gatewayStatus: text('gateway_status').notNull().default(''),
    schoolStatus: text('school_status').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    resolvedAt: instant('resolved_at'),
    /** The staff member who resolved it; null with a note when a later bill matched it. */
    resolvedBy: integer('resolved_by'),
    resolvedByName: text('resolved_by_name').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('reconciliation_differences_item_key').on(
      t.gateway,
      t.itemKind,
      t.kind,
      t.outTradeNo,
      t.refundNo,
    ),
    index('reconciliation_differences_run_idx').on(t.runId, t.id),
    index('reconciliation_differences_open_idx')
      .on(t.day, t.id)
      .where(sql`${t.resolvedAt} is null`),
    check(
      'reconciliation_differences_kind_check',
      sql`${t.kind} in ('missing_school', 'missing_gateway', 'amount', 'status')`,
    ),
  ],
);
