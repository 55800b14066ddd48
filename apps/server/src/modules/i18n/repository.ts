import { sql } from 'drizzle-orm';
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
