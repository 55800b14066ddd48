import { asc, eq, isNull, max, or } from 'drizzle-orm';
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

/**
 * A move's rows, locked in one statement in id order (two moves under one parent then wait for
 * each other instead of deadlocking): the moved node and the children of its new parent.
 */
export async function lockForMove(db: Db, parentId: number | null, id: number) {
  return db
    .select()
    .from(outlineNodes)
    .where(or(under(parentId), eq(outlineNodes.id, id)))
    .orderBy(asc(outlineNodes.id))
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
