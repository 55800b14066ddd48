import { randomBytes } from 'node:crypto';
// `pg` comes from the workspace root (the server depends on it).
import pg from 'pg';
import { onCleanup } from './processes.ts';

/** The PostgreSQL server to benchmark on, if one is configured. */
export function configuredPostgres(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Creates `bench_<random>` (or `<BENCH_DB_PREFIX>_<random>`, where several people share one
 * PostgreSQL server) on the server of `adminUrl` and returns its URL. The database is dropped at
 * the end of the run (also on error or Ctrl-C).
 */
export async function createBenchDatabase(adminUrl: string): Promise<string> {
  const prefix = process.env.BENCH_DB_PREFIX || 'bench';
  if (!/^\w{1,40}$/.test(prefix)) throw new Error('BENCH_DB_PREFIX: letters, digits and _ only');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  onCleanup(() => dropDatabase(adminUrl, name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // FORCE (PostgreSQL 13+) ends connections a killed server may have left behind.
    await admin
      .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      .catch(async (err: Error) => {
        if (!/syntax/i.test(err.message)) throw err;
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
  } finally {
    await admin.end();
  }
}

/** The URL without its password, for printing. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
