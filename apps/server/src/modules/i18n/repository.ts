import { ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolTexts } from '../../db/schema/translations.ts';

/** Every Chinese text with its English. */
export function allTexts(db: Db) {
  return db.select({ zh: schoolTexts.zh, en: schoolTexts.en }).from(schoolTexts);
}

/** Adds or replaces pairs by key (md5 of the Chinese). */
export async function upsertTexts(db: Db, rows: { key: string; zh: string; en: string }[]) {
  await db
    .insert(schoolTexts)
    .values(rows)
    .onConflictDoUpdate({
      target: schoolTexts.key,
      set: { en: sql`excluded.en`, zh: sql`excluded.zh`, updatedAt: sql`now()` },
    });
}

/** The English of the given keys (md5 of the Chinese). */
export function textsByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ zh: schoolTexts.zh, en: schoolTexts.en })
    .from(schoolTexts)
    .where(inArray(schoolTexts.key, keys));
}

export async function deleteTexts(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(schoolTexts).where(inArray(schoolTexts.key, keys));
}

/** The Chinese texts whose English contains `part` (a console search in English). */
export function chineseMatching(db: Db, part: string, limit = 200) {
  const pattern = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ zh: schoolTexts.zh })
    .from(schoolTexts)
    .where(ilike(schoolTexts.en, pattern))
    .limit(limit);
}
