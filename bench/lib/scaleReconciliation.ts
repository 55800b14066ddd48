import { readFile } from 'node:fs/promises';
// `pg` comes from the workspace root (the server depends on it).
import pg from 'pg';
import { describe } from './http.ts';
import { log } from './log.ts';
import { createBenchDatabase, redact } from './postgres.ts';
import { figure, type Figure } from './report.ts';
import { startSchoolServer, tempDir, type RunningServer } from './servers.ts';
import { benchStaffToken } from './scaleStaff.ts';

/**
 * The daily reconciliation of a busy day (issue 25): a gateway bill of `lines` lines (default
 * 200,000) compared with as many school payments, on PostgreSQL, by the built server. Runs with
 * `--scale` or alone with `--scale-reconciliation[=lines]` (no scale school is seeded).
 *
 * A fresh database (BENCH_DB_PREFIX, default `bench`, then a random suffix; dropped at the end),
 * the built server on it (demo data for a product, jobs off, the sandbox gateway), then in SQL:
 * one family, `lines` paid orders with their bills and payments on yesterday's Beijing day, and
 * the sandbox's trades of that day, which are its bill. Of every 1,000 lines one payment has no
 * trade (missing_gateway), one trade another amount (amount) and one trade a number the school
 * never issued (missing_school): 3 differences per 1,000 lines. Finance then runs the day again
 * from the console (`POST finance/reconciliation/rerun`, which answers when the run has ended);
 * the figures are its time and the server's peak resident memory (VmHWM), beside its memory
 * before the run.
 */
export const RECONCILIATION_LINES = 200_000;
export const reconciliationBudgets = { seconds: 60, peakMb: 512 };

const group = 'Reconciliation of a busy day (PostgreSQL)';
const RERUN = '/api/lc_admin_service/finance/reconciliation/rerun';

export function parseReconciliationArg(args: string[]): number | undefined {
  const arg = args.find(
    (a) => a === '--scale-reconciliation' || a.startsWith('--scale-reconciliation='),
  );
  if (!arg) return undefined;
  const lines = arg.includes('=') ? Number(arg.split('=')[1]) : RECONCILIATION_LINES;
  if (!Number.isSafeInteger(lines) || lines < 1_000)
    throw new Error('--scale-reconciliation=<lines>: at least 1000');
  return lines;
}

export async function runReconciliationBench(adminUrl: string, lines: number): Promise<Figure[]> {
  const url = await createBenchDatabase(adminUrl);
  log(`${group}: fresh database ${redact(url)}`);
  const server = await startSchoolServer({
    dataDir: await tempDir('bench-recon-'),
    databaseUrl: url,
    env: { JOBS_ENABLED: 'false', DEMO_DATA: 'true', PAYMENT_PROVIDER: 'sandbox' },
  });
  try {
    const day = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Asia/Shanghai',
    });
    const seedStart = performance.now();
    const runId = await seedDay(url, day, lines);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`${group}: ${lines} lines of ${day} seeded in ${seedSeconds.toFixed(1)} s`);
    const token = await benchStaffToken(url, 'finance');
    const before = await memoryMb(server);
    const started = performance.now();
    const res = await fetch(server.base + RERUN, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: runId }),
      signal: AbortSignal.timeout(10 * 60_000),
    });
    const seconds = (performance.now() - started) / 1000;
    const text = await res.text();
    const after = await memoryMb(server);
    const run = (JSON.parse(text) as { code: number; data?: Record<string, unknown> }).data;
    const expected = {
      status: 'differences',
      gatewayPayCount: lines,
      schoolPayCount: lines,
      differenceCount: 3 * Math.floor(lines / 1000),
    };
    const wrong = Object.entries(expected).filter(([k, v]) => run?.[k] !== v);
    const problem =
      res.ok && wrong.length === 0
        ? undefined
        : describe({ status: res.status, text, body: undefined });
    log(
      `${group}: ${lines} lines in ${seconds.toFixed(1)} s; server memory ${before.rss} MB before, ` +
        `peak ${after.peak} MB; run ${JSON.stringify(run && { ...expected, ...pick(run, Object.keys(expected)) })}`,
    );
    const note = problem
      ? `reconciliation: the run did not end as expected (${wrong.map(([k, v]) => `${k} ${String(run?.[k])}, expected ${v}`).join('; ')}): ${problem}`
      : `${lines} bill lines and ${lines} payments; ${expected.differenceCount} differences found; seeding ${seedSeconds.toFixed(0)} s (not counted)`;
    return [
      figure({
        group,
        name: `run again, ${lines} lines: time`,
        unit: 's',
        value: seconds,
        errors: problem ? 1 : 0,
        budget: { on: 'value', op: '<=', limit: reconciliationBudgets.seconds },
        note,
      }),
      figure({
        group,
        name: `run again, ${lines} lines: server peak memory`,
        unit: 'MB',
        value: after.peak,
        baseline: { label: 'resident before the run', value: before.rss },
        budget: { on: 'value', op: '<=', limit: reconciliationBudgets.peakMb },
      }),
    ];
  } finally {
    await server.stop();
  }
}

const pick = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]]));

/** The server's resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
async function memoryMb(server: RunningServer) {
  const status = await readFile(`/proc/${server.child.proc.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The day's school records and the sandbox's trades, set-based; returns the day's run id. */
async function seedDay(url: string, day: string, n: number): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const card = await db.query<{ id: number }>(
      `select id from products where kind = 'card' and status = 'on_sale' order by id limit 1`,
    );
    const productId = card.rows[0]?.id;
    if (!productId) throw new Error('the demo school has no card to sell');
    const user = await db.query<{ id: number }>(
      `insert into users (phone, name, role, created_at, updated_at)
       values ('15999990001', 'bench reconciliation', 'student', now(), now()) returning id`,
    );
    const userId = user.rows[0]!.id;
    // The day's instants: n spread over the Beijing day, none at its edges.
    const at = `('${day}T00:00:01+08:00'::timestamptz + (f * (86000.0 / ${n})) * interval '1 second')`;
    await db.query(`
      create temporary table day_orders as
      select f, ${at} as at, 'RC' || lpad(f::text, 7, '0') as order_no, 10000 + (f % 7) * 100 as amount
      from generate_series(0, ${n - 1}) f`);
    await db.query(`
      insert into orders (order_no, user_id, product_id, product_snapshot, quantity, unit_price,
        amount, status, created_at, expires_at, paid_at, gateway, updated_at)
      select d.order_no, ${userId}, p.id,
        jsonb_build_object('productId', p.id, 'kind', p.kind, 'name', p.name, 'cover', p.cover,
          'price', d.amount, 'lessonCount', p.lesson_count, 'validityDays', p.validity_days,
          'courseLevel', p.course_level),
        1, d.amount, d.amount, 'paid', d.at - interval '2 minutes', d.at + interval '28 minutes',
        d.at, 'sandbox', d.at
      from day_orders d, (select * from products where id = ${productId}) p`);
    await db.query(`
      insert into order_bills (bill_no, order_id, user_id, gateway, amount, status, trade_no,
        created_at, paid_at)
      select 'RB' || o.order_no, o.id, o.user_id, 'sandbox', o.amount, 'paid', 'RT' || o.order_no,
        o.created_at + interval '1 minute', o.paid_at
      from orders o where o.order_no like 'RC%'`);
    await db.query(`
      insert into payments (gateway, trade_no, bill_id, order_id, amount, product_id, source,
        granted, created_at)
      select 'sandbox', b.trade_no, b.id, b.order_id, b.amount, ${productId}, 'notify', true, b.paid_at
      from order_bills b where b.bill_no like 'RBRC%'`);
    // The gateway's books: every payment but one in 1,000; one in 1,000 of another amount;
    // one in 1,000 a number the school never issued.
    await db.query(`
      insert into sandbox_trades (trade_no, out_trade_no, amount, created_at)
      select 'RT' || order_no, 'RB' || order_no,
        case when f % 1000 = 500 then amount + 1 else amount end, at - interval '1 second'
      from day_orders where f % 1000 <> 0
      union all
      select 'RX' || f, 'RX-UNKNOWN-' || f, 5000, at
      from day_orders where f % 1000 = 0`);
    await db.query('analyze');
    const run = await db.query<{ id: number }>(
      `insert into reconciliation_runs (gateway, day, status, created_at)
       values ('sandbox', $1, 'failed', now()) returning id`,
      [day],
    );
    return run.rows[0]!.id;
  } finally {
    await db.end();
  }
}
