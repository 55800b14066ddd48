import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDrafts, legalDocuments, schoolProfile } from '../../db/schema/content.ts';

/** Queries of the brand, the legal versions and their drafts; no rules here. */

export type DraftSubject = (typeof brandDrafts.$inferSelect)['subject'];
export type LegalKind = 'agreement' | 'privacy';

/** The school's row, locked for a change (null before the school set it up). */
export async function lockSchool(db: Db) {
  const [s] = await db.select().from(schoolProfile).where(eq(schoolProfile.id, 1)).for('update');
  return s ?? null;
}

export async function upsertBrand(
  db: Db,
  row: Pick<
    typeof schoolProfile.$inferInsert,
    | 'name'
    | 'shortName'
    | 'logo'
    | 'mainColor'
    | 'phone'
    | 'serviceQr'
    | 'icpNumber'
    | 'timeZone'
    | 'updatedAt'
  >,
) {
  const [s] = await db
    .insert(schoolProfile)
    .values({ ...row, id: 1 })
    .onConflictDoUpdate({ target: schoolProfile.id, set: row })
    .returning();
  return s!;
}

export async function findDraft(db: Db, subject: DraftSubject) {
  const [d] = await db.select().from(brandDrafts).where(eq(brandDrafts.subject, subject));
  return d ?? null;
}

/** One draft per subject: a save replaces it. */
export async function upsertDraft(db: Db, row: typeof brandDrafts.$inferInsert) {
  await db
    .insert(brandDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: brandDrafts.subject,
      set: {
        value: row.value,
        savedBy: row.savedBy,
        savedByStaffId: row.savedByStaffId ?? null,
        savedAt: row.savedAt,
      },
    });
}

/** Removes a draft; answers it (null when there was none). */
export async function deleteDraft(db: Db, subject: DraftSubject) {
  const [d] = await db.delete(brandDrafts).where(eq(brandDrafts.subject, subject)).returning();
  return d ?? null;
}

/** The published versions of a kind, newest first (the first is the one guardians accept). */
export async function legalVersions(db: Db, kind: LegalKind) {
  return db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.publishedAt), desc(legalDocuments.id));
}

/** The newest published version of each kind. */
export async function newestLegal(db: Db) {
  return db
    .selectDistinctOn([legalDocuments.kind], {
      kind: legalDocuments.kind,
      version: legalDocuments.version,
    })
    .from(legalDocuments)
    .orderBy(legalDocuments.kind, desc(legalDocuments.publishedAt), desc(legalDocuments.id));
}

/** Inserts a version unless its label is taken (then null: the caller tries the next label). */
export async function insertLegalVersion(db: Db, row: typeof legalDocuments.$inferInsert) {
  const [d] = await db.insert(legalDocuments).values(row).onConflictDoNothing().returning();
  return d ?? null;
}

export async function findLegalVersion(db: Db, kind: LegalKind, version: string) {
  const [d] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
  return d ?? null;
}
