import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { creditGrants } from './credits.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Credits the school granted in the console (docs/design/console.md §7): one row per grant, saying why (a gift
 * or a compensation, with the staff member's reason) and who granted it (name and role copied, as
 * the audit log does). Owned by the credits module beside `credit_grants`.
 */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => creditGrants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gift', 'compensation'] }).notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    staffRole: text('staff_role'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('staff_grants_grant_key').on(t.grantId),
    index('staff_grants_user_idx').on(t.userId, t.createdAt),
    check('staff_grants_kind_check', sql`${t.kind} in ('gift', 'compensation')`),
  ],
);

/**
 * What support granted one family in one calendar month of the school's zone ('YYYY-MM'). The
 * grant adds to this row with one conditional upsert (its row lock queues parallel grants), so
 * the monthly limit holds under any concurrency; the CHECK is the last guard.
 */
export const supportGrantMonths = pgTable(
  'support_grant_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    credits: integer('credits').notNull(),
  },
  (t) => [
    primaryKey({ name: 'support_grant_months_pkey', columns: [t.userId, t.month] }),
    check('support_grant_months_credits_check', sql`${t.credits} between 1 and 2`),
  ],
);
