/**
 * The course outline tree (seed §3: nodes have id, children, status and a derived level, 1 for roots
 * and increasing with depth; seed §4: nodes with status 2 are removed at every depth when outlines
 * load). Generic over the node's other fields, which the seed does not show.
 */

export type OutlineId = string | number;

/** The seed's status that hides a node (and everything under it). */
export const OUTLINE_STATUS_REMOVED = 2;

/** What a node must have. `children` may be missing or null (leaves as some APIs send them). */
export interface OutlineInput {
  id: OutlineId;
  status?: unknown;
  children?: readonly OutlineInput[] | null;
}

/** A node after pruneOutline/buildOutlineTree: the input's fields, a level, and always a children array. */
export type OutlineNode<T> = Omit<T, 'children' | 'level'> & {
  level: number;
  children: OutlineNode<T>[];
};

/**
 * Status 2 removes a node. The string '2' counts too: legacy endpoints send numeric columns as
 * strings, and letting a "removed" unit through is the worse mistake.
 */
function isRemoved(node: OutlineInput): boolean {
  return node.status === OUTLINE_STATUS_REMOVED || node.status === String(OUTLINE_STATUS_REMOVED);
}

/**
 * Drops every node with status 2 together with its subtree, at every depth, and sets `level`
 * (1 for roots). Returns new objects and never mutates the input (it may be the persisted store).
 * Any `level` already on the input is recomputed; `children` is always an array in the output so
 * pages can render without null checks. Sibling order is kept.
 */
export function pruneOutline<T extends OutlineInput>(
  nodes: readonly T[] | null | undefined,
): OutlineNode<T>[] {
  const walk = (
    list: readonly OutlineInput[] | null | undefined,
    level: number,
  ): OutlineNode<T>[] =>
    (list ?? [])
      .filter((node) => !isRemoved(node))
      .map((node) => ({ ...(node as T), level, children: walk(node.children, level + 1) }));
  return walk(nodes, 1);
}

/** Ids from routes are strings while the API's are numbers: compare them as text. */
function sameId(a: OutlineId, b: OutlineId): boolean {
  return String(a) === String(b);
}

/**
 * The nodes from a root down to the node with this id (inclusive), for breadcrumbs and for opening
 * the right branch; [] when the id is not in the tree. Depth-first, first match in tree order. The
 * id may be a string from the page query while the tree holds numbers (compared as text).
 * Children are assumed to have the same type as their parents.
 */
export function findOutlinePath<T extends OutlineInput>(
  nodes: readonly T[] | null | undefined,
  id: OutlineId,
): T[] {
  for (const node of nodes ?? []) {
    if (sameId(node.id, id)) return [node];
    const below = findOutlinePath((node.children ?? []) as readonly T[], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** A flat row as list endpoints return it. A parentId that matches no row makes the row a root. */
export interface OutlineRow {
  id: OutlineId;
  parentId?: OutlineId | null;
  sort?: number | string | null;
  status?: unknown;
}

/** Numeric when both look numeric ('10' after '9'), otherwise plain code-unit order (stable everywhere). */
function compareIds(a: OutlineId, b: OutlineId): number {
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Rows with a numeric `sort` first, ascending; rows without one after them; ties by id. */
function compareRows(a: OutlineRow, b: OutlineRow): number {
  const sa = a.sort === null || a.sort === undefined || a.sort === '' ? Number.NaN : Number(a.sort);
  const sb = b.sort === null || b.sort === undefined || b.sort === '' ? Number.NaN : Number(b.sort);
  const hasA = !Number.isNaN(sa);
  const hasB = !Number.isNaN(sb);
  if (hasA && hasB && sa !== sb) return sa - sb;
  if (hasA !== hasB) return hasA ? -1 : 1;
  return compareIds(a.id, b.id);
}

/**
 * Turns flat rows ({id, parentId, sort?}) into the tree with `children` and `level`, siblings sorted
 * by `sort` then id. Roots are the rows whose parent is not in the list (parentId null, 0, or a row
 * not sent, as when a subtree is listed on its own). Rows caught in a parentId cycle (including a
 * row that is its own parent) are unreachable from a root and left out rather than looping; a
 * duplicated id is placed once, where it is met first. Does not prune: pass the result to
 * pruneOutline. Input rows are not mutated.
 */
export function buildOutlineTree<T extends OutlineRow>(rows: readonly T[]): OutlineNode<T>[] {
  const ids = new Set(rows.map((r) => String(r.id)));
  const byParent = new Map<string, T[]>();
  const roots: T[] = [];
  for (const row of rows) {
    const parent =
      row.parentId === null || row.parentId === undefined ? null : String(row.parentId);
    if (parent === null || !ids.has(parent)) roots.push(row);
    else byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const placed = new Set<string>();
  const attach = (list: readonly T[], level: number): OutlineNode<T>[] => {
    const out: OutlineNode<T>[] = [];
    for (const row of [...list].sort(compareRows)) {
      const key = String(row.id);
      if (placed.has(key)) continue;
      placed.add(key);
      out.push({ ...row, level, children: attach(byParent.get(key) ?? [], level + 1) });
    }
    return out;
  };
  return attach(roots, 1);
}
