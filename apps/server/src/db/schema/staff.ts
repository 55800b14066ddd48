import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { STAFF_ROLES } from '@school/contract/rules/permissions';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member of the school's staff (docs/design/console.md §7). Linked to the person's account (`users`) by
 * phone, but with a password of its own: the console's credential is not the family app's.
 * A removed member keeps the row (the audit log names them) and can no longer sign in.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    status: text('status', { enum: ['active', 'removed'] })
      .notNull()
      .default('active'),
    /** scrypt, as the families' passwords; NULL until the invitee sets one by SMS code. */
    passwordHash: text('password_hash'),
    /** The authenticator secret, encrypted with a key derived from AUTH_SECRET. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code works once. */
    totpLastStep: integer('totp_last_step'),
    /**
     * Wrong second factors (TOTP or SMS code) across sign-in tickets, epoch ms, those of the last
     * hour only (staff/rules.ts: 10 in an hour lock the second factor).
     */
    factorFailedAt: jsonb('factor_failed_at').$type<number[]>().notNull().default([]),
    /** While in the future, the second factor is locked: the owner unlocks it, or it ends then. */
    factorLockedUntil: instant('factor_locked_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    lastSignInAt: instant('last_sign_in_at'),
  },
  (t) => [
    // One active membership per phone; a removed member may be invited again.
    uniqueIndex('staff_members_phone_key')
      .on(t.phone)
      .where(sql`${t.status} = 'active'`),
    index('staff_members_user_idx').on(t.userId),
  ],
);

/**
 * A staff session: never a family session (its own table and tokens). Ends 12 h after sign-in,
 * after 2 h idle, when revoked (logout, role change, removal), or when the member's role is no
 * longer the one it was opened with.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * The ticket between the password step and the second factor: single use, 5 minutes, dead after
 * 5 wrong codes. Only a hash of the ticket is stored.
 */
export const staffLoginTickets = pgTable(
  'staff_login_tickets',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    ticketHash: text('ticket_hash').notNull(),
    factor: text('factor', { enum: ['sms', 'totp'] }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('staff_login_tickets_hash_key').on(t.ticketHash),
    index('staff_login_tickets_expires_idx').on(t.expiresAt),
  ],
);
