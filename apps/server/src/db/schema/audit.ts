import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/design/console.md §7): one row per change made through a console call, written in the
 * change's transaction. Append-only: the migration adds a trigger refusing UPDATE and DELETE.
 * The actor's name and role are copied in, so a row still says who acted after they left.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    role: text('role'),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
