import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductSnapshot } from '@school/contract/api/mall';
import { users } from './users.ts';
import { products } from './catalog.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'closed', 'refunded'] as const;
export const BILL_STATUSES = ['pending', 'paid', 'failed', 'closed'] as const;
export const GATEWAYS = ['sandbox', 'alipay', 'wechat'] as const;
export const PAY_SCENES = ['h5', 'jsapi', 'native'] as const;
export const PAYMENT_SOURCES = ['notify', 'query'] as const;

/**
 * An order of one product. `amount` is always `unit_price * quantity` (CHECK), both taken from the
 * product by the server. A pending order closes at `expires_at` (the sweep). Orders are never
 * deleted: the accounts keep them after an account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productSnapshot: jsonb('product_snapshot').$type<ProductSnapshot>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    /** The gateway of the payment that paid it. */
    gateway: text('gateway', { enum: GATEWAYS }),
    cancelledAt: instant('cancelled_at'),
    closedAt: instant('closed_at'),
    updatedAt: instant('updated_at').notNull(),
    /**
     * Fen refunded or being refunded (refunds not refused), kept in the refund's transaction under
     * the order's row lock; the order is `refunded` once refunds of its whole amount went through.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'cancelled', 'closed', 'refunded')`,
    ),
    check('orders_quantity_check', sql`${t.quantity} between 1 and 10`),
    check(
      'orders_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * ${t.quantity}`,
    ),
    check('orders_refunded_amount_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    // The console's orders list: newest first, by status, by day paid.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A payment attempt of an order at one gateway. `bill_no` is the number the gateway knows
 * (out_trade_no). `last_queried_at` throttles the trade queries of the fallback.
 */
export const orderBills = pgTable(
  'order_bills',
  {
    id: serial('id').primaryKey(),
    billNo: text('bill_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('pending'),
    tradeNo: text('trade_no'),
    /** WeChat: h5, jsapi or native (a trade number serves one kind of payment only). */
    scene: text('scene', { enum: PAY_SCENES }),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    closedAt: instant('closed_at'),
    lastQueriedAt: instant('last_queried_at'),
  },
  (t) => [
    uniqueIndex('order_bills_bill_no_key').on(t.billNo),
    index('order_bills_order_idx').on(t.orderId, t.id),
    index('order_bills_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_bills_gateway_check', sql`${t.gateway} in ('sandbox', 'alipay', 'wechat')`),
    check('order_bills_scene_check', sql`${t.scene} in ('h5', 'jsapi', 'native')`),
    check('order_bills_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'closed')`),
    check('order_bills_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Money a gateway took: one row per gateway trade, whatever happened to the order meanwhile. The
 * unique (gateway, trade_no) makes every notification and trade query idempotent.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    tradeNo: text('trade_no').notNull(),
    billId: integer('bill_id')
      .notNull()
      .references(() => orderBills.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    /**
     * The order's product, copied when the payment is recorded: revenue by product sums a range of
     * payments without joining every order (decision 0028).
     */
    productId: integer('product_id').notNull(),
    source: text('source', { enum: PAYMENT_SOURCES }).notNull(),
    /** Whether this payment granted the order's credits (false: a second payment of one order). */
    granted: boolean('granted').notNull(),
    raw: jsonb('raw').$type<Record<string, string>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_gateway_trade_key').on(t.gateway, t.tradeNo),
    index('payments_order_idx').on(t.orderId),
    // Revenue by day and the daily reconciliation read payments by time (issue 15).
    index('payments_created_idx').on(t.createdAt),
    check('payments_source_check', sql`${t.source} in ('notify', 'query')`),
  ],
);

/**
 * What the school should know about payments: every settlement, every refused notification, a
 * payment of an order that had closed meanwhile, a second payment of one order (to refund).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    billId: integer('bill_id').references(() => orderBills.id),
    outTradeNo: text('out_trade_no'),
    tradeNo: text('trade_no'),
    amount: integer('amount'),
    detail: text('detail').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('payment_events_created_idx').on(t.createdAt),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/** A family's review of a paid order, shown on the product. One per order. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    content: text('content').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_reviews_order_key').on(t.orderId),
    index('order_reviews_product_idx').on(t.productId, t.id),
    check('order_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * The built-in sandbox gateway's own books: the trades its confirm page accepted. Only the
 * sandbox's "gateway side" writes here; the app reads it back only through the sandbox's trade
 * query, as it would ask a real gateway.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    outTradeNo: text('out_trade_no').notNull(),
    amount: integer('amount').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_trades_out_trade_no_key').on(t.outTradeNo),
    // The sandbox's daily bill (reconciliation) reads its trades by day.
    index('sandbox_trades_created_idx').on(t.createdAt),
  ],
);
