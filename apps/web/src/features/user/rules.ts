/**
 * Client-side checks of the profile screens, for a quick message before a call; the server is the
 * authority and its 1001 message is shown when it disagrees. The contract's limits come from its
 * zod-free part (`@school/contract/rules/basic`).
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@school/contract/rules/basic';
/** The contract’s value (its zod-free part), not a copy. */
export { AVATAR_MAX_BYTES } from '@school/contract/rules/basic';

export const NAME_MAX = 40;
/** Letters (Latin script, accents allowed), spaces, '-' and '.', starting with a letter. */
export const ENGLISH_NAME = /^\p{Script=Latin}[\p{Script=Latin} .-]*$/u;
export const AVATAR_MIME_TYPES: readonly (typeof AVATAR_TYPES)[number][] = AVATAR_TYPES;
/** For the file chooser's `accept`. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
export const BIRTH_MAX_AGE_YEARS = 150;

export type AccountError =
  | 'account.errors.nameRequired'
  | 'account.errors.nameTooLong'
  | 'account.errors.nameLetters'
  | 'account.errors.birthFuture'
  | 'account.errors.birthTooEarly'
  | 'account.errors.avatarType'
  | 'account.errors.avatarSize'
  | 'account.errors.avatarEmpty';

export function checkEnglishName(value: string): AccountError | null {
  const name = value.trim();
  if (!name) return 'account.errors.nameRequired';
  if ([...name].length > NAME_MAX) return 'account.errors.nameTooLong';
  return ENGLISH_NAME.test(name) ? null : 'account.errors.nameLetters';
}

/** A birth date `YYYY-MM-DD` against today's date (same format): not later, not 150 years before. */
export function checkBirth(birth: string, today: string): AccountError | null {
  if (birth > today) return 'account.errors.birthFuture';
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTH_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return birth < earliest ? 'account.errors.birthTooEarly' : null;
}

/**
 * The chosen file's declared type and size (the server checks the bytes themselves). A file the
 * browser could not type is let through for the server to judge by its content.
 */
export function checkAvatarFile(file: { type: string; size: number }): AccountError | null {
  if (file.size === 0) return 'account.errors.avatarEmpty';
  if (file.type && !(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'account.errors.avatarType';
  return file.size > AVATAR_MAX_BYTES ? 'account.errors.avatarSize' : null;
}
