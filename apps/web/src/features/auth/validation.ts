import { PASSWORD_MIN, PASSWORD_MAX } from '@school/contract/rules/basic';
/** The contract’s value (its zod-free part), not a copy. */
export { PASSWORD_MIN, PASSWORD_MAX } from '@school/contract/rules/basic';
/**
 * Client-side checks before a call. The rules are the contract's (api/basic.ts: phone, smsCode,
 * password), restated as plain patterns so the login screen does not download zod;
 * validation.test.ts runs both over the same samples so they cannot drift apart. Each check returns
 * the i18n key of the message to show under the field, or null when the value is valid.
 */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

export type FieldError =
  | 'auth.errors.phoneRequired'
  | 'auth.errors.phoneInvalid'
  | 'auth.errors.codeRequired'
  | 'auth.errors.codeInvalid'
  | 'auth.errors.passwordRequired'
  | 'auth.errors.passwordLength'
  | 'auth.errors.passwordMismatch';

export function checkPhone(value: string): FieldError | null {
  if (!value.trim()) return 'auth.errors.phoneRequired';
  return PHONE_PATTERN.test(value.trim()) ? null : 'auth.errors.phoneInvalid';
}

export function checkCode(value: string): FieldError | null {
  if (!value.trim()) return 'auth.errors.codeRequired';
  return CODE_PATTERN.test(value.trim()) ? null : 'auth.errors.codeInvalid';
}

/** A password to log in with: only required (whether it is right is the server's business). */
export function checkLoginPassword(value: string): FieldError | null {
  return value ? null : 'auth.errors.passwordRequired';
}

/** A new password: 8 to 64 characters, no composition rules (docs/design/accounts.md §4.1). */
export function checkNewPassword(value: string): FieldError | null {
  if (!value) return 'auth.errors.passwordRequired';
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX
    ? null
    : 'auth.errors.passwordLength';
}

export function checkConfirm(value: string, first: string): FieldError | null {
  if (!value) return 'auth.errors.passwordRequired';
  return value === first ? null : 'auth.errors.passwordMismatch';
}
