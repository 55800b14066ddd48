import { listOutline } from '@school/contract/api/outline';
import type { OutlineNodeOut } from '@school/contract/api/outline';
import type { OutlineNode } from '@school/contract/helpers/outline';
import { pruneOutline } from '@school/contract/helpers/outline';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

/** An outline node after pruning: status 2 gone at every depth, `level` 1 for roots. */
export type Outline = OutlineNode<OutlineNodeOut>;

export const outlineKey = ['outline', 'list'] as const;

/**
 * Fetches the outline tree, prunes it with the contract's helper (spec §4: nodes of status 2 are
 * removed at every depth when outlines load; the server does it too) and keeps it in the store as
 * `outlines` (spec §7: data.list becomes outlines). Exported for tests.
 */
export async function loadOutlines(signal?: AbortSignal): Promise<Outline[]> {
  const data = await request(listOutline, {}, { signal });
  const outlines = pruneOutline(data.list);
  useDataStore.getState().set({ outlines });
  return outlines;
}

const looksLikeOutline = (v: unknown): v is Outline =>
  !!v && typeof v === 'object' && typeof (v as Outline).name === 'string';

/**
 * The outline tree: what the store kept from the last visit at once, the server's answer when it
 * arrives.
 */
export function useOutlines() {
  const stored = useDataStore((s) => s.outlines);
  const query = useQuery({
    queryKey: outlineKey,
    queryFn: ({ signal }) => loadOutlines(signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
  const outlines: Outline[] = query.data ?? pruneOutline(stored.filter(looksLikeOutline));
  return { ...query, outlines, hasStored: outlines.length > 0 };
}

/** Remembers which level was opened (`clickOutlineIndex` of the store). */
export const setClickOutlineIndex = (index: number) =>
  useDataStore.getState().set({ clickOutlineIndex: index });

/** How many leaves (lessons) a node holds, for "12 课" on a card. */
export function countLeaves(node: Outline): number {
  if (node.children.length === 0) return 1;
  return node.children.reduce((sum, child) => sum + countLeaves(child), 0);
}
