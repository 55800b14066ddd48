import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The live SMS code of a phone: one row per phone and slot, replaced by the next send to that
 * slot. The primary key makes "one send per phone per 60 s" a single conditional upsert (see
 * auth/repository.ts), and "only the latest code counts" structural. Only an HMAC of the code is
 * stored. Slots (issue 25): `family` (the app's login, reset, delete codes and password tickets),
 * `console` (the staff sign-in's second factor, sent only after the right password) and
 * `consoleReset` (a staff member's first or forgotten password, asked anonymously), so no
 * anonymous send replaces or uses up a pending console sign-in code.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    phone: text('phone').notNull(),
    slot: text('slot', { enum: ['family', 'console', 'consoleReset'] })
      .notNull()
      .default('family'),
    /** The code's purpose, or `ticket`: the password ticket a verified code became. */
    purpose: text('purpose', {
      enum: ['login', 'reset', 'delete', 'staff', 'staffReset', 'ticket'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Wrong tries so far; the code is dead at 5. */
    attempts: smallint('attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (t) => [
    primaryKey({ name: 'sms_codes_pkey', columns: [t.phone, t.slot] }),
    index('sms_codes_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * Fixed-window counters shared by every server copy (SMS sends per phone per day, per client IP
 * per hour). A window opens at the first counted event and lasts its length; the upsert that
 * counts is atomic, so concurrent requests cannot both take the last slot.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_counters_window_start_idx').on(t.windowStart)],
);

/**
 * Failed password logins per phone (known or not, so the lockout does not reveal accounts):
 * the times of the recent failures (epoch ms, at most 5) and the end of a lockout.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    phone: text('phone').primaryKey(),
    failedAt: jsonb('failed_at').$type<number[]>().notNull().default([]),
    lockedUntil: instant('locked_until'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('password_failures_updated_at_idx').on(t.updatedAt)],
);

/**
 * The guardian's acceptance of the user agreement and the children's privacy policy: which
 * versions and when. One row per account and pair of versions; a new version adds a row.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementVersion: text('agreement_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (t) => [
    uniqueIndex('consents_user_versions_key').on(t.userId, t.agreementVersion, t.privacyVersion),
  ],
);
