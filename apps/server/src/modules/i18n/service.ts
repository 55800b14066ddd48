import type { Db } from '../../db/client.ts';
import { chineseMatching } from './repository.ts';

/**
 * The i18n module's face for other modules (the console's editors): read and write the English
 * of the school's texts (decision 0019). The per-copy cache is `ctx.schoolTexts`.
 */
export { englishOf, hasCjk, saveSchoolTexts, writeSchoolTexts } from './schoolTexts.ts';
export { auditedTextChange, pairsFor, type AuditEntry, type Pair } from './consoleChange.ts';

/** The Chinese of every school text whose English contains `part`. */
export async function chineseForEnglish(db: Db, part: string): Promise<string[]> {
  return (await chineseMatching(db, part)).map((r) => r.zh);
}
