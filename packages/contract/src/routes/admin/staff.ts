/**
 * The console's own calls (docs/design/console.md §7): staff sign-in, the signed-in member's account, and the
 * owner's staff management. Zod-free; api/admin/staff.ts builds the endpoints.
 *
 * Sign-in is two steps: phone + password give a short-lived single-use ticket and the second
 * factor to use ('sms': a code was sent; 'totp': the authenticator app), then ticket + code give
 * the staff token. A staff token is never a family or teacher session, nor the other way round.
 */
import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

export const staffLogin = route('POST', `${ADMIN}/auth/login`, 'public');
export const staffVerify = route('POST', `${ADMIN}/auth/verify`, 'public');
/** A new SMS code for a sign-in ticket (the 60 s rule applies). */
export const staffResendCode = route('POST', `${ADMIN}/auth/resend`, 'public');
/** First sign-in and forgotten password: an SMS code to the member's phone, then a new password. */
export const staffSendPasswordCode = route('POST', `${ADMIN}/auth/passwordCode`, 'public');
export const staffSetPassword = route('POST', `${ADMIN}/auth/setPassword`, 'public');
export const staffLogout = route('POST', `${ADMIN}/auth/logout`, {
  auth: 'staff',
  permission: 'account.self',
});

export const staffMe = route('GET', `${ADMIN}/me`, { auth: 'staff', permission: 'account.self' });
export const staffChangePassword = route('POST', `${ADMIN}/me/password`, {
  auth: 'staff',
  permission: 'account.self',
});
/** A new TOTP secret (not active until confirmed with a code from the app). */
export const staffTotpSetup = route('POST', `${ADMIN}/me/totp/setup`, {
  auth: 'staff',
  permission: 'account.self',
});
export const staffTotpEnable = route('POST', `${ADMIN}/me/totp/enable`, {
  auth: 'staff',
  permission: 'account.self',
});
export const staffTotpDisable = route('POST', `${ADMIN}/me/totp/disable`, {
  auth: 'staff',
  permission: 'account.self',
});

export const listStaff = route('GET', `${ADMIN}/staff/list`, {
  auth: 'staff',
  permission: 'staff.edit',
});
export const inviteStaff = route('POST', `${ADMIN}/staff/invite`, {
  auth: 'staff',
  permission: 'staff.edit',
});
export const changeStaffRole = route('POST', `${ADMIN}/staff/role`, {
  auth: 'staff',
  permission: 'staff.edit',
});
export const removeStaff = route('POST', `${ADMIN}/staff/remove`, {
  auth: 'staff',
  permission: 'staff.edit',
});
/** Ends the lock of a member's second factor (10 wrong codes in an hour lock it, issue 25). */
export const unlockStaffFactor = route('POST', `${ADMIN}/staff/unlock`, {
  auth: 'staff',
  permission: 'staff.edit',
});

/** A sign-in ticket lives this long (the second factor must be typed within it). */
export const STAFF_TICKET_TTL_MS = 5 * 60_000;
/** A staff session ends 12 hours after sign-in, whatever happens. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** A staff session ends after 2 hours without a call. */
export const STAFF_SESSION_IDLE_MS = 2 * 3600_000;
