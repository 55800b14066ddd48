import { useSearchParams } from 'react-router';

/**
 * A list's state in the URL query (inside the hash: `#/staff?page=2&role=owner`): page, pageSize,
 * sort, order and the list's filters. A link or a reload shows the same page; the export takes
 * the same filters. Changing a filter goes back to page 1.
 */
export type ListParams = Record<string, string>;

export const PAGING_KEYS = ['page', 'pageSize', 'sort', 'order'] as const;

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = Object.fromEntries(search.entries());
  const set = (patch: Record<string, string | number | null | undefined>, keepPage = false) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!keepPage && !('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return { params, set };
}

/** The filters of a list (its URL state without paging), for the export. */
export const filtersOf = (params: ListParams): ListParams =>
  Object.fromEntries(
    Object.entries(params).filter(([k]) => !(PAGING_KEYS as readonly string[]).includes(k)),
  );
