import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlineNodes } from '../../db/schema/outline.ts';

/** Every outline node, flat (the tree is a few hundred rows; it is built in memory). */
export async function allNodes(db: Db) {
  return db.select().from(outlineNodes).orderBy(asc(outlineNodes.sort), asc(outlineNodes.id));
}
