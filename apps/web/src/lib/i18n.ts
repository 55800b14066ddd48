import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from './locales/zh.ts';
import type zhMore from './locales/zhMore.ts';
import { LANGUAGE_KEY } from './bootKeys.ts';

/**
 * Chinese is the default: the login screen's texts ship with the app, the other screens' texts
 * load with the first other page (loadMoreTexts, wired into every page loader in app/pageTable.ts).
 * English loads on demand, whole.
 */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export { LANGUAGE_KEY } from './bootKeys.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh & typeof zhMore };
  }
}

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh } },
  lng: 'zh',
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

let moreTexts: Promise<void> | null = null;

/** Adds the Chinese texts of every screen but the login screen (once). */
export function loadMoreTexts(): Promise<void> {
  moreTexts ??= import('./locales/zhMore.ts').then(
    ({ default: more }) => {
      i18n.addResourceBundle('zh', 'translation', more, true, false);
    },
    (error: unknown) => {
      moreTexts = null;
      throw error;
    },
  );
  return moreTexts;
}

/** The `Accept-Language` header value for the current language. */
export const acceptLanguage = () => (i18n.language === 'en' ? 'en' : 'zh-CN');

export async function setLanguage(lng: Language): Promise<void> {
  if (lng === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const { default: en } = await import('./locales/en.ts');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng === 'en' ? 'en' : 'zh-CN';
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // storage unavailable (private mode): the choice lasts for this visit only
  }
}

/** Applies the language saved by an earlier visit (called once at start). */
export function restoreLanguage(): Promise<void> {
  return savedLanguage() === 'en' ? setLanguage('en') : Promise.resolve();
}

export default i18n;
