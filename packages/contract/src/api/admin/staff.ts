import { z } from 'zod';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { instantString } from '../../envelope.ts';
import { PERMISSIONS, STAFF_ROLES } from '../../rules/permissions.ts';
import { password, phone, smsCode } from '../basic.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { bodyId } from '../../ids.ts';

/**
 * The console's own calls (docs/design/console.md §7): staff sign-in, the signed-in member's account, and the
 * owner's staff management.
 *
 * Sign-in is two steps: phone + password give a short-lived single-use ticket and the second
 * factor to use ('sms': a code was sent; 'totp': the authenticator app), then ticket + code give
 * the staff token. A staff token is never a family or teacher session, nor the other way round.
 */

export {
  STAFF_TICKET_TTL_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from '../../rules/admin/staff.ts';

const tags = ['console'];
export const staffRole = z.enum(STAFF_ROLES);
export const permission = z.enum(PERMISSIONS);
const staffName = z.string().trim().min(1, 'name is required').max(40);
/** An SMS code (6 digits) or an authenticator code (6 digits): the same shape. */
const secondFactorCode = smsCode;
const ticket = z.string().min(16).max(100);

export const secondFactor = z.enum(['sms', 'totp']);

export const staffLogin = endpoint('POST', `${ADMIN}/auth/login`, 'public', {
  input: z.object({ phone, password: z.string().min(1).max(200) }),
  output: z.object({
    ticket,
    factor: secondFactor,
    expiresAt: instantString,
    /** SMS only: seconds until another code may be sent (0: a code was just sent). */
    resendIn: z.number().int().min(0),
  }),
  summary: 'Staff sign-in step 1: phone and password give a ticket for the second factor',
  tags,
});

export const staffVerify = endpoint('POST', `${ADMIN}/auth/verify`, 'public', {
  input: z.object({ ticket, code: secondFactorCode }),
  output: z.object({ token: z.string(), expiresAt: instantString }),
  summary: 'Staff sign-in step 2: the ticket and the second factor give a staff token',
  tags,
});

/** A new SMS code for a sign-in ticket (the 60 s rule applies). */
export const staffResendCode = endpoint('POST', `${ADMIN}/auth/resend`, 'public', {
  input: z.object({ ticket }),
  output: z.null(),
  summary: 'Sends a new SMS code for a sign-in ticket (60 s rule)',
  tags,
});

/** First sign-in and forgotten password: an SMS code to the member's phone, then a new password. */
export const staffSendPasswordCode = endpoint('POST', `${ADMIN}/auth/passwordCode`, 'public', {
  input: z.object({ phone }),
  output: z.null(),
  summary:
    'First sign-in or forgotten password: an SMS code to a staff phone (same reply for any phone)',
  tags,
});

export const staffSetPassword = endpoint('POST', `${ADMIN}/auth/setPassword`, 'public', {
  input: z.object({ phone, code: smsCode, password }),
  output: z.null(),
  summary: 'Sets a staff password with an SMS code; ends the member’s sessions',
  tags,
});

export const staffLogout = endpoint('POST', `${ADMIN}/auth/logout`, staff('account.self'), {
  input: z.object({}),
  output: z.null(),
  summary: 'Ends this staff session',
  tags,
});

export const staffMeOutput = z.object({
  staffId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: staffRole,
  permissions: z.array(permission),
  totpEnabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeOutput>;

export const staffMe = endpoint('GET', `${ADMIN}/me`, staff('account.self'), {
  input: z.object({}),
  output: staffMeOutput,
  summary: 'The signed-in staff member: name, role and permissions',
  tags,
});

export const staffChangePassword = endpoint('POST', `${ADMIN}/me/password`, staff('account.self'), {
  input: z.object({ oldPassword: z.string().min(1).max(200), password }),
  output: z.null(),
  summary: 'Changes the own password; other sessions end',
  tags,
});

/** A new TOTP secret (not active until confirmed with a code from the app). */
export const staffTotpSetup = endpoint('POST', `${ADMIN}/me/totp/setup`, staff('account.self'), {
  input: z.object({}),
  output: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  summary: 'A new authenticator secret, active once confirmed with a code',
  tags,
});

export const staffTotpEnable = endpoint('POST', `${ADMIN}/me/totp/enable`, staff('account.self'), {
  input: z.object({ code: secondFactorCode }),
  output: z.null(),
  summary: 'Confirms the authenticator with a code: sign-in then asks for it instead of SMS',
  tags,
});

export const staffTotpDisable = endpoint(
  'POST',
  `${ADMIN}/me/totp/disable`,
  staff('account.self'),
  {
    input: z.object({ password: z.string().min(1).max(200) }),
    output: z.null(),
    summary: 'Turns the authenticator off (sign-in asks for an SMS code again)',
    tags,
  },
);

export const staffStatus = z.enum(['active', 'removed']);

export const staffMember = z.object({
  staffId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: staffRole,
  status: staffStatus,
  totpEnabled: z.boolean(),
  /** False until the member has set a password (first sign-in by SMS code). */
  hasPassword: z.boolean(),
  createdAt: instantString,
  lastSignInAt: instantString.nullable(),
  /**
   * When set and in the future, the member's second factor is locked (10 wrong codes within an
   * hour): sign-in is refused until the owner unlocks it or this time passes.
   */
  factorLockedUntil: instantString.nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const STAFF_SORT_KEYS = ['name', 'role', 'createdAt', 'lastSignInAt'] as const;

export const listStaff = endpoint('GET', `${ADMIN}/staff/list`, staff('staff.edit'), {
  input: adminListInput(STAFF_SORT_KEYS, {
    q: z.string().trim().max(40).optional(),
    role: staffRole.optional(),
    status: staffStatus.optional(),
  }),
  output: adminListOutput(staffMember),
  summary: 'Staff members (owner)',
  tags,
});

export const inviteStaff = endpoint('POST', `${ADMIN}/staff/invite`, staff('staff.edit'), {
  input: z.object({ phone, name: staffName, role: staffRole }),
  output: staffMember,
  summary: 'Invites a staff member: they set their password at first sign-in by SMS code',
  tags,
});

export const changeStaffRole = endpoint('POST', `${ADMIN}/staff/role`, staff('staff.edit'), {
  input: z.object({ staffId: bodyId('staffId'), role: staffRole }),
  output: staffMember,
  summary: 'Changes a member’s role and ends their sessions (never the last owner)',
  tags,
});

/** Ends the lock of a member's second factor (10 wrong codes in an hour lock it, issue 25). */
export const unlockStaffFactor = endpoint('POST', `${ADMIN}/staff/unlock`, staff('staff.edit'), {
  input: z.object({ staffId: bodyId('staffId') }),
  output: staffMember,
  summary: 'Unlocks a member’s second factor locked after 10 wrong codes (2002 when not locked)',
  tags,
});

export const removeStaff = endpoint('POST', `${ADMIN}/staff/remove`, staff('staff.edit'), {
  input: z.object({ staffId: bodyId('staffId') }),
  output: z.null(),
  summary: 'Removes a member and ends their sessions (never the last owner)',
  tags,
});
