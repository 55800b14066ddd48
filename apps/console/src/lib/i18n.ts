import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's texts, Chinese first with English (docs/design/console.md §7). One file per area and language,
 * `lib/locales/<lang>/<area>.ts` exporting a default object; its keys are read as `<area>.<key>`
 * (`t('staff.invite')`). An area adds its own two files and touches no shared one. Both languages
 * ship with the app (a desktop app; a few kilobytes).
 */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'consoleLanguage';

type Texts = Record<string, unknown>;
const bundle = (files: Record<string, { default: Texts }>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, mod]) => [/([\w-]+)\.ts$/.exec(file)![1]!, mod.default]),
  );

const zh = bundle(import.meta.glob<{ default: Texts }>('./locales/zh/*.ts', { eager: true }));
const en = bundle(import.meta.glob<{ default: Texts }>('./locales/en/*.ts', { eager: true }));

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: savedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh');

/** The `Accept-Language` of API calls: the school's texts come back in the console's language. */
export const acceptLanguage = () => (currentLanguage() === 'en' ? 'en' : 'zh-CN');

export async function setLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // No storage: the choice lasts as long as the tab.
  }
  document.documentElement.lang = lng === 'en' ? 'en' : 'zh-CN';
  await i18n.changeLanguage(lng);
}

export default i18n;
