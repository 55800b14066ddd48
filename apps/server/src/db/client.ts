import path from 'node:path';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

/** The extensions the migrations create (0022: pg_trgm), loaded by every embedded database. */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
/** A database handle or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool (its counts go to /metrics); the embedded database has none. */
  pool?: pg.Pool;
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
  /** In memory only: start from this dump of a data folder (`dumpDataDir`; tests). */
  pgliteDump?: Blob;
}

/**
 * Copies a folder tree with many files in flight at once (fs.promises.cp copies one file after
 * the other). Into `${to}.partial` first, renamed at the end, so a start that dies half-way
 * leaves no folder that looks like a database.
 */
export async function copyTemplate(from: string, to: string) {
  const partial = `${to}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(to), { recursive: true });
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const dirs: string[] = [];
  const files: string[] = [];
  for (const e of entries) {
    const rel = path.relative(from, path.join(e.parentPath, e.name));
    (e.isDirectory() ? dirs : files).push(rel);
  }
  // Folders keep their modes (PostgreSQL checks those of its data folder); files do anyway.
  for (const d of ['', ...dirs.sort()])
    await mkdir(path.join(partial, d), { mode: (await stat(path.join(from, d))).mode & 0o777 });
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++]!;
      await copyFile(path.join(from, f), path.join(partial, f));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  // An empty folder in the way is replaced; one with files (an older start that stopped
  // half-way) gets the template's files over its own, as before.
  await rmdir(to).catch(() => {});
  await rename(partial, to).catch(async () => {
    await cp(partial, to, { recursive: true });
    await rm(partial, { recursive: true, force: true });
  });
}

/** The database the settings name. */
export function databaseOptions(config: Config): DatabaseOptions {
  return {
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

/**
 * The advisory lock key every copy of the server takes while it changes the database at start
 * (migrations, demo data). Copies started together on one database wait for each other instead
 * of creating the same table or row at once (duplicate pg_type / unique violations).
 */
export const STARTUP_LOCK_KEY = 7_261_202_611;

/** How long a start waits to reach PostgreSQL before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Applies the migrations on PostgreSQL under a session advisory lock, on a connection of its
 * own: the migrator's statements must all run on the connection that holds the lock. The first
 * copy migrates; the others wait, then find every migration applied. A rolling deploy works the
 * same way: the first new copy applies the new migration, old copies keep running.
 */
async function migratePostgres(url: string, folder: string) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: folder });
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
  } finally {
    // Ending the session releases the lock too, should the migration have failed.
    await client.end();
  }
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const folder = opts.migrationsFolder ?? migrationsFolder;
  if (opts.url) {
    await migratePostgres(opts.url, folder);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir, 'pgdata');
    const template = opts.pgliteTemplate ?? pgliteTemplate;
    if (
      !existsSync(path.join(dir, 'PG_VERSION')) &&
      existsSync(path.join(template, 'PG_VERSION'))
    ) {
      await copyTemplate(template, dir);
    }
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({
      extensions: pgliteExtensions,
      ...(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {}),
    });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: folder });
  return { db, kind: 'pglite', close: () => client.close() };
}
