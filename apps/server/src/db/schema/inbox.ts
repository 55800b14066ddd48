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

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The school's reply to a family's message to a teacher (`message`: teacher_messages.id) or to a
 * feedback form (`feedback`: surveys.id), one per item (a second reply replaces it). The family
 * reads it in 我的消息; `user_id` is the family's, so their list is one index range.
 */
export const schoolReplies = pgTable(
  'school_replies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['message', 'feedback'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('school_replies_source_key').on(t.kind, t.sourceId),
    index('school_replies_user_idx').on(t.userId),
    check('school_replies_kind_check', sql`${t.kind} in ('message', 'feedback')`),
  ],
);
