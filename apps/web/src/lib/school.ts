import { useTranslation } from 'react-i18next';
import type { HomeBootContent } from '@school/contract/api/content';
import { bootContent } from './bootContent.ts';
import { useDataStore } from './store.ts';

/**
 * The school's brand (docs/design/school-texts.md §9): nothing of it is written in the app. It comes from the server:
 * index.html's content block (written by the server for the first paint, decision 0010) and then
 * aboutUss/view, kept in the store as companyInfo.
 */

export type BootSchool = NonNullable<HomeBootContent['school']>;

/** Placeholders the build leaves in the prerendered login screen; index.html fills them. */
export const LOGIN_SLOTS = { school: '%%SCHOOL%%', icp: '%%ICP%%' } as const;

export const bootSchool = (): BootSchool | null => bootContent()?.school ?? null;

/**
 * The school's name (or short name) in the reader's language. The content block first: it is what
 * index.html painted (so the first render matches it), and fresh from the server; then the name
 * aboutUss/view gave (already in the language it was asked in).
 */
export function useSchoolName(which: 'name' | 'shortName' = 'name'): string {
  const { i18n } = useTranslation();
  const info = useDataStore((s) => s.companyInfo);
  const boot = bootSchool();
  if (boot && boot[which].zh) return (i18n.language === 'en' && boot[which].en) || boot[which].zh;
  const stored = info[which];
  return typeof stored === 'string' ? stored : '';
}

/** The ICP record number (备案号), shown at the foot of the login page. */
export function useIcpNumber(): string {
  const info = useDataStore((s) => s.companyInfo);
  const boot = bootSchool();
  if (boot) return boot.icpNumber;
  return typeof info.icpNumber === 'string' ? info.icpNumber : '';
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_THEME_COLOUR = '#20c05c';

/**
 * The school's main colour on the page: `--brand` on <html>, from which global.css derives the
 * darker text shade, the soft tint and the gradient (`html.brand-colour`). index.html's boot script
 * does the same before the first paint. '' keeps the default green. The tab bar's selected colour
 * is its own token and stays the default.
 */
export function applyMainColour(colour: unknown) {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const valid = typeof colour === 'string' && COLOUR.test(colour);
  if (valid) {
    html.style.setProperty('--brand', colour);
    html.classList.add('brand-colour');
  } else {
    html.style.removeProperty('--brand');
    html.classList.remove('brand-colour');
  }
  // The browser's own bar in the school's colour too (index.html's default is the app's green).
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', valid ? colour : DEFAULT_THEME_COLOUR);
}
