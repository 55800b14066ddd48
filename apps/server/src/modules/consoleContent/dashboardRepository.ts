import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';
import { banners, brandDrafts, faqs, highlightVideos, notices } from '../../db/schema/content.ts';
import { exams } from '../../db/schema/exams.ts';
import { schoolTexts } from '../../db/schema/translations.ts';

/** The Chinese of i18n/schoolTexts.ts's CJK test, as a PostgreSQL pattern. */
const CJK = '[\u3400-\u9fff\uf900-\ufaff]';

const counted = async (db: Db, table: PgTable, where?: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** Chinese text with no English in school_texts (keyed by the md5 of the Chinese, decision 0019). */
const withoutEnglish = (text: AnyPgColumn) =>
  and(
    sql`${text} ~ ${CJK}`,
    sql`not exists (select 1 from ${schoolTexts} where ${schoolTexts.key} = md5(${text}))`,
  );

/** The content dashboard's counts (read-only, decision 0026), each a count of one table. */
export async function countContentFigures(db: Db, now: Date, weekEnd: Date) {
  const [draftsWaiting, bannersEnding, booksUnpublished, examsUnpublished, ...untranslated] =
    await Promise.all([
      counted(db, brandDrafts),
      counted(
        db,
        banners,
        and(eq(banners.status, 'active'), gte(banners.endsAt, now), lt(banners.endsAt, weekEnd)),
      ),
      counted(db, books, eq(books.status, 'hidden')),
      counted(db, exams, eq(exams.status, 'hidden')),
      counted(db, banners, withoutEnglish(banners.title)),
      counted(db, notices, withoutEnglish(notices.title)),
      counted(db, faqs, withoutEnglish(faqs.question)),
      counted(db, books, withoutEnglish(books.title)),
      counted(db, exams, withoutEnglish(exams.title)),
      counted(db, highlightVideos, withoutEnglish(highlightVideos.title)),
    ]);
  return {
    draftsWaiting,
    bannersEnding,
    booksUnpublished,
    examsUnpublished,
    textsWithoutEnglish: untranslated.reduce((a, b) => a + b, 0),
  };
}
