import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffLoginTickets, staffMembers, staffSessions } from '../../db/schema/staff.ts';
import { withTotal } from '../../db/paging.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaffRow = typeof staffMembers.$inferInsert;

export async function findActiveByPhone(db: Db, phone: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.phone, phone), eq(staffMembers.status, 'active')));
  return row;
}

export async function findById(db: Db, id: number, lock = false): Promise<StaffRow | undefined> {
  const q = db.select().from(staffMembers).where(eq(staffMembers.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertMember(db: Db, row: NewStaffRow): Promise<StaffRow> {
  const [created] = await db.insert(staffMembers).values(row).returning();
  return created!;
}

export async function updateMember(db: Db, id: number, patch: Partial<NewStaffRow>, now: Date) {
  const [row] = await db
    .update(staffMembers)
    .set({ ...patch, updatedAt: now })
    .where(eq(staffMembers.id, id))
    .returning();
  return row!;
}

/** Active owners, locked: the last owner is never removed or demoted, even by two at once. */
export async function lockActiveOwners(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), eq(staffMembers.status, 'active')))
    .orderBy(asc(staffMembers.id))
    .for('update');
  return rows.map((r) => r.id);
}

export interface MemberQuery {
  page: number;
  pageSize: number;
  sort?: 'name' | 'role' | 'createdAt' | 'lastSignInAt';
  order?: 'ascend' | 'descend';
  q?: string;
  role?: StaffRow['role'];
  status?: StaffRow['status'];
}

export async function listMembers(db: Db, q: MemberQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(staffMembers.name, like), ilike(staffMembers.phone, like))!);
  }
  if (q.role) where.push(eq(staffMembers.role, q.role));
  where.push(eq(staffMembers.status, q.status ?? 'active'));
  const w = and(...where);
  const column = {
    name: staffMembers.name,
    role: staffMembers.role,
    createdAt: staffMembers.createdAt,
    lastSignInAt: staffMembers.lastSignInAt,
  }[q.sort ?? 'createdAt'];
  const dir = q.order === 'descend' ? desc : asc;
  return withTotal(
    db
      .select()
      .from(staffMembers)
      .where(w)
      .orderBy(dir(column), asc(staffMembers.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(staffMembers).where(w),
  );
}

// Sessions

export async function insertSession(db: Db, row: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(row);
}

/** The session of a token hash with its member, whatever their state (the caller judges). */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      sessionRole: staffSessions.role,
      lastUsedAt: staffSessions.lastUsedAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      member: staffMembers,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Db, id: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of a member, but `keepId` when given (a password change). */
export async function revokeSessionsOf(db: Db, staffId: number, now: Date, keepId?: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        keepId === undefined ? undefined : ne(staffSessions.id, keepId),
      ),
    );
}

// Sign-in tickets

export async function insertTicket(
  db: Db,
  row: typeof staffLoginTickets.$inferInsert & { createdAt: Date },
) {
  await db.insert(staffLoginTickets).values(row);
  // Old tickets go as new ones come: nothing reads a ticket after it expired.
  const dayAgo = new Date(row.createdAt.getTime() - 24 * 3600_000);
  await db.delete(staffLoginTickets).where(lt(staffLoginTickets.expiresAt, dayAgo));
}

export async function lockTicket(db: Db, ticketHash: string) {
  const [row] = await db
    .select()
    .from(staffLoginTickets)
    .where(eq(staffLoginTickets.ticketHash, ticketHash))
    .for('update');
  return row;
}

export async function findTicket(db: Db, ticketHash: string) {
  const [row] = await db
    .select()
    .from(staffLoginTickets)
    .where(eq(staffLoginTickets.ticketHash, ticketHash));
  return row;
}

export async function countTicketTry(db: Db, id: number) {
  await db
    .update(staffLoginTickets)
    .set({ attempts: sql`${staffLoginTickets.attempts} + 1` })
    .where(eq(staffLoginTickets.id, id));
}

export async function useTicket(db: Db, id: number, now: Date) {
  await db.update(staffLoginTickets).set({ usedAt: now }).where(eq(staffLoginTickets.id, id));
}
