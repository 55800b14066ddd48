import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The course outline: levels > units > lessons, any depth. Status 2 hides a node and everything
 * under it (seed §4); 1 is a normal node.
 */
export const outlineNodes = pgTable(
  'outline_nodes',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => outlineNodes.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    cover: text('cover'),
  },
  (t) => [index('outline_nodes_parent_idx').on(t.parentId, t.sort)],
);
