import { invalid } from './errors.ts';

/**
 * Text PostgreSQL cannot store as sent: a NUL character (U+0000, refused by every text column) or
 * a lone UTF-16 surrogate (not a character at all: it would be stored as U+FFFD, silently changing
 * what was sent).
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`note`, `answers.0.text`) of the first unstorable text in a parsed input, if any. */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableTextAt(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** 1001 naming the field when any text of a call's input could not be stored as it was sent. */
export function assertStorableText(input: unknown, where: 'query' | 'body') {
  const at = unstorableTextAt(input);
  if (at === null) return;
  const field = at || where;
  throw invalid(
    `参数错误 ${field}: 不能包含空字符（U+0000）或无效的 Unicode 字符`,
    `Invalid input ${field}: must not contain a NUL character (U+0000) or invalid Unicode`,
  );
}
