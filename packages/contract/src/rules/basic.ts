/**
 * The zod-free half of api/basic.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/basic.ts builds the endpoints from them.
 */

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 64;

/**
 * The versions of the texts built into the app, accepted while the school has published none of
 * its own. Once it has, the current versions are the newest published ones (consent/view).
 */
export const AGREEMENT_VERSION = '2026-11-01';

export const PRIVACY_VERSION = '2026-11-01';

/** The avatar types the server takes (checked by content, not by name). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
