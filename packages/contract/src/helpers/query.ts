/**
 * Query strings (seed §5: "Query strings skip null or undefined values and URL-encode the rest";
 * seed §2: page parameters arrive as query-string values). One implementation for API calls and
 * hash-route page links so the two never disagree on encoding.
 */

/** A single value that can go into a query string. */
export type QueryScalar = string | number | boolean | null | undefined;
/** A value of one key: a scalar, or an array sent as the key repeated. */
export type QueryInput = QueryScalar | readonly QueryScalar[];
/**
 * Any object whose values are query inputs. Written as a mapped constraint (not an index signature)
 * so that interfaces with optional fields are accepted too.
 */
export type QueryParams<T> = { readonly [K in keyof T]: QueryInput };
/** What parseQuery returns: one string per key, or an array when the key was repeated. */
export type ParsedQuery = Record<string, string | string[]>;

/**
 * Builds `a=1&b=x%20y` from an object, in the object's key order. null and undefined are skipped
 * (also inside arrays); everything else, including '' and false and 0, is kept, because those are
 * real values a filter may need. Numbers and booleans go through String() (so NaN becomes 'NaN':
 * the seed only skips null/undefined, and hiding a NaN would hide a bug). Keys and values are encoded
 * with encodeURIComponent, so '&', '=', '?', '#', '+', spaces and non-ASCII cannot break the string.
 * Returns '' when nothing is left; never a leading '?'.
 */
export function buildQuery<T extends QueryParams<T>>(params: T | null | undefined): string {
  if (params == null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params) as [string, QueryInput][]) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const v of values) {
      if (v === null || v === undefined) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
    }
  }
  return parts.join('&');
}

/**
 * Appends the query to a path: `?` when the path has none yet, `&` when it already has a query, and
 * nothing extra when the path already ends in '?' or '&'. An empty query leaves the path unchanged.
 * A '#' is not treated specially: in the app's hash routing the page query lives inside the fragment
 * (`/#/pages/course/details?id=1`), so appending at the end is what the router reads.
 */
export function withQuery<T extends QueryParams<T>>(
  path: string,
  params: T | null | undefined,
): string {
  const query = buildQuery(params);
  if (query === '') return path;
  if (!path.includes('?')) return `${path}?${query}`;
  return path.endsWith('?') || path.endsWith('&') ? `${path}${query}` : `${path}&${query}`;
}

/** decodeURIComponent that keeps malformed input (a stray '%') as typed instead of throwing. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The inverse of buildQuery for page parameters: `?a=1&b=x%20y&t=1&t=2` ->
 * `{ a: '1', b: 'x y', t: ['1', '2'] }`. One leading '?' is ignored. Values stay strings (the page
 * decides what a number is). '+' is read as a space, as in form encoding; buildQuery writes '+' as
 * %2B, so round trips are exact. A key without '=' has the value ''; empty pieces ('a=1&&b=2') are
 * skipped. The result is built with Object.fromEntries so a key like `__proto__` is an ordinary key.
 */
export function parseQuery(search: string): ParsedQuery {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const out = new Map<string, string | string[]>();
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const key = decode(eq === -1 ? piece : piece.slice(0, eq));
    const value = eq === -1 ? '' : decode(piece.slice(eq + 1));
    const seen = out.get(key);
    if (seen === undefined) out.set(key, value);
    else if (Array.isArray(seen)) seen.push(value);
    else out.set(key, [seen, value]);
  }
  return Object.fromEntries(out);
}
