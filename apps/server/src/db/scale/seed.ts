/**
 * `npm run seed:scale -- --families N [--seed S] [--database-url URL]`: a school at scale on
 * PostgreSQL (docs/design/scale.md §11), for the scale bench and for trying the console on real volumes.
 * Without --database-url it creates `school_scale_<N>_s<S>` on postgres://postgres@127.0.0.1:5432
 * (PGHOST/PGUSER/... or SCALE_ADMIN_URL change the server). See docs/decisions/0017-*.md.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dateInZone } from '@school/contract/helpers/time';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../clock.ts';
import { openDatabase } from '../client.ts';
import { loadDemoData } from '../demo/index.ts';
import type { AppContext } from '../../context.ts';
import { scalePlan, type ScalePlan } from './plan.ts';
import { bulkTables, scaleSteps, type Bases } from './statements.ts';

export interface SeedResult {
  databaseUrl: string;
  seconds: number;
  counts: Record<string, number>;
}

const log = (s: string) => process.stderr.write(`${s}\n`);

/** The admin URL the default database is created on. */
export const defaultAdminUrl = () =>
  process.env.SCALE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const scaleDatabaseName = (families: number, seed: number) =>
  `school_scale_${families}_s${seed}`;

/** Creates the database (refusing one that exists) and returns its URL. */
export async function createScaleDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test' || name === 'postgres')
    throw new Error(`refusing database name ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Fills `databaseUrl` (migrated first through the server's own migrator, then the demo school,
 * then the scale rows). Refuses a database that already has families beyond the demo.
 */
export async function seedScale(
  databaseUrl: string,
  plan: ScalePlan,
  now = new Date(),
): Promise<SeedResult> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: 'true' });
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await loadDemoData({ config, db: database.db, clock: systemClock } as unknown as AppContext);
  } finally {
    await database.close();
  }
  log(`seed:scale: migrated and demo school loaded (${elapsed(started)})`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query<{ n: number }>(
      `select count(*)::int as n from users where phone like '15%'`,
    );
    if (users.rows[0]!.n > 0) throw new Error('this database is already seeded; use a new one');
    // Bulk-load settings for this session only: no wait for the WAL flush, no foreign-key
    // triggers (the rows are made consistent by construction), big sorts in memory.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set session_replication_role = replica`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    const bases = await readBases(client);
    const today = dateInZone(now, config.TIME_ZONE);
    const indexes = await dropSecondaryIndexes(client);
    for (const step of scaleSteps(plan, bases, today, config.TIME_ZONE)) {
      const t = performance.now();
      await client.query(step.sql);
      log(`seed:scale: ${step.name} (${elapsed(t)})`);
    }
    const t = performance.now();
    for (const def of indexes) await client.query(def);
    log(`seed:scale: ${indexes.length} indexes built again (${elapsed(t)})`);
    await resetSequences(client);
    await client.query(`set session_replication_role = origin`);
    const a = performance.now();
    // VACUUM too: a school's tables have been vacuumed by autovacuum long since; without the
    // visibility map a fresh load reads heap pages for what are index-only scans in production.
    await client.query('vacuum (analyze)');
    log(`seed:scale: vacuum and analyze (${elapsed(a)})`);
    await client.query(
      `comment on database ${quoteIdent(new URL(databaseUrl).pathname.slice(1))} is ` +
        `'school-scale families=${plan.families} seed=${plan.seed} day=${today}'`,
    );
    const counts = await countRows(client);
    return { databaseUrl, seconds: (performance.now() - started) / 1000, counts };
  } finally {
    await client.end();
  }
}

const elapsed = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function readBases(client: pg.Client): Promise<Bases> {
  const max = async (table: string) =>
    (await client.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`))
      .rows[0]!.n;
  const card = await client.query<{ id: number }>(
    `select id from products where kind = 'card' and status = 'on_sale'
     order by abs(lesson_count - 20), id limit 1`,
  );
  if (!card.rows[0]) throw new Error('the demo school has no lesson-count card to sell');
  return {
    user: await max('users'),
    teacher: await max('teachers'),
    slot: await max('teacher_slots'),
    lesson: await max('lessons'),
    grant: await max('credit_grants'),
    order: await max('orders'),
    cardId: card.rows[0].id,
  };
}

/**
 * Drops the secondary indexes of the bulk tables (not primary keys or indexes behind a
 * constraint) and returns their definitions: building an index once over the loaded rows is
 * several times faster than keeping it up to date row by row. The unique ones are checked then.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const res = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [bulkTables],
  );
  for (const r of res.rows) await client.query(`drop index ${r.name}`);
  return res.rows.map((r) => r.def);
}

async function resetSequences(client: pg.Client) {
  await client.query(`
    do $$ declare r record; begin
      for r in select c.relname as t, a.attname as col,
                      pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
               from pg_class c join pg_attribute a on a.attrelid = c.oid
               where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
                 and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null loop
        execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)',
                       r.seq, r.col, r.t);
      end loop;
    end $$`);
}

const countedTables = [
  'users',
  'teachers',
  'teacher_slots',
  'lessons',
  'lesson_reports',
  'teacher_reviews',
  'credit_grants',
  'credit_ledger',
  'orders',
  'order_bills',
  'payments',
  'exam_results',
  'teacher_collections',
  'surveys',
  'sessions',
];

async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of countedTables)
    out[t] = (await client.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: {
      families: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.families) {
    log('usage: npm run seed:scale -- --families N [--seed S] [--database-url URL]');
    process.exit(values.help ? 0 : 1);
  }
  const plan = scalePlan(Number(values.families), Number(values.seed));
  const url =
    values['database-url'] ??
    (await createScaleDatabase(defaultAdminUrl(), scaleDatabaseName(plan.families, plan.seed)));
  log(
    `seed:scale: ${plan.families} families, ${plan.teachers} teachers, seed ${plan.seed} into ` +
      url.replace(/:[^:@/]*@/, ':***@'),
  );
  const result = await seedScale(url, plan);
  log(`seed:scale: done in ${result.seconds.toFixed(1)} s`);
  console.log(JSON.stringify(result, null, 2));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((err: unknown) => {
    log(`seed:scale: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
