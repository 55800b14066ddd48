import type { HomeBootContent } from '@school/contract/api/content';

/** The data block of index.html the server fills (apps/server/src/http/indexPage.ts). */
export const BOOT_CONTENT_ID = 'boot-content';

let content: HomeBootContent | null | undefined;

function looksValid(value: unknown): value is HomeBootContent {
  const v = value as Partial<HomeBootContent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.banners?.list) &&
    (v.latestNotice === null || typeof v.latestNotice?.title === 'string')
  );
}

/**
 * The school's public home content as the server wrote it into index.html (banners, latest
 * notice), or null (no server, or it could not read them). Screens show it only until their own
 * calls answer, so the first render looks like the prerendered home shell the visitor already sees.
 */
export function bootContent(): HomeBootContent | null {
  if (content === undefined) {
    content = null;
    try {
      const raw = document.getElementById(BOOT_CONTENT_ID)?.textContent;
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (looksValid(parsed)) content = parsed;
    } catch {
      // no document (prerender) or a damaged block: the screens load as without it
    }
  }
  return content;
}

/** Sets the content directly (the build's prerender, tests). */
export function setBootContent(value: HomeBootContent | null | undefined) {
  content = value;
}
