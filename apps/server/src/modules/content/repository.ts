import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import {
  banners,
  faqs,
  highlightVideos,
  legalDocuments,
  nicknames,
  notices,
  schoolProfile,
  surveys,
} from '../../db/schema/content.ts';

/** Queries of the school's content; no rules here. */

/** The banners of a position shown at `now` (inside their dates, when the school set any). */
export async function activeBanners(db: Db, position: string, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.position, position),
        eq(banners.status, 'active'),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function insertBanner(db: Db, row: typeof banners.$inferInsert) {
  const [b] = await db.insert(banners).values(row).returning();
  return b!;
}

export async function pageNotices(db: Db, now: Date, limit: number, offset: number) {
  const where = lte(notices.publishedAt, now);
  return withTotal(
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notices).where(where),
  );
}

export async function insertNotice(db: Db, row: typeof notices.$inferInsert) {
  const [n] = await db.insert(notices).values(row).returning();
  return n!;
}

export async function allFaqs(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
}

export async function insertFaq(db: Db, row: typeof faqs.$inferInsert) {
  const [f] = await db.insert(faqs).values(row).returning();
  return f!;
}

/** The documents of a kind: `current` version first, then the others newest published first. */
export async function legalDocumentsOf(
  db: Db,
  kind: 'agreement' | 'privacy',
  current: string,
  version?: string,
) {
  return db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.kind, kind),
        version !== undefined ? eq(legalDocuments.version, version) : undefined,
      ),
    )
    .orderBy(
      sql`${legalDocuments.version} = ${current} desc`,
      desc(legalDocuments.publishedAt),
      desc(legalDocuments.id),
    );
}

/** Adds a version or replaces its text (one row per kind and version). */
export async function upsertLegalDocument(db: Db, row: typeof legalDocuments.$inferInsert) {
  const [d] = await db
    .insert(legalDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [legalDocuments.kind, legalDocuments.version],
      set: { title: row.title, content: row.content, updatedAt: row.updatedAt },
    })
    .returning();
  return d!;
}

export async function findSchool(db: Db) {
  const [s] = await db.select().from(schoolProfile).where(eq(schoolProfile.id, 1));
  return s ?? null;
}

export async function upsertSchool(db: Db, row: Omit<typeof schoolProfile.$inferInsert, 'id'>) {
  const [s] = await db
    .insert(schoolProfile)
    .values({ ...row, id: 1 })
    .onConflictDoUpdate({ target: schoolProfile.id, set: row })
    .returning();
  return s!;
}

export interface NicknameFilter {
  sex?: number;
  initial?: string;
}

export async function pageNicknames(db: Db, f: NicknameFilter, limit: number, offset: number) {
  const where = and(
    // A name for either sex (0) suits every filter.
    f.sex !== undefined ? sql`${nicknames.sex} in (0, ${f.sex})` : undefined,
    f.initial ? eq(nicknames.initial, f.initial) : undefined,
  );
  return withTotal(
    db
      .select()
      .from(nicknames)
      .where(where)
      .orderBy(asc(nicknames.name), asc(nicknames.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(nicknames).where(where),
  );
}

export async function insertNicknames(db: Db, rows: (typeof nicknames.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(nicknames).values(rows).onConflictDoNothing({ target: nicknames.name });
}

export async function pageHighlightVideos(db: Db, now: Date, limit: number, offset: number) {
  const where = lte(highlightVideos.publishedAt, now);
  return withTotal(
    db
      .select()
      .from(highlightVideos)
      .where(where)
      .orderBy(
        asc(highlightVideos.sort),
        desc(highlightVideos.publishedAt),
        desc(highlightVideos.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(highlightVideos).where(where),
  );
}

export async function insertHighlightVideo(db: Db, row: typeof highlightVideos.$inferInsert) {
  const [v] = await db.insert(highlightVideos).values(row).returning();
  return v!;
}

/** The one preference row of a user: inserted, or replaced in the same statement. */
export async function upsertPreference(
  db: Db,
  userId: number,
  answers: Record<string, unknown>,
  now: Date,
) {
  const [s] = await db
    .insert(surveys)
    .values({ userId, kind: 'preference', answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: surveys.userId,
      targetWhere: sql`${surveys.kind} = 'preference'`,
      set: { answers, updatedAt: now },
    })
    .returning();
  return s!;
}

export async function insertFeedback(
  db: Db,
  userId: number,
  answers: Record<string, unknown>,
  now: Date,
) {
  const [s] = await db
    .insert(surveys)
    .values({ userId, kind: 'feedback', answers, createdAt: now, updatedAt: now })
    .returning();
  return s!;
}

export async function findPreference(db: Db, userId: number) {
  const [s] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.kind, 'preference')));
  return s ?? null;
}

export async function deleteSurveysOf(db: Db, userId: number) {
  await db.delete(surveys).where(eq(surveys.userId, userId));
}
