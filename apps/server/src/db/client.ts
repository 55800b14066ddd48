import path from 'node:path';
import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database handle or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * A PGlite data folder made at build time (initdb + migrations, no rows), beside the bundled
 * server. A first start copies it instead of running initdb, which takes seconds in WebAssembly.
 * From the sources (tsx) there is none, and PGlite initialises the folder itself.
 */
export const pgliteTemplate = path.resolve(import.meta.dirname, 'pgdata-template');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent PGlite runs in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  migrationsFolder?: string;
  /** Initialised data folder to copy on first start (default: `pgliteTemplate`). */
  pgliteTemplate?: string;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const folder = opts.migrationsFolder ?? migrationsFolder;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: folder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir, 'pgdata');
    const template = opts.pgliteTemplate ?? pgliteTemplate;
    if (
      !existsSync(path.join(dir, 'PG_VERSION')) &&
      existsSync(path.join(template, 'PG_VERSION'))
    ) {
      await cp(template, dir, { recursive: true });
    }
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: folder });
  return { db, kind: 'pglite', close: () => client.close() };
}
