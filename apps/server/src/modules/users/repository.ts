import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '@school/contract/api/basic';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { toUserInfo } from './userInfo.ts';

/** Queries of the users table. Rows leave only as `UserInfo` or `Account`. */

const profileColumns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  username: users.username,
  sex: users.sex,
  birth: users.birth,
  avatar: users.avatar,
  passwordHash: users.passwordHash,
  role: users.role,
  status: users.status,
  isFamily: users.isFamily,
};

type ProfileRow = {
  id: number;
  phone: string | null;
  name: string;
  username: string;
  sex: number;
  birth: string;
  avatar: string | null;
  passwordHash: string | null;
  role: 'student' | 'teacher';
  status: 'active' | 'disabled' | 'deleted';
  isFamily: boolean;
};

/** An account as the login rules see it. */
export interface Account {
  id: number;
  status: 'active' | 'disabled' | 'deleted';
  passwordHash: string | null;
  /** False while the account only links a staff member (no family app sign-in yet). */
  isFamily: boolean;
  profile: UserInfo;
}

const toProfile = (row: ProfileRow): UserInfo =>
  toUserInfo({ ...row, hasPassword: row.passwordHash !== null });

const toAccount = (row: ProfileRow): Account => ({
  id: row.id,
  status: row.status,
  passwordHash: row.passwordHash,
  isFamily: row.isFamily,
  profile: toProfile(row),
});

export async function findProfile(db: Db, userId: number): Promise<UserInfo | undefined> {
  const rows = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] && toProfile(rows[0]);
}

/** The account that holds this phone; deleted accounts hold none (their phone is NULL). */
export async function findAccountByPhone(db: Db, phone: string): Promise<Account | undefined> {
  const rows = await db.select(profileColumns).from(users).where(eq(users.phone, phone)).limit(1);
  return rows[0] && toAccount(rows[0]);
}

/**
 * Creates a student account for the phone (a family's, or with `isFamily: false` one that only
 * links a staff member); when a concurrent request created it first, the unique index decides
 * and the existing account is returned.
 */
export async function insertStudent(
  db: Db,
  phone: string,
  now: Date,
  isFamily = true,
): Promise<Account> {
  const inserted = await db
    .insert(users)
    .values({ phone, role: 'student', isFamily, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` })
    .returning(profileColumns);
  if (inserted[0]) return toAccount(inserted[0]);
  const existing = await findAccountByPhone(db, phone);
  if (!existing) throw new Error('account vanished while being created');
  return existing;
}

/** A staff member's linked account signed in to the families' app: from now on a family. */
export async function markFamily(db: Db, userId: number, now: Date) {
  await db.update(users).set({ isFamily: true, updatedAt: now }).where(eq(users.id, userId));
}

export interface ProfilePatch {
  name?: string;
  username?: string;
  sex?: 0 | 1 | 2;
  birth?: string;
  avatar?: string | null;
}

export async function updateProfile(
  db: Db,
  userId: number,
  patch: ProfilePatch,
  now: Date,
): Promise<UserInfo | undefined> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return rows[0] && toProfile(rows[0]);
}

export async function updatePasswordHash(db: Db, userId: number, hash: string, now: Date) {
  await db.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, userId));
}

/** What proves the caller may change the password: the real phone and the stored hash. */
export async function findCredentials(db: Db, userId: number) {
  const rows = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The account's phone and avatar, the row locked until the transaction ends (deletion). */
export async function lockAccount(db: Db, userId: number) {
  const rows = await db
    .select({ phone: users.phone, avatar: users.avatar, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}

/** Erases the person from the account row; the id stays for orders and payments. */
export async function anonymise(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({
      phone: null,
      name: '',
      username: '',
      sex: 0,
      birth: sql`default`,
      avatar: null,
      passwordHash: null,
      status: 'deleted',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Sets the avatar; returns the one it replaced. */
export async function swapAvatar(db: Db, userId: number, avatar: string, now: Date) {
  const old = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const rows = await db
    .update(users)
    .set({ avatar, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return { previous: old[0]?.avatar ?? null, profile: rows[0] && toProfile(rows[0]) };
}
