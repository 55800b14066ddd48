import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a raw statement that is sent very often (the one-statement booking) as a NAMED prepared
 * statement on PostgreSQL: each pooled connection parses and plans it once, which for a statement
 * of many CTEs is about half of its cost in the database. On PGlite, or inside a transaction, it
 * runs as an ordinary statement. `name` must always come with the same SQL text (only the
 * parameters may change). Rows come as the driver gives them: timestamps as Date from pg, as
 * text from PGlite.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const q = dialect.sqlToQuery(query);
    return (await client.query({ name, text: q.sql, values: q.params })).rows as T[];
  }
  // Both drivers answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
