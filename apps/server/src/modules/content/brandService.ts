import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/rules/basic';
import { dateInZone } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import * as repo from './brandRepository.ts';

export type { DraftSubject, LegalKind } from './brandRepository.ts';

/**
 * The school's brand and legal texts as the console changes them (docs/design/school-texts.md §9). Each function runs
 * in the caller's transaction, where the audit row is written.
 */

/** The brand columns of the school's row, Chinese texts as stored. */
export interface BrandRow {
  name: string;
  shortName: string;
  logo: string | null;
  mainColor: string;
  phone: string;
  serviceQr: string | null;
  icpNumber: string;
  /** null: the server's TIME_ZONE */
  timeZone: string | null;
}

const brandOf = (s: NonNullable<Awaited<ReturnType<typeof repo.lockSchool>>>): BrandRow => ({
  name: s.name,
  shortName: s.shortName,
  logo: s.logo,
  mainColor: s.mainColor,
  phone: s.phone,
  serviceQr: s.serviceQr,
  icpNumber: s.icpNumber,
  timeZone: s.timeZone,
});

export async function readBrand(db: Db): Promise<BrandRow | null> {
  const s = await repo.lockSchool(db);
  return s ? brandOf(s) : null;
}

/** Replaces the brand (the row is made when the school had none); answers before and after. */
export async function saveBrand(db: Db, brand: BrandRow, now: Date) {
  const before = await repo.lockSchool(db);
  const after = await repo.upsertBrand(db, { ...brand, updatedAt: now });
  return { before: before ? brandOf(before) : null, after: brandOf(after) };
}

export async function readDraft(db: Db, subject: repo.DraftSubject) {
  return repo.findDraft(db, subject);
}

export async function saveDraft(
  db: Db,
  subject: repo.DraftSubject,
  value: Record<string, unknown>,
  savedBy: { name: string; staffId: number },
  now: Date,
) {
  const before = await repo.findDraft(db, subject);
  await repo.upsertDraft(db, {
    subject,
    value,
    savedBy: savedBy.name,
    savedByStaffId: savedBy.staffId,
    savedAt: now,
  });
  return before;
}

export const discardDraft = repo.deleteDraft;

/**
 * The versions guardians accept now: the newest published of each kind; the app's built-in texts'
 * versions while the school has published none of its own.
 */
export async function currentLegalVersions(db: Db): Promise<Record<repo.LegalKind, string>> {
  const rows = await repo.newestLegal(db);
  const of = (kind: repo.LegalKind) => rows.find((r) => r.kind === kind)?.version;
  return {
    agreement: of('agreement') ?? AGREEMENT_VERSION,
    privacy: of('privacy') ?? PRIVACY_VERSION,
  };
}

export const legalVersions = repo.legalVersions;

/**
 * Publishes a new version of a legal text. Its label is the school's date (`2026-11-27`), then
 * `2026-11-27-2`... for more the same day: the unique key decides, not a look first.
 */
export async function publishLegal(
  db: Db,
  kind: repo.LegalKind,
  text: { title: string; content: string },
  now: Date,
  timeZone: string,
) {
  const day = dateInZone(now, timeZone);
  for (let n = 1; n <= 50; n++) {
    const version = n === 1 ? day : `${day}-${n}`;
    const row = await repo.insertLegalVersion(db, {
      kind,
      version,
      title: text.title,
      content: sanitizeRichText(text.content),
      updatedAt: now,
      publishedAt: now,
    });
    if (row) return row;
  }
  throw conflict('今天发布的版本太多了', 'Too many versions published today');
}

/** The check of the brand's pictures (issue 25), for the console's brand module. */
export { brandImageAllowed } from './brandImages.ts';
