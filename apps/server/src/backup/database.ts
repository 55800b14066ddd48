import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { pgliteExtensions, type Db } from '../db/client.ts';
import { BackupError } from './targets.ts';

const run = promisify(execFile);

/** The embedded database's folder under DATA_DIR (as db/client.ts opens it). */
export const pgdataDir = (config: Config) => path.resolve(config.DATA_DIR, 'pgdata');

/** The file name of the database in a backup, by kind. */
export const databaseFile = { pglite: 'database.tgz', postgres: 'database.pgdump' } as const;

/** The PGlite client under a drizzle handle of the embedded database. */
export function pgliteOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

/**
 * Writes a consistent copy of the database to `file`. PostgreSQL: `pg_dump` in its custom format
 * (one snapshot, so consistent while the school works). The embedded database: its data folder
 * as PGlite's `dumpDataDir` makes it, from the server's own open database (`live`, the scheduled
 * backup), or opened here when no server holds it.
 */
export async function dumpDatabase(config: Config, file: string, live?: Db): Promise<void> {
  if (config.databaseKind === 'postgres') return pgDump(config.DATABASE_URL!, file);
  if (live) {
    const dump = await pgliteOf(live).dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  const dir = pgdataDir(config);
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`DATA_DIR=${config.DATA_DIR} holds no embedded database (no pgdata)`);
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new BackupError(
      `the embedded database in DATA_DIR=${config.DATA_DIR} is open (a server is running on it, or ` +
        'stopped without closing it): stop the server first, or let it take the backups itself ' +
        'with BACKUP_SCHEDULE',
    );
  const client = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** The major version of a PostgreSQL client program (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function clientMajor(program: 'pg_dump' | 'pg_restore'): Promise<number> {
  const out = await run(program, ['--version']).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      err.code === 'ENOENT'
        ? `${program} is not installed: install the PostgreSQL client of the server's version ` +
            '(Debian/Ubuntu: apt-get install postgresql-client-15, or postgresql-client)'
        : `${program} --version failed: ${err.message}`,
    );
  });
  return Number(/(\d+)(?:\.\d+)?/.exec(out.stdout)?.[1] ?? 0);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const r = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(r.rows[0]!.v) / 10_000);
  } catch (err) {
    throw new BackupError(`cannot reach DATABASE_URL: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg_dump refuses a newer server; say so before it does, with what to install. */
async function checkClient(program: 'pg_dump' | 'pg_restore', url: string) {
  const [mine, server] = await Promise.all([clientMajor(program), serverMajor(url)]);
  if (mine < server)
    throw new BackupError(
      `${program} ${mine} is older than the PostgreSQL server (${server}): install ` +
        `postgresql-client-${server}`,
    );
}

async function pgDump(url: string, file: string) {
  await checkClient('pg_dump', url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((err: { stderr?: string; message: string }) => {
    throw new BackupError(`pg_dump failed: ${(err.stderr || err.message).trim()}`);
  });
}

/**
 * Why the database of the settings cannot take a restore (undefined: it can). A restore never
 * writes over a school: the embedded database's folder must not exist yet (or be empty), a
 * PostgreSQL database must have no tables.
 */
export async function databaseNotEmpty(config: Config): Promise<string | undefined> {
  if (config.databaseKind === 'pglite') {
    const dir = pgdataDir(config);
    const files = await readdir(dir).catch(() => []);
    return files.length > 0
      ? `${dir} already holds a database: restore into a new DATA_DIR (or move this one away)`
      : undefined;
  }
  const client = new pg.Client({
    connectionString: config.DATABASE_URL,
    connectionTimeoutMillis: 10_000,
  });
  try {
    await client.connect();
    const r = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
          and s.nspname not like 'pg_toast%'`,
    );
    return r.rows[0]!.n > 0
      ? `the database of DATABASE_URL has ${r.rows[0]!.n} tables: restore into a new, empty ` +
          'database (createdb, then point DATABASE_URL at it)'
      : undefined;
  } catch (err) {
    throw new BackupError(`cannot reach DATABASE_URL: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Loads a database backup into the empty database of the settings. */
export async function loadDatabase(config: Config, file: string): Promise<void> {
  if (config.databaseKind === 'postgres') {
    const url = config.DATABASE_URL!;
    await checkClient('pg_restore', url);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((err: { stderr?: string; message: string }) => {
      throw new BackupError(`pg_restore failed: ${(err.stderr || err.message).trim()}`);
    });
    return;
  }
  const dump = new Blob([await readFile(file)]);
  await mkdir(pgdataDir(config), { recursive: true });
  const client = new PGlite(pgdataDir(config), {
    extensions: pgliteExtensions,
    loadDataDir: dump,
  });
  await client.waitReady;
  await client.close();
}
