import { sql } from 'drizzle-orm';
import {
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
// Lessons and credits reference each other by foreign key (lessons.grant_id, credit_ledger.lesson_id);
// drizzle reads both through thunks, so the two files never need each other while loading.
// eslint-disable-next-line import-x/no-cycle
import { lessons } from './lessons.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const GRANT_KINDS = ['card', 'pack', 'gift'] as const;
export const LEDGER_REASONS = [
  'grant',
  'booking',
  'cancel_refund',
  'teacher_cancel_refund',
  'teacher_absent_refund',
  'teacher_absent_compensation',
  'expired',
  'account_deleted',
  'late_cancellation',
  'school_cancel_refund',
  'attendance_correction',
  // A refund took the credits out of the order's grant; a refused refund gave them back.
  'refund',
  'refund_failed',
] as const;

/**
 * Lesson credits a user received: a lesson-count card, a course pack (from a paid order) or a
 * gift. `remaining` can never go below zero (CHECK), so no race can overdraw a grant. A pack's
 * credits pay only for lessons of its `course_level`; a card's or a gift's for any lesson.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GRANT_KINDS }).notNull(),
    name: text('name').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /**
     * A course pack's level (Level N of the outline, the product's `course_level`): its credits
     * pay only for lessons of that level. Null for cards and gifts, which pay for any lesson.
     */
    courseLevel: integer('course_level'),
    /** The paid order that granted it (mall, issue #4); one grant per order. */
    sourceOrderId: integer('source_order_id'),
    /**
     * That order's product and amount paid, copied when granted (null for gifts): unused credits
     * are valued at `remaining × paid_amount / total` from the live grants alone (decision 0028).
     */
    productId: integer('product_id'),
    paidAmount: integer('paid_amount'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('credit_grants_user_expiry_idx').on(t.userId, t.expiresAt, t.id),
    index('credit_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    uniqueIndex('credit_grants_source_order_key')
      .on(t.sourceOrderId)
      .where(sql`${t.sourceOrderId} is not null`),
    check('credit_grants_kind_check', sql`${t.kind} in ('card', 'pack', 'gift')`),
    check('credit_grants_total_check', sql`${t.total} > 0`),
    check(
      'credit_grants_level_check',
      sql`${t.courseLevel} is null or (${t.kind} = 'pack' and ${t.courseLevel} > 0)`,
    ),
    check(
      'credit_grants_remaining_check',
      sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`,
    ),
  ],
);

/**
 * Every change of a user's credits (consumption log). The balance is the sum of `change`; a row
 * exists only for a real change (CHECK change <> 0).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: integer('grant_id')
      .notNull()
      .references(() => creditGrants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_lesson_idx').on(t.lessonId),
    check('credit_ledger_change_check', sql`${t.change} <> 0`),
    check(
      'credit_ledger_reason_check',
      sql`${t.reason} in ('grant', 'booking', 'cancel_refund', 'teacher_cancel_refund', 'teacher_absent_refund', 'teacher_absent_compensation', 'expired', 'account_deleted', 'late_cancellation', 'school_cancel_refund', 'attendance_correction', 'refund', 'refund_failed')`,
    ),
  ],
);
