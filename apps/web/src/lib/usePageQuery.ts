import { parseQuery } from '@school/contract/helpers/query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The current page's query-string parameters (spec §2: page parameters are query strings). */
export function usePageQuery(): Record<string, string> {
  const { search } = useLocation();
  return useMemo(() => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parseQuery(search))) {
      // A repeated key keeps its first value: pages take one value per parameter.
      out[key] = Array.isArray(value) ? (value[0] ?? '') : value;
    }
    return out;
  }, [search]);
}

/** A positive integer id from a page parameter, or undefined when it is missing or malformed. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
