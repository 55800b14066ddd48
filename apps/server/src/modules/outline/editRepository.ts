import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlineNodes } from '../../db/schema/outline.ts';

/** The console's writes of the outline; no rules here. */

export type NodeRow = typeof outlineNodes.$inferSelect;

const under = (parentId: number | null) =>
  parentId === null ? isNull(outlineNodes.parentId) : eq(outlineNodes.parentId, parentId);

export async function lockNode(db: Db, id: number) {
  const [n] = await db.select().from(outlineNodes).where(eq(outlineNodes.id, id)).for('update');
  return n ?? null;
}

/** The children of a parent (null: the roots) in order, locked, leaving one node out. */
export async function lockSiblings(db: Db, parentId: number | null, except: number) {
  return db
    .select()
    .from(outlineNodes)
    .where(and(under(parentId), ne(outlineNodes.id, except)))
    .orderBy(asc(outlineNodes.sort), asc(outlineNodes.id))
    .for('update');
}

export async function lastSort(db: Db, parentId: number | null) {
  const [r] = await db
    .select({ m: max(outlineNodes.sort) })
    .from(outlineNodes)
    .where(under(parentId));
  return r?.m ?? 0;
}

export async function insertNode(db: Db, row: typeof outlineNodes.$inferInsert) {
  const [n] = await db.insert(outlineNodes).values(row).returning();
  return n!;
}

export async function updateNode(
  db: Db,
  id: number,
  row: Partial<typeof outlineNodes.$inferInsert>,
) {
  const [n] = await db.update(outlineNodes).set(row).where(eq(outlineNodes.id, id)).returning();
  return n!;
}
