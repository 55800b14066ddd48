import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { BASIC } from '../rules/prefixes.ts';
import {
  PASSWORD_MIN,
  PASSWORD_MAX,
  AGREEMENT_VERSION,
  PRIVACY_VERSION,
  AVATAR_TYPES,
  AVATAR_MAX_BYTES,
} from '../rules/basic.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export {
  PASSWORD_MIN,
  PASSWORD_MAX,
  AGREEMENT_VERSION,
  PRIVACY_VERSION,
  AVATAR_TYPES,
  AVATAR_MAX_BYTES,
};
import { dateString, instantString } from '../envelope.ts';

/** Mainland China mobile: 11 digits starting 1[3-9] (docs/design/accounts.md §4.1). */
export const phone = z
  .string({ error: 'phone is required' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'phone must be an 11-digit mainland China mobile number');

export const smsCode = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be 6 digits');

export const password = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`);

export const smsPurpose = z.enum(['login', 'reset', 'delete']);
export type SmsPurpose = z.infer<typeof smsPurpose>;

/** 0 unknown, 1 boy, 2 girl. */
export const sex = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'must be 0 (unknown), 1 (boy) or 2 (girl)',
});

/** The profile, kept in the store as `userInfo`. */
export const userInfo = z.object({
  id: z.number().int(),
  phone: z.string().describe('masked, e.g. 138****0000'),
  name: z.string().describe('English name'),
  username: z.string().describe('nickname chosen from nickname/list'),
  sex,
  birth: dateString,
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  role: z.enum(['student', 'teacher']),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * A password ticket (decision 0015): proof that the phone's SMS code was verified a moment ago,
 * so the next step (setting a password) needs no second code. Single use, 10 minutes.
 */
export const PASSWORD_TICKET_TTL_MS = 10 * 60_000;
export const passwordTicket = z
  .string({ error: 'ticket is required' })
  .regex(/^[\w-]{20,100}$/, 'ticket is not valid');

export const loginResult = z.object({
  token: z.string(),
  userInfo,
  passwordTicket: passwordTicket
    .optional()
    .describe('only when asked for with `passwordTicket: true`: sets the password with reset_pwd'),
});

export const sendSms = endpoint('POST', `${BASIC}/sms/send`, 'public', {
  input: z.object({ phone, type: smsPurpose }),
  output: z.null(),
  summary:
    'Send a 6-digit code (login, reset or delete). Never tells whether the phone has an account.',
  tags: ['auth'],
});

export const clientLogin = endpoint('POST', `${BASIC}/client_login`, 'public', {
  input: z.object({
    phone,
    code: smsCode,
    agreed: z.boolean().optional().describe('guardian accepted the agreement and privacy policy'),
    passwordTicket: z
      .boolean()
      .optional()
      .describe('registration: also return a password ticket for reset_pwd (no second code)'),
  }),
  output: loginResult,
  summary:
    'Log in with an SMS code; creates the account on first use. A phone without an account, or an account that has not accepted the current agreement versions, needs agreed: true',
  tags: ['auth'],
});

export const clientLoginPassword = endpoint('POST', `${BASIC}/client_login_password`, 'public', {
  input: z.object({
    phone,
    password: z
      .string({ error: 'password is required' })
      .min(1, 'password is required')
      .max(PASSWORD_MAX),
  }),
  output: loginResult,
  summary: 'Log in with a password',
  tags: ['auth'],
});

export const resetPassword = endpoint('POST', `${BASIC}/reset_pwd`, 'public', {
  input: z
    .object({
      phone,
      code: smsCode.optional(),
      ticket: passwordTicket
        .optional()
        .describe('from sms/verify or client_login, instead of code'),
      password,
    })
    .refine((v) => (v.code === undefined) !== (v.ticket === undefined), {
      path: ['code'],
      message: 'give either the reset code or a ticket',
    }),
  output: z.null(),
  summary:
    'Set a new password with a reset code or a password ticket (single use); revokes every session',
  tags: ['auth'],
});

/**
 * Step 1 of 忘记密码: checks the reset code at once (the family learns a wrong code before typing a
 * new password) and trades it for a password ticket that reset_pwd takes instead of the code.
 */
export const verifySmsCode = endpoint('POST', `${BASIC}/sms/verify`, 'public', {
  input: z.object({ phone, type: z.literal('reset'), code: smsCode }),
  output: z.object({ ticket: passwordTicket, expiresAt: instantString }),
  summary: 'Check a reset code and trade it for a 10-minute single-use password ticket',
  tags: ['auth'],
});

export const logout = endpoint('POST', `${BASIC}/logout`, 'user', {
  input: z.object({}),
  output: z.null(),
  summary: 'Revoke the current session',
  tags: ['auth'],
});

export const viewUser = endpoint('GET', `${BASIC}/clientUsers/view`, 'user', {
  input: z.object({}),
  output: userInfo,
  summary: "The caller's profile (userInfo)",
  tags: ['users'],
});

export const editUser = endpoint('POST', `${BASIC}/clientUsers/edit`, 'user', {
  input: z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'name must not be empty')
        .max(40, 'name must be at most 40 characters'),
      username: z.string().trim().max(40, 'username must be at most 40 characters'),
      sex,
      birth: dateString,
      avatar: z
        .string()
        .max(500)
        .nullable()
        .describe('null clears it; otherwise only the current avatar (set it by uploading)'),
    })
    .partial()
    .strict(),
  output: userInfo,
  summary: "Change the caller's profile",
  tags: ['users'],
});

/**
 * Set or change the password while signed in (/pages/mine/setting). With a password already set,
 * either `oldPassword` (counted by the same lockout as password login: 5 wrong in 15 minutes lock
 * it for 15 minutes) or `code` (an SMS code of type `reset` sent to the caller's own phone) is
 * needed; without one, `code` is. When both are sent the code is used. The new password follows
 * the rules of reset_pwd (8 to 64 characters, not a common password). Every other session of the
 * account is revoked; the one making the call stays signed in. The reply is the new userInfo.
 */
export const changePassword = endpoint('POST', `${BASIC}/clientUsers/password`, 'user', {
  input: z
    .object({
      password,
      oldPassword: z
        .string()
        .min(1, 'oldPassword must not be empty')
        .max(PASSWORD_MAX, `oldPassword must be at most ${PASSWORD_MAX} characters`)
        .optional(),
      code: smsCode.optional(),
    })
    .strict(),
  output: userInfo,
  summary: 'Set or change the password (old password or SMS code of type reset)',
  tags: ['users'],
});

/**
 * Account deletion (/pages/settings/logout), confirmed by an SMS code sent with `sms/send` type
 * `delete` to the caller's phone. In one step: every session revoked, future bookings cancelled
 * (credits returned, then closed with the account), phone, names, birth date, avatar, surveys,
 * exam results, favourites and messages erased; orders and payments kept without a person behind
 * them. The phone can register again as a new account. It cannot be undone.
 */
export const deleteAccount = endpoint('POST', `${BASIC}/clientUsers/delete`, 'user', {
  input: z.object({ code: smsCode }).strict(),
  output: z.null(),
  summary: "Delete the caller's account (SMS code of type delete)",
  tags: ['users'],
});

/**
 * Avatar upload. Not JSON: the body is the image's raw bytes and `Content-Type` is its type
 * (image/jpeg, image/png or image/webp), at most 2 MB. The web app sends it with XMLHttpRequest
 * (`xhr.upload.onprogress` drives the progress bar): `xhr.open('POST', path)`,
 * `setRequestHeader('Content-Type', file.type)`, `setRequestHeader('Authorization', 'Bearer ' +
 * token)`, `xhr.send(file)`. A multipart/form-data body with one file part (the web app's
 * `upload()` helper: field `file`, the part's Content-Type its type) is taken too. The server checks the bytes really are that type (1001 otherwise:
 * an HTML page named .jpg is refused: it must decode), turns it upright by its EXIF orientation,
 * fits it inside 264 x 264 px, re-encodes it without any metadata (EXIF, XMP, comments), stores it
 * under a random name and sets the profile's avatar to the served path. The reply is the new userInfo.
 * `input` documents the body for the typed client only; the route parses raw bytes.
 */
export const uploadAvatar = endpoint('POST', `${BASIC}/clientUsers/avatar`, 'user', {
  input: z.instanceof(Uint8Array),
  output: userInfo,
  summary: 'Upload the avatar: raw jpg/png/webp bytes (Content-Type image/*), at most 2 MB',
  tags: ['users'],
});

const version = z.string().trim().min(1, 'version is required').max(40);

/** The guardian's standing with the agreements: what is current, what this account accepted. */
export const consentState = z.object({
  required: z
    .boolean()
    .describe(
      'true: the account has not accepted the current versions; the app asks before going on',
    ),
  agreementVersion: z.string().describe('the current user agreement version'),
  privacyVersion: z.string().describe("the current children's privacy policy version"),
  accepted: z
    .object({ agreementVersion: z.string(), privacyVersion: z.string(), acceptedAt: instantString })
    .nullable()
    .describe("the account's latest acceptance"),
});
export type ConsentState = z.infer<typeof consentState>;

/** Whether the signed-in guardian has accepted the current agreement versions (issue 14). */
export const viewConsent = endpoint('GET', `${BASIC}/consent/view`, 'user', {
  input: z.object({}),
  output: consentState,
  summary:
    'Whether the guardian must accept a new version of the user agreement or privacy policy (teachers never)',
  tags: ['auth'],
});

/**
 * Accepts the versions the guardian was shown. 2002 when one of them is no longer current (a newer
 * version was published meanwhile): the app reads consent/view again and shows the new text.
 */
export const acceptConsent = endpoint('POST', `${BASIC}/consent/accept`, 'user', {
  input: z.strictObject({ agreementVersion: version, privacyVersion: version }),
  output: consentState,
  summary: 'Record the guardian’s acceptance of the current agreement and privacy policy versions',
  tags: ['auth'],
});
