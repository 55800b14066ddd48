import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../schema/users.ts';

/** The demo family account (documented in the README). Log in with its phone and an SMS code. */
export const DEMO_PHONE = '13800000000';

export async function loadDemoAccounts(ctx: AppContext) {
  await ctx.db
    .insert(users)
    .values({ phone: DEMO_PHONE, name: 'Lucy', username: 'Lucy', sex: 2, birth: '2018-06-01' })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` });
}
