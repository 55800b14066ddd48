/**
 * What index.html's boot scripts must know of the app before any of its code has loaded, written
 * once here: build/bootConstants.ts writes these values (and the route table's login and home
 * paths) into index.html at build time, and the app imports them, so the two cannot drift.
 * Import-free on purpose: the build reads it outside a browser.
 */

/** The local storage key of the persisted store (spec: `dataStore`). */
export const STORE_KEY = 'dataStore';

/** The local storage key of the chosen language ('en' or absent). */
export const LANGUAGE_KEY = 'language';

/** The school hour each greeting starts at (早上好 / 下午好 / 晚上好). */
export const GREETING_FROM = { morning: 5, afternoon: 12, evening: 18 } as const;
