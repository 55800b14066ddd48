import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { isFamilyAccount } from './consoleRepository.ts';

/** Families as the console names and counts them. */

export async function namesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function familyIdByPhone(db: Db, phone: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isFamilyAccount));
  return rows[0]?.id;
}

/** Family accounts created in [from, to): a range of `users_created_idx`. */
export async function countNewFamilies(db: Db, from: Date, to: Date) {
  const [r] = await db
    .select({ n: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to), isFamilyAccount));
  return r?.n ?? 0;
}
