import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withCappedTotal } from '../../db/paging.ts';
import { phoneDigitsMatch } from '../../db/phoneSearch.ts';
import { users } from '../../db/schema/users.ts';

/** The console's reads and writes of family accounts; no rules here. */

/**
 * A family's account: role student, and not one that only links a staff member (decision 0031).
 * Every console read of families goes through this.
 */
export const isFamilyAccount = and(eq(users.role, 'student'), eq(users.isFamily, true))!;

export const familyColumns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  username: users.username,
  sex: users.sex,
  birth: users.birth,
  avatar: users.avatar,
  status: users.status,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
};

export interface FamilyFilter {
  q?: string;
  status?: 'active' | 'disabled' | 'deleted';
  from?: Date;
  to?: Date;
  sort?: 'id' | 'createdAt';
  order?: 'ascend' | 'descend';
}

/** `%`, `_` and `\` typed in a search box are literal characters, not patterns. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(q: string): SQL | undefined {
  const text = literal(q);
  const parts: (SQL | undefined)[] = [
    ilike(users.name, `%${text}%`),
    ilike(users.username, `%${text}%`),
  ];
  if (/^\d+$/.test(q)) {
    // 4 digits or more: a phone's first or last digits; fewer match too many families to list.
    if (q.length >= 4) parts.push(phoneDigitsMatch(q));
    if (q.length <= 9) parts.push(eq(users.id, Number(q)));
  }
  return or(...parts);
}

export async function pageFamilies(db: Db, f: FamilyFilter, limit: number, offset: number) {
  const where = and(
    isFamilyAccount,
    f.q ? searchOf(f.q) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.from ? gte(users.createdAt, f.from) : undefined,
    f.to ? lt(users.createdAt, f.to) : undefined,
  );
  const column = f.sort === 'createdAt' ? users.createdAt : users.id;
  const dir = f.order === 'ascend' ? asc : desc;
  return withCappedTotal(
    db
      .select(familyColumns)
      .from(users)
      .where(where)
      .orderBy(dir(column), dir(users.id))
      .limit(limit)
      .offset(offset),
    db,
    users,
    where,
  );
}

export async function findFamily(db: Db, id: number) {
  const rows = await db
    .select(familyColumns)
    .from(users)
    .where(and(eq(users.id, id), isFamilyAccount))
    .limit(1);
  return rows[0];
}

/** Locks a family's account row: the first step of every console change to the family. */
export async function lockFamily(db: Db, id: number) {
  const rows = await db
    .select(familyColumns)
    .from(users)
    .where(and(eq(users.id, id), isFamilyAccount))
    .for('update');
  return rows[0];
}

export async function setStatus(db: Db, id: number, status: 'active' | 'disabled', now: Date) {
  await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id));
}
