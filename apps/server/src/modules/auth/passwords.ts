import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '@school/contract/api/basic';
import { COMMON_PASSWORDS_TEXT } from './commonPasswords.ts';

/**
 * Password storage: scrypt N=2^17, r=8, p=1 (docs/design/accounts.md §4.1) with a 16-byte per-user salt, kept as
 * a self-describing string `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64url) so the cost can be
 * raised later without breaking stored hashes. scrypt runs on libuv's thread pool (async), so a
 * login never blocks the event loop; N=2^17 with r=8 needs 128 MiB, above Node's 32 MiB default.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAXMEM = 256 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, { N: 2 ** LOG_N, r: R, p: P, maxmem: MAXMEM });
  return `$scrypt$ln=${LOG_N},r=${R},p=${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([\w-]+)\$([\w-]+)$/;

/** Checks a password against a stored hash; false for a malformed or out-of-bounds hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < 10 || logN > 20 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const salt = Buffer.from(m[4]!, 'base64url');
  const expected = Buffer.from(m[5]!, 'base64url');
  const key = await scryptAsync(password, salt, { N: 2 ** logN, r, p, maxmem: MAXMEM });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random throwaway password with the current cost. Checked when the phone has no
 * account or no password, so that case takes as long as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$x7e3ldKb-Oh_gioLjfamUw$u_zg9Si3P945ETv7xY08kgHRDvEvyyCSCP9VX8OQc7s';

const COMMON = new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string) => COMMON.has(password.trim().toLowerCase());

/**
 * The password rule: 8 to 64 characters, no composition rules, not a common password. Returns
 * the reason (zh, en) or null when the password is acceptable.
 */
export function passwordProblem(password: string): { zh: string; en: string } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return {
      zh: `password: 密码长度需为 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 个字符`,
      en: `password: must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`,
    };
  }
  if (isCommonPassword(password)) {
    return {
      zh: 'password: 这个密码太常见，很容易被猜到，请换一个',
      en: 'password: this is one of the most common passwords and easy to guess; choose another',
    };
  }
  return null;
}
