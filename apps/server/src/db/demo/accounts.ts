import { and, eq, isNull, sql } from 'drizzle-orm';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { consents } from '../schema/auth.ts';
import { users } from '../schema/users.ts';

/**
 * The demo family account (documented in the README): log in with phone 13800000000 and an SMS
 * code from the outbox, or with the password `Demo2026!kid`. Only loaded when DEMO_DATA is on.
 */
export const DEMO_PHONE = '13800000000';
export const DEMO_PASSWORD = 'Demo2026!kid';

/**
 * scrypt hash of DEMO_PASSWORD (see auth/passwords.ts), computed once and kept here so a start
 * does not spend half a second hashing. A test checks that it matches DEMO_PASSWORD.
 */
export const DEMO_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$pIXbb5bCrWxWmzOOlr-hFg$hDIiOagxHTISqmyZbMBQdH8z3Jev7z6wEbnEAr4iQGc';

export async function loadDemoAccounts(ctx: AppContext) {
  await ctx.db
    .insert(users)
    .values({
      phone: DEMO_PHONE,
      name: 'Lucy',
      username: 'Lucy',
      sex: 2,
      birth: '2018-06-01',
      passwordHash: DEMO_PASSWORD_HASH,
    })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` });
  // Accounts made before the demo had a password get it once; a password someone set (reset_pwd)
  // is kept.
  await ctx.db
    .update(users)
    .set({ passwordHash: DEMO_PASSWORD_HASH })
    .where(and(eq(users.phone, DEMO_PHONE), isNull(users.passwordHash)));
  // The demo guardian accepted the current agreements when the family signed up, as every real
  // family account has: consent is per account, so an SMS login on any device goes straight in.
  const [family] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_PHONE));
  if (family) {
    await ctx.db
      .insert(consents)
      .values({
        userId: family.id,
        agreementVersion: AGREEMENT_VERSION,
        privacyVersion: PRIVACY_VERSION,
        acceptedAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
  }
}
