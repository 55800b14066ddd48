/**
 * The zod-free half of api/basic.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/basic.ts builds the endpoints from them.
 */
import { BASIC } from './prefixes.ts';
import { route } from './route.ts';
export const sendSms = route('POST', `${BASIC}/sms/send`, 'public');
export const clientLogin = route('POST', `${BASIC}/client_login`, 'public');
export const clientLoginPassword = route('POST', `${BASIC}/client_login_password`, 'public');
export const resetPassword = route('POST', `${BASIC}/reset_pwd`, 'public');
export const verifySmsCode = route('POST', `${BASIC}/sms/verify`, 'public');
export const logout = route('POST', `${BASIC}/logout`, 'user');
export const viewUser = route('GET', `${BASIC}/clientUsers/view`, 'user');
export const editUser = route('POST', `${BASIC}/clientUsers/edit`, 'user');
export const changePassword = route('POST', `${BASIC}/clientUsers/password`, 'user');
export const deleteAccount = route('POST', `${BASIC}/clientUsers/delete`, 'user');
export const uploadAvatar = route('POST', `${BASIC}/clientUsers/avatar`, 'user');
/** Whether the signed-in guardian has accepted the current agreement versions (issue 14). */
export const viewConsent = route('GET', `${BASIC}/consent/view`, 'user');
export const acceptConsent = route('POST', `${BASIC}/consent/accept`, 'user');

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
