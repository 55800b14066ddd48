import { count } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { books, textbooks } from '../schema/books.ts';
import { createBook, createTextbook } from '../../modules/books/service.ts';
import { STORIES } from './bookStories.ts';
import { MEDIA_MS, PDF_PAGES } from './demoMedia.ts';
import { TEXTBOOKS, bookMedia, textbookCover, textbookPdf } from './mediaCatalog.ts';

/**
 * The demo picture books (with generated page pictures and read-aloud clips, their lengths from
 * demoMedia.ts) and textbooks (PDF). Loaded only while there are none.
 */
export async function loadDemoBooks(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    const [haveBooks] = await tx.select({ n: count() }).from(books);
    if ((haveBooks?.n ?? 0) === 0)
      for (const [sort, story] of STORIES.entries())
        await createBook(tx, {
          title: story.title,
          cover: bookMedia(story.slug, 'cover.svg'),
          level: story.level,
          summary: story.summary,
          sort,
          pages: story.pages.map((page, i) => {
            const audio = bookMedia(story.slug, `page-${i + 1}.mp3`);
            return {
              image: bookMedia(story.slug, `page-${i + 1}.svg`),
              text: page.text,
              audio,
              audioDurationMs: MEDIA_MS[audio] ?? 0,
            };
          }),
        });

    const [haveTextbooks] = await tx.select({ n: count() }).from(textbooks);
    if ((haveTextbooks?.n ?? 0) === 0)
      for (const t of TEXTBOOKS)
        await createTextbook(tx, {
          title: t.title,
          level: t.level,
          cover: textbookCover(t.level),
          pdfUrl: textbookPdf(t.level),
          pageCount: PDF_PAGES[textbookPdf(t.level)] ?? 1,
        });
  });
}
