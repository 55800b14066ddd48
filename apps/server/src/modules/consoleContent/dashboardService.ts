import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/dashboard';
import { addDays } from '@school/contract/helpers/time';
import { weekdayOfDate } from '@school/contract/helpers/weekday';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';
import { banners, brandDrafts, faqs, highlightVideos, notices } from '../../db/schema/content.ts';
import { exams } from '../../db/schema/exams.ts';
import { schoolTexts } from '../../db/schema/translations.ts';
import { dayStart, today } from '../consoleLessons/rows.ts';

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

/**
 * The content role's dashboard (DESIGN.md §7: "content"; the owner sees it too): what waits for
 * the owner, what ends this week, what families do not see yet, and what has no English (§9).
 */
export async function contentFigures(
  ctx: AppContext,
): Promise<OutputOf<typeof api.dashboardContent>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const date = today(now, tz);
  // Monday of this week (weekday 0 = Sunday).
  const weekStart = addDays(date, -((weekdayOfDate(date) + 6) % 7));
  const weekEnd = dayStart(addDays(weekStart, 7), tz);
  const db = ctx.db;
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
    weekStart,
    draftsWaiting,
    bannersEnding,
    booksUnpublished,
    examsUnpublished,
    textsWithoutEnglish: untranslated.reduce((a, b) => a + b, 0),
  };
}
