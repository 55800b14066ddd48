import type { Plugin } from 'vite';
import { GREETING_FROM, LANGUAGE_KEY, STORE_KEY } from '../src/lib/bootKeys.ts';
import { HOME_PATH, LOGIN_PATHS } from '../src/lib/routes.ts';

/**
 * What index.html's boot scripts know of the app, taken from the app's own source at build time
 * (issue 17: the routes, the store key and the greeting hours were written again in index.html,
 * and a drift only made the first paint silently slower). index.html says `__BOOT__` where the
 * object goes; the build fails if it is missing.
 */
export const BOOT = {
  storeKey: STORE_KEY,
  languageKey: LANGUAGE_KEY,
  loginPaths: LOGIN_PATHS,
  homePath: HOME_PATH,
  greetingFrom: GREETING_FROM,
};

export function bootConstants(): Plugin {
  return {
    name: 'boot-constants',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('__BOOT__')) throw new Error('index.html: no __BOOT__ to fill');
        return html.replaceAll('__BOOT__', JSON.stringify(BOOT));
      },
    },
  };
}
