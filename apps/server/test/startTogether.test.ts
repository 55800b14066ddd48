import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import { emptyPostgresDatabase } from './helpers.ts';
import { health } from '@school/contract/api/system';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Copies of the server as a deploy starts them: each opens the database and builds the app. */
async function startCopies(url: string, n: number, migrations?: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '3',
    DEMO_DATA: 'true',
    JOBS_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
  });
  return Promise.all(
    Array.from({ length: n }, () =>
      buildApp(config, {
        openingDatabase: openDatabase({ url, poolSize: 3, migrationsFolder: migrations }),
      }),
    ),
  );
}

async function healthOfAll(apps: Awaited<ReturnType<typeof startCopies>>) {
  try {
    return await Promise.all(
      apps.map(async (app) => (await app.inject({ url: health.path })).json().data),
    );
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

// Many copies on one PostgreSQL server is what this is about; the embedded database has one
// process by construction.
describe.skipIf(!onPostgres)('copies started at the same moment (PostgreSQL only)', () => {
  it('three copies on an empty database all come up, with the demo data loaded once', async () => {
    const db = await emptyPostgresDatabase();
    try {
      const apps = await startCopies(db.url, 3);
      const first = apps[0]!;
      const families = await first.ctx.db.execute(
        sql`select count(*)::int as n from users where phone = '13800000000'`,
      );
      expect(await healthOfAll(apps)).toEqual(
        Array(3).fill({ status: 'ok', database: 'postgres' }),
      );
      expect((families as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('a rolling deploy: two new copies with a new migration start together on a used database', async () => {
    const db = await emptyPostgresDatabase();
    const older = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      // The release before: every migration but the newest.
      await cp(migrationsFolder, older, { recursive: true });
      const journalFile = path.join(older, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
      journal.entries.pop();
      await writeFile(journalFile, JSON.stringify(journal));
      const old = await openDatabase({ url: db.url, poolSize: 1, migrationsFolder: older });
      await old.close();

      const apps = await startCopies(db.url, 2);
      expect(await healthOfAll(apps)).toEqual(
        Array(2).fill({ status: 'ok', database: 'postgres' }),
      );
    } finally {
      await rm(older, { recursive: true, force: true });
      await db.drop();
    }
  }, 120_000);
});
