import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The accounts teachers log in to the teachers' area with (role teacher). No rules here. */

/** A new teacher account; null when the phone already has an account (the unique index). */
export async function insertTeacherAccount(
  db: Db,
  a: { phone: string; name: string; sex: number },
  now: Date,
): Promise<number | null> {
  const rows = await db
    .insert(users)
    .values({
      phone: a.phone,
      name: a.name,
      username: a.name.split(' ')[0] ?? a.name,
      sex: a.sex,
      role: 'teacher',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` })
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function findTeacherAccount(db: Db, userId: number) {
  const rows = await db
    .select({ id: users.id, phone: users.phone, name: users.name, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'teacher')));
  return rows[0];
}

export async function updateTeacherAccount(
  db: Db,
  userId: number,
  a: { phone: string; name: string; sex: number },
  now: Date,
) {
  await db
    .update(users)
    .set({ phone: a.phone, name: a.name, sex: a.sex, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'teacher')));
}

export async function setTeacherAccountStatus(
  db: Db,
  userId: number,
  status: 'active' | 'disabled',
  now: Date,
) {
  await db
    .update(users)
    .set({ status, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'teacher')));
}
