import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database (the PGlite run). */
    pgliteDump: string;
    /** A migrated, empty database on the PostgreSQL server to copy (the PostgreSQL run). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one empty database for the whole run; each test file then starts from a copy of it
 * (decision 0003) instead of applying every migration again: PGlite from a dump of its data
 * folder, PostgreSQL with `create database ... template`. For the PostgreSQL run it also checks
 * the server is reachable, so a misconfigured TEST_DATABASE_URL fails fast with a clear message.
 */
export async function setup(project: TestProject) {
  const kind =
    (project.config.env as Record<string, string> | undefined)?.TEST_DB ?? process.env.TEST_DB;
  if (kind === 'postgres') return setupPostgres(project);
  // Kept small as the built server's template is (scripts/build.mjs): write-ahead log segments
  // of 1 MB instead of 16 MB, and no template0 and template1 databases, which only CREATE
  // DATABASE reads. Each file loads this dump into a new PGlite: 16 MB instead of 45 MB took
  // a start from about 1.8 s to 1.2 s of CPU, some 70 s over the PGlite run's files.
  const client = new PGlite({
    extensions: pgliteExtensions,
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=2MB'],
  });
  await migrate(drizzle(client), { migrationsFolder });
  for (const name of ['template0', 'template1']) {
    await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${name}`);
  }
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(
    os.tmpdir(),
    `school-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query('select 1');
  } catch (err) {
    await admin.end().catch(() => {});
    throw new Error(`cannot reach TEST_DATABASE_URL (${url}): ${(err as Error).message}`, {
      cause: err,
    });
  }
  const prefix = (process.env.TEST_DB_PREFIX ?? 't').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // Migrated, then closed: a database cannot be copied while anyone is connected to it.
  const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
