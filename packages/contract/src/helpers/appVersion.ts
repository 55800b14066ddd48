/**
 * The app's version (seed §1: "the app version is 1.6.6 and the version code is 101"), shown on
 * the settings page. Plain constants, no zod, so a screen may import them.
 */
export const APP_VERSION = '1.6.6';
export const APP_VERSION_CODE = 101;
