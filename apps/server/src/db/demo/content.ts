import { count, eq } from 'drizzle-orm';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/api/basic';
import type { BANNER_POSITIONS } from '@school/contract/api/content';
import type { AppContext } from '../../context.ts';
import type { Db } from '../client.ts';
import { banners, faqs, highlightVideos, legalDocuments, notices } from '../schema/content.ts';
import {
  addNicknames,
  createBanner,
  createFaq,
  createHighlightVideo,
  createNotice,
  saveLegalDocument,
  saveSchool,
  hasSchool,
} from '../../modules/content/service.ts';
import { FAQS, NOTICES, SCHOOL } from './contentTexts.ts';
import { AGREEMENT_HTML, AGREEMENT_TITLE, PRIVACY_HTML, PRIVACY_TITLE } from './legalTexts.ts';
import {
  BANNERS,
  MALL_BANNERS,
  VIDEOS,
  bannerImage,
  videoCover,
  videoUrl,
} from './mediaCatalog.ts';
import { MEDIA_MS } from './demoMedia.ts';
import { NICKNAMES } from './nicknames.ts';

/**
 * The demo school's content: the school itself, home and mall banners, notices, FAQ, the agreement and
 * privacy policy, suggested English names and highlight videos. Stored through the content
 * service, so links are checked and rich text is sanitised as for a school's own edits. Each part
 * is loaded only while its table is empty (names are merged by name), so a restart adds nothing.
 */

async function isEmpty(db: Db, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Banners are loaded per position, so a school that had only home banners gets the mall's. */
async function noBannersAt(db: Db, position: (typeof BANNER_POSITIONS)[number]) {
  const [row] = await db.select({ n: count() }).from(banners).where(eq(banners.position, position));
  return (row?.n ?? 0) === 0;
}

export async function loadDemoContent(ctx: AppContext) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await hasSchool(tx))) await saveSchool(tx, SCHOOL, now);

    for (const [position, list] of [
      ['home', BANNERS],
      ['mall', MALL_BANNERS],
    ] as const)
      if (await noBannersAt(tx, position))
        for (const [sort, b] of list.entries())
          await createBanner(
            ctx,
            { position, title: b.title, image: bannerImage(b.slug), link: b.link, sort },
            tx,
          );

    if (await isEmpty(tx, notices))
      for (const n of NOTICES)
        await createNotice(tx, {
          title: n.title,
          content: n.content,
          publishedAt: schoolDayAt(ctx, now, -n.daysAgo, '10:00'),
        });

    if (await isEmpty(tx, faqs))
      for (const [sort, f] of FAQS.entries()) await createFaq(tx, { ...f, sort });

    if (await isEmpty(tx, legalDocuments)) {
      await saveLegalDocument(tx, {
        kind: 'agreement',
        version: AGREEMENT_VERSION,
        title: AGREEMENT_TITLE,
        content: AGREEMENT_HTML,
        updatedAt: versionDate(ctx, AGREEMENT_VERSION),
      });
      await saveLegalDocument(tx, {
        kind: 'privacy',
        version: PRIVACY_VERSION,
        title: PRIVACY_TITLE,
        content: PRIVACY_HTML,
        updatedAt: versionDate(ctx, PRIVACY_VERSION),
      });
    }

    await addNicknames(tx, NICKNAMES);

    if (await isEmpty(tx, highlightVideos))
      for (const [i, v] of VIDEOS.entries())
        await createHighlightVideo(tx, {
          title: v.title,
          cover: videoCover(v.slug),
          videoUrl: videoUrl(v.slug),
          durationMs: MEDIA_MS[videoUrl(v.slug)] ?? 0,
          publishedAt: schoolDayAt(ctx, now, -(i + 1) * 3, '16:30'),
        });
  });
}

/**
 * A demo date a school would show: `days` from today (school time) at a working hour, not the
 * moment the demo data happened to be loaded (every notice at 01:58 looks like a script).
 */
function schoolDayAt(ctx: AppContext, now: Date, days: number, time: string): Date {
  const zone = ctx.config.TIME_ZONE;
  return zonedDateTimeToInstant(addDays(dateInZone(now, zone), days), time, zone);
}

/** A legal text's date is its version (`2026-11-01`), published at 09:00 school time. */
const versionDate = (ctx: AppContext, version: string) =>
  zonedDateTimeToInstant(version, '09:00', ctx.config.TIME_ZONE);
