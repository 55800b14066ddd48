import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import { teacherTagLinks, teacherTags, teachers } from '../src/db/schema/teachers.ts';
import { schedulePlans, teacherSlots } from '../src/db/schema/schedule.ts';
import { creditGrants, creditLedger } from '../src/db/schema/credits.ts';
import { lessons } from '../src/db/schema/lessons.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { grantCredits } from '../src/modules/credits/service.ts';

/** Rows for server tests, written straight to the database (no HTTP, no login flow). */

let seq = 0;

/** A student account with a live session: `{ id, token }`. */
export async function createStudent(db: Db, now: Date, fields: { name?: string } = {}) {
  seq++;
  const [u] = await db
    .insert(users)
    .values({
      name: fields.name ?? `Kid${seq}`,
      username: fields.name ?? `Kid${seq}`,
    })
    .returning({ id: users.id });
  const token = await createSession(db, u!.id, now);
  return { id: u!.id, token };
}

export interface TeacherFields {
  name?: string;
  nationality?: string;
  sex?: 0 | 1 | 2;
  tags?: number[];
  status?: 'active' | 'paused' | 'left';
  sort?: number;
  intro?: string;
}

export async function createTeacher(db: Db, f: TeacherFields = {}) {
  seq++;
  const [t] = await db
    .insert(teachers)
    .values({
      name: f.name ?? `Teacher ${seq}`,
      nationality: f.nationality ?? '美国',
      sex: f.sex ?? 2,
      status: f.status ?? 'active',
      sort: f.sort ?? 0,
      intro: f.intro ?? '<p>Hi</p>',
    })
    .returning({ id: teachers.id });
  if (f.tags?.length)
    await db.insert(teacherTagLinks).values(f.tags.map((tagId) => ({ teacherId: t!.id, tagId })));
  return t!.id;
}

export async function createTag(db: Db, name: string, group = 'style') {
  const [t] = await db
    .insert(teacherTags)
    .values({ name, group })
    .returning({ id: teacherTags.id });
  return t!.id;
}

export async function createSlot(
  db: Db,
  teacherId: number,
  startAt: Date | string,
  status: 'open' | 'closed' = 'open',
) {
  const [s] = await db
    .insert(teacherSlots)
    .values({ teacherId, startAt: new Date(startAt), status })
    .returning({ id: teacherSlots.id });
  return s!.id;
}

export async function createPlan(
  db: Db,
  teacherId: number,
  weekday: number,
  start: string,
  durationMinutes: number,
) {
  await db.insert(schedulePlans).values({ teacherId, weekday, start, durationMinutes });
}

export async function giveCredits(
  db: Db,
  userId: number,
  count: number,
  now: Date,
  validityDays = 365,
) {
  const { grantId } = await grantCredits(
    db,
    { userId, kind: 'card', name: `${count} 次卡`, count, validityDays },
    now,
  );
  return grantId;
}

/** A course pack of `level` with `count` credits, as a paid order would grant it. */
export async function givePack(
  db: Db,
  userId: number,
  level: number,
  count: number,
  now: Date,
  validityDays = 365,
) {
  const { grantId } = await grantCredits(
    db,
    { userId, kind: 'pack', courseLevel: level, name: `Level ${level} 课包`, count, validityDays },
    now,
  );
  return grantId;
}

/** The credit invariants of one user: ledger sum, sum of remaining on unexpired grants. */
export async function creditState(db: Db, userId: number, now: Date) {
  const [ledger] = await db
    .select({ n: sql<number>`coalesce(sum(${creditLedger.change}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [remaining] = await db
    .select({
      n: sql<number>`coalesce(sum(${creditGrants.remaining}) filter (where ${creditGrants.expiresAt} > ${now.toISOString()}::timestamptz), 0)::int`,
      min: sql<number>`coalesce(min(${creditGrants.remaining}), 0)::int`,
    })
    .from(creditGrants)
    .where(eq(creditGrants.userId, userId));
  return { ledger: ledger!.n, remaining: remaining!.n, minRemaining: remaining!.min };
}

/** A teacher with a login (role teacher, linked): `{ teacherId, userId, token }`. */
export async function createTeacherAccount(db: Db, now: Date, f: TeacherFields = {}) {
  const teacherId = await createTeacher(db, f);
  const [u] = await db
    .insert(users)
    .values({ name: f.name ?? `Teacher ${teacherId}`, role: 'teacher' })
    .returning({ id: users.id });
  await db.update(teachers).set({ userId: u!.id }).where(eq(teachers.id, teacherId));
  const token = await createSession(db, u!.id, now);
  return { teacherId, userId: u!.id, token };
}

/** A booked lesson written straight to the database, its credit taken from a fresh grant. */
export async function createLesson(
  db: Db,
  f: { teacherId: number; studentId: number; startAt: Date | string; now: Date },
) {
  const startAt = new Date(f.startAt);
  const slotId = await createSlot(db, f.teacherId, startAt);
  const grantId = await giveCredits(db, f.studentId, 1, f.now);
  await db.update(creditGrants).set({ remaining: 0 }).where(eq(creditGrants.id, grantId));
  const [lesson] = await db
    .insert(lessons)
    .values({
      slotId,
      teacherId: f.teacherId,
      studentId: f.studentId,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      grantId,
      createdAt: f.now,
      updatedAt: f.now,
    })
    .returning({ id: lessons.id });
  await db.insert(creditLedger).values({
    userId: f.studentId,
    grantId,
    change: -1,
    reason: 'booking',
    lessonId: lesson!.id,
    createdAt: f.now,
  });
  return lesson!.id;
}
