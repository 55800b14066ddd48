/**
 * The profile rules (docs/design/accounts.md §4.1), as small functions a test can call alone. Each
 * check returns the problem (zh, en; the message names the field) or null.
 */
export interface Problem {
  zh: string;
  en: string;
}

/** 13812345678 -> 138****5678; an anonymised account (no phone) shows nothing. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** Letters (Latin script, accents allowed), spaces, '-' and '.', starting with a letter. */
const ENGLISH_NAME = /^\p{Script=Latin}[\p{Script=Latin} .-]*$/u;
export const NAME_MAX = 40;

export function englishNameProblem(field: 'name' | 'username', value: string): Problem | null {
  const label = field === 'name' ? '英文名' : '昵称';
  if ([...value].length > NAME_MAX) {
    return {
      zh: `${field}: ${label}最多 ${NAME_MAX} 个字符`,
      en: `${field}: must be at most ${NAME_MAX} characters`,
    };
  }
  if (!ENGLISH_NAME.test(value)) {
    return {
      zh: `${field}: ${label}只能包含英文字母、空格、“-”和“.”，并以字母开头`,
      en: `${field}: use only letters, spaces, '-' and '.', starting with a letter`,
    };
  }
  return null;
}

export const BIRTH_MAX_AGE_YEARS = 150;

/**
 * A birth date must exist in the calendar (no 2019-02-30), not lie after `today` (the school's
 * date) and not more than 150 years before it.
 */
export function birthProblem(birth: string, today: string): Problem | null {
  if (!isRealDate(birth)) {
    return {
      zh: 'birth: 出生日期不是有效的日期（格式 YYYY-MM-DD）',
      en: 'birth: not a real date (YYYY-MM-DD)',
    };
  }
  if (birth > today) {
    return { zh: 'birth: 出生日期不能晚于今天', en: 'birth: must not be in the future' };
  }
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTH_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (birth < earliest) {
    return {
      zh: `birth: 出生日期不能早于 ${BIRTH_MAX_AGE_YEARS} 年前`,
      en: `birth: must be within the last ${BIRTH_MAX_AGE_YEARS} years`,
    };
  }
  return null;
}

export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * An avatar is a path on this server (as the upload call returns it) or an https URL; nothing
 * that could run script or load over plain http.
 */
export function avatarProblem(avatar: string | null): Problem | null {
  if (avatar === null) return null;
  const sitePath = avatar.startsWith('/') && !avatar.startsWith('//');
  const https = /^https:\/\/[^/\s]+/i.test(avatar);
  // Printable ASCII only (uploads and encoded URLs are), and none of the characters of markup.
  const clean = /^[\x21-\x7e]+$/.test(avatar) && !/[<>"'\\`]/.test(avatar);
  if ((!sitePath && !https) || !clean) {
    return {
      zh: 'avatar: 头像地址无效，请重新上传',
      en: 'avatar: must be a path on this site or an https URL',
    };
  }
  return null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (the school's). */
export function dateIn(timeZone: string, at: Date): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(at);
}
