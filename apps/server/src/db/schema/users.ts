import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  integer,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * An account: a parent/child (role student) or a teacher. The phone is the login; after account
 * deletion it is set to NULL (the unique index ignores NULLs), freeing it for a new registration.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone'),
    name: text('name').notNull().default(''),
    username: text('username').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    birth: text('birth').notNull().default('2019-02-18'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['student', 'teacher'] })
      .notNull()
      .default('student'),
    status: text('status', { enum: ['active', 'disabled', 'deleted'] })
      .notNull()
      .default('active'),
    /**
     * False for an account made only to link a staff member (the console's invitation, decision
     * 0031): not a family until that person signs in to the families' app. The console's families
     * list, a family's page and the dashboard's new families count family accounts only.
     */
    isFamily: boolean('is_family').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    // The console's "new families this week" (a range, not the table).
    index('users_created_idx').on(t.createdAt),
    // The console's searches (db/phoneSearch.ts, users/consoleRepository.ts): a phone's first
    // or last digits, each one index range; part of a child's name or English name (`%...%`),
    // trigram indexes (pg_trgm, migration 0022). A search of 200,000 families reads its matches,
    // not the table (decision 0017).
    index('users_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('users_phone_suffix_idx').using('btree', sql`reverse(${t.phone}) text_pattern_ops`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

/**
 * A login session. Only the SHA-256 of the token is stored. A session lapses after 30 days without
 * use (sliding): `last_used_at` is refreshed at most once an hour so reads stay cheap.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);
