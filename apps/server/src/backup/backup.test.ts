import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, emptyPostgresDatabase, type TestApp } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../db/demo/accounts.ts';
import { listBackups, takeBackup, type Manifest } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { runScheduledBackup } from './schedule.ts';
import { databaseNotEmpty } from './database.ts';
import { FolderTarget } from './targets.ts';
import { clientLoginPassword } from '@school/contract/api/basic';
import { bookSlots, listLessons } from '@school/contract/api/booking';
import { createOrder } from '@school/contract/api/mall';

const onPostgres = process.env.TEST_DB === 'postgres';
/** The settings of test/helpers.ts createTestApp, as environment variables. */
const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000',
  WEB_DIST: '/nonexistent',
  CONSOLE_DIST: '/nonexistent',
  LESSON_SETTLE_SECONDS: '3600',
  NOTIFY_SEND_SECONDS: '3600',
  PUBLIC_CACHE_SECONDS: '0',
};
const settingsOf = (env: Record<string, string | undefined>) => loadConfig({ ...testEnv, ...env });
const rows = async <T>(db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Every table's row count and a checksum of its rows, by schema-qualified name. */
async function fingerprint(db: Db) {
  const tables = await rows<{ name: string }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [r] = await rows<{ n: number; sum: string | null }>(
      db,
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum from ${name} t`,
    );
    out[name] = `${r!.n} ${r!.sum ?? '-'}`;
  }
  return out;
}

/**
 * A school filled (demo data, a booking, an order, an uploaded avatar, a lesson's recording) is
 * backed up to a folder and restored into a new, empty one: every table has the same rows, every
 * file the same bytes, and the demo family signs in to the same lessons. The embedded database
 * and PostgreSQL each in their own run.
 */
describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  let source: Config;
  let token: string;
  let manifest: Manifest;
  let restoredUrl: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'hG-backup-test-'));
    const env = { DEMO_DATA: 'true', DATA_DIR: path.join(work, 'school') };
    t = await createTestApp(env);
    const url = onPostgres
      ? (t.database.pool as unknown as { options: { connectionString: string } }).options
          .connectionString
      : undefined;
    source = settingsOf({ ...env, DATABASE_URL: url });
    // The demo family books a lesson two days ahead and orders a lesson card.
    const login = await t.api(clientLoginPassword, { phone: DEMO_PHONE, password: DEMO_PASSWORD });
    token = login.body.data.token;
    const slots = await rows<{ id: number }>(
      t.database.db,
      `select id from teacher_slots where status = 'open' and start_at > '${new Date(
        t.clock.now().getTime() + 48 * 3600_000,
      ).toISOString()}' order by start_at, id limit 30`,
    );
    let booked = false;
    for (const { id } of slots) {
      const res = await t.api(bookSlots, { slotIds: [id] }, { token });
      if (res.body.code === 0) {
        booked = true;
        break;
      }
    }
    expect(booked).toBe(true);
    const [product] = await rows<{ id: number }>(
      t.database.db,
      `select id from products where status = 'on_sale' order by id limit 1`,
    );
    const order = await t.api(createOrder, { productId: product!.id, quantity: 1 }, { token });
    expect(order.body.code).toBe(0);
    await t.app.ctx.storage.put('avatars/backup-test.png', Buffer.from('a picture'), 'image/png');
    await t.app.ctx.recordings.write('lessons/1/replay.webm', Buffer.alloc(70_000, 7));
  });
  afterAll(async () => {
    await t?.close();
    await restoredUrl?.drop();
    await rm(work, { recursive: true, force: true });
  });

  it('writes the database and every stored file with its SHA-256 in the manifest', async () => {
    const result = await takeBackup(source, new FolderTarget(path.join(work, 'backups')), {
      live: t.database.db,
    });
    manifest = result.manifest;
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.files.map((f) => f.name).sort()).toEqual([
      'files/recordings/lessons/1/replay.webm',
      'files/uploads/avatars/backup-test.png',
    ]);
    const saved = JSON.parse(
      await readFile(path.join(work, 'backups', result.name, 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(saved.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.files.find((f) => f.name.endsWith('.png'))).toEqual({
      name: 'files/uploads/avatars/backup-test.png',
      bytes: 9,
      sha256: createHash('sha256').update('a picture').digest('hex'),
    });
  });

  it('restores into an empty school: same rows, same files, same lessons for the family', async () => {
    const dataDir = path.join(work, 'restored');
    restoredUrl = onPostgres ? await emptyPostgresDatabase() : undefined;
    const target = settingsOf({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
      DATABASE_URL: restoredUrl?.url,
    });
    await restoreBackup(target, new FolderTarget(path.join(work, 'backups')));

    const restored: Database = await openDatabase(
      restoredUrl ? { url: restoredUrl.url, poolSize: 4 } : { dataDir },
    );
    try {
      const before = await fingerprint(t.database.db);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      expect(before['public.orders']).toMatch(/^[1-9]/);
      expect(await fingerprint(restored.db)).toEqual(before);
      expect(await readFile(path.join(dataDir, 'uploads/avatars/backup-test.png'), 'utf8')).toBe(
        'a picture',
      );
      expect(await readFile(path.join(dataDir, 'recordings/lessons/1/replay.webm'))).toEqual(
        Buffer.alloc(70_000, 7),
      );
      const app = await buildApp(target, { database: restored, clock: t.clock });
      await app.ready();
      try {
        const login = await app.inject({
          method: 'POST',
          url: clientLoginPassword.path,
          payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
        });
        expect(login.json().code).toBe(0);
        const lessons = (tok: string, a: typeof app) =>
          a
            .inject({
              method: 'GET',
              url: listLessons.path,
              headers: { authorization: `Bearer ${tok}` },
            })
            .then((r) => r.json().data as unknown);
        const seen = await lessons(token, t.app);
        expect(await lessons((login.json().data as { token: string }).token, app)).toEqual(seen);
        expect((seen as { list: unknown[] }).list.length).toBeGreaterThan(7);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses a school that is not empty, and a backup whose file was changed', async () => {
    const dataDir = path.join(work, 'restored');
    const target = settingsOf({ DATA_DIR: dataDir, DATABASE_URL: restoredUrl?.url });
    await expect(
      restoreBackup(target, new FolderTarget(path.join(work, 'backups'))),
    ).rejects.toThrow(/refusing to restore over a school/);

    const other = path.join(work, 'other');
    const fresh = onPostgres ? await emptyPostgresDatabase() : undefined;
    try {
      const [name] = (await new FolderTarget(path.join(work, 'backups')).list('')).filter((n) =>
        n.endsWith('.png'),
      );
      await writeFile(path.join(work, 'backups', name!), 'another picture');
      const into = settingsOf({ DATA_DIR: other, DATABASE_URL: fresh?.url });
      await expect(
        restoreBackup(into, new FolderTarget(path.join(work, 'backups'))),
      ).rejects.toThrow(
        /backup-test\.png: its checksum differs from the manifest; nothing restored/,
      );
      // Nothing was written: the same restore is still possible.
      expect(await databaseNotEmpty(into)).toBeUndefined();
      expect(existsSync(path.join(other, 'uploads'))).toBe(false);
    } finally {
      await fresh?.drop();
    }
  });

  it('BACKUP_SCHEDULE: one backup a day once its time has come, the newest BACKUP_KEEP kept', async () => {
    const to = path.join(work, 'daily');
    const now = t.clock.now();
    const at = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const ctx = (scheduleAt: string) => ({
      ...t.app.ctx,
      config: settingsOf({
        DATA_DIR: source.DATA_DIR,
        DATABASE_URL: source.DATABASE_URL,
        TIME_ZONE: 'UTC',
        BACKUP_SCHEDULE: scheduleAt,
        BACKUP_TO: to,
        BACKUP_KEEP: '2',
      }),
    });
    // Not yet: the time of day is still ahead (unless the test runs just before midnight UTC).
    if (now.getUTCHours() < 23)
      expect(await runScheduledBackup(ctx(at(now.getTime() + 3600_000)))).toBeUndefined();
    const due = ctx(at(now.getTime() - 60_000));
    const first = await runScheduledBackup(due);
    expect(first).toMatch(/^school-backup-/);
    // Taken today already: the next minutes take none.
    expect(await runScheduledBackup(due)).toBeUndefined();
    expect(await listBackups(new FolderTarget(to))).toEqual([first]);
    // Three days later, two kept.
    for (let day = 1; day <= 3; day++) {
      t.clock.advance(24 * 3600_000);
      expect(await runScheduledBackup(due)).toMatch(/^school-backup-/);
    }
    expect(await listBackups(new FolderTarget(to))).toHaveLength(2);
  });
});
