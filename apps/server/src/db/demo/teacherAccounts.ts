import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { teachers } from '../schema/teachers.ts';
import { users } from '../schema/users.ts';

/**
 * Logins for the demo teachers (documented in the README): the teacher shown first (sort 0,
 * Emily Carter) logs in with 13900000001, the next with 13900000002, and so on, each with an SMS
 * code from the outbox or the password `Teach2026!demo`. Only loaded when DEMO_DATA is on.
 */
export const DEMO_TEACHER_PASSWORD = 'Teach2026!demo';
/** scrypt hash of DEMO_TEACHER_PASSWORD, kept here so a start does not spend time hashing. */
export const DEMO_TEACHER_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$0jgqGh6mJG13mKIoR6UdUA$u0yCJ8U3z3rqG_olRb5-QzJcZ23JtIQNKOvNC12aCro';

export const demoTeacherPhone = (index: number) => `139${String(index + 1).padStart(8, '0')}`;
/** The demo teacher with lessons today with the demo family (README). */
export const DEMO_TEACHER_PHONE = demoTeacherPhone(0);

/** Gives each demo teacher without a login an account with the teacher role, linked to it. */
export async function loadDemoTeacherAccounts(ctx: AppContext) {
  const unlinked = await ctx.db
    .select({ id: teachers.id, name: teachers.name, sex: teachers.sex, sort: teachers.sort })
    .from(teachers)
    .where(isNull(teachers.userId))
    .orderBy(asc(teachers.sort), asc(teachers.id))
    .limit(10);
  for (const t of unlinked) {
    const phone = demoTeacherPhone(t.sort);
    await ctx.db
      .insert(users)
      .values({
        phone,
        name: t.name,
        username: t.name.split(' ')[0] ?? t.name,
        sex: t.sex,
        role: 'teacher',
        passwordHash: DEMO_TEACHER_PASSWORD_HASH,
      })
      .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` });
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.role, 'teacher')));
    // A phone someone registered as a family stays theirs; that teacher simply has no login.
    if (account)
      await ctx.db
        .update(teachers)
        .set({ userId: account.id })
        .where(and(eq(teachers.id, t.id), isNull(teachers.userId)));
  }
}
