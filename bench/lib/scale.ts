import autocannon from 'autocannon';
import pg from 'pg';
import path from 'node:path';
import { isSuccess, requestJson, describe } from './http.ts';
import { log } from './log.ts';
import { repoRoot } from './paths.ts';
import { onCleanup, spawnChild } from './processes.ts';
import { figure, type Figure } from './report.ts';
import { startSchoolServer, tempDir, type RunningServer } from './servers.ts';
import {
  consoleCalls,
  familyCalls,
  scaleBudgets,
  scaleDefaults,
  type ScaleCall,
  type SchoolFacts,
} from './scaleCalls.ts';
import { measureBookAndCancel } from './scaleBooking.ts';
import { benchStaffToken, type BenchStaffRole } from './scaleStaff.ts';

/**
 * `npm run bench -- --scale`: the cost curve (issue #17). For each size (base x 1, 10, 100
 * families), a PostgreSQL database seeded by `npm run seed:scale`, the built server on it, and
 * every call of `scaleCalls.ts` under load: req/s and p99 per size, the growth of p99 from the
 * smallest to the largest size and p99 at the largest, each beside its budget.
 */
export interface ScaleOptions {
  base: number;
  factors: number[];
  seconds: number;
  /** Keep the seeded databases (and reuse ones seeded the same day with the same size). */
  keep: boolean;
}

export function parseScaleArgs(args: string[]): ScaleOptions {
  const o: ScaleOptions = { ...scaleDefaults, keep: false };
  for (const a of args) {
    const [k, v] = a.split('=');
    if (k === '--scale-base') o.base = Number(v);
    else if (k === '--scale-factors') o.factors = v!.split(',').map(Number);
    else if (k === '--scale-seconds') o.seconds = Number(v);
    else if (k === '--scale-keep') o.keep = true;
  }
  if (!(o.base >= 10) || o.factors.some((f) => !(f >= 1)) || !(o.seconds > 0))
    throw new Error('--scale-base >= 10, --scale-factors=1,10,100, --scale-seconds > 0');
  return o;
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  note?: string;
}

const group = 'Scale on PostgreSQL';
/** p99 below this counts as this in the growth ratio (whole-ms resolution; budget 50 ms). */
const GROWTH_FLOOR_MS = 5;
const schoolZone = 'Asia/Shanghai';

export async function runScaleBench(adminUrl: string, o: ScaleOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  // results[call][size index]
  const results = new Map<string, (Measured | null)[]>();
  const sizes = o.factors.map((f) => o.base * f);
  const consoleMissing: string[] = [];
  for (const [i, families] of sizes.entries()) {
    const url = await scaleDatabase(adminUrl, families, o.keep, figures);
    const server = await startSchoolServer({
      dataDir: await tempDir('bench-scale-'),
      databaseUrl: url,
      env: { JOBS_ENABLED: 'false', DEMO_DATA: 'false', DATABASE_POOL_SIZE: '20' },
    });
    try {
      const facts = await schoolFacts(server);
      // The seeder gives the first 1,000 families (or all, when fewer) a session.
      const tokens = Array.from(
        { length: Math.min(families, 1000) },
        (_, n) => `scale-${scaleDefaults.seed}-${n}`,
      );
      // The console's lists are read by signed-in staff, each list by a role that may read it.
      const staff = {
        academic: await benchStaffToken(url, 'academic'),
        finance: await benchStaffToken(url, 'finance'),
        support: await benchStaffToken(url, 'support'),
      };
      for (const call of [...familyCalls, ...consoleCalls]) {
        const r = await measureCall(server, call, facts, tokens, o.seconds, staff);
        if (r === 'missing') {
          if (!consoleMissing.includes(call.name)) consoleMissing.push(call.name);
          continue;
        }
        const list = results.get(call.name) ?? sizes.map(() => null);
        list[i] = r;
        results.set(call.name, list);
        log(`${group}: ${families} families: ${call.name}: ${fmt(r)}`);
      }
      const booking = await measureBookAndCancel(server.base, facts, tokens, o.seconds);
      for (const [name, r] of Object.entries(booking)) {
        const list = results.get(name) ?? sizes.map(() => null);
        list[i] = r;
        results.set(name, list);
        log(`${group}: ${families} families: ${name}: ${fmt(r)}`);
      }
    } finally {
      await server.stop();
    }
  }
  for (const [name, list] of results) figures.push(...callFigures(name, list, sizes));
  for (const name of consoleMissing)
    figures.push(
      figure({
        group,
        name: `${name} p99 @${sizes.at(-1)}`,
        unit: 'ms',
        value: null,
        budget: { on: 'value', op: '<=', limit: scaleBudgets.consoleP99Ms },
        note: `${name}: not measured: console missing (no ${'/api/lc_admin_service'} list on this build)`,
      }),
    );
  return figures;
}

const fmt = (r: Measured | null) =>
  r ? `${Math.round(r.rps)} req/s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}` : '-';

function callFigures(name: string, list: (Measured | null)[], sizes: number[]): Figure[] {
  const isConsole = name.startsWith('console:');
  const out: Figure[] = [];
  for (const [i, r] of list.entries()) {
    out.push(
      figure({
        group,
        name: `${name} req/s @${sizes[i]}`,
        unit: 'req/s',
        value: r?.rps ?? null,
        errors: r?.errors ?? 0,
        note: r?.note,
      }),
    );
  }
  const first = list[0];
  const last = list.at(-1);
  const top = sizes.at(-1);
  out.push(
    figure({
      group,
      name: `${name} p99 @${top}`,
      unit: 'ms',
      value: last?.p99 ?? null,
      budget: {
        on: 'value',
        op: '<=',
        limit: isConsole ? scaleBudgets.consoleP99Ms : scaleBudgets.familyP99Ms,
      },
    }),
  );
  if (!isConsole && sizes.length > 1)
    out.push(
      figure({
        group,
        name: `${name} p99 growth ${top}/${sizes[0]}`,
        unit: 'ms',
        // autocannon's histogram holds whole milliseconds: between 2 and 3 ms p99 is one step of
        // its resolution, not growth. Both sides count as at least GROWTH_FLOOR_MS.
        value: last ? Math.max(last.p99, GROWTH_FLOOR_MS) : null,
        baseline: {
          label: `p99 @${sizes[0]} (${GROWTH_FLOOR_MS} ms floor)`,
          value: first ? Math.max(first.p99, GROWTH_FLOOR_MS) : null,
        },
        budget: { on: 'ratio', op: '<=', limit: scaleBudgets.maxGrowth },
      }),
    );
  return out;
}

/**
 * The database of one size: `bench_scale_<families>_s<seed>`, seeded by the repository's own
 * seeder in a child process. With `keep`, one seeded today is reused and kept at the end.
 */
async function scaleDatabase(
  adminUrl: string,
  families: number,
  keep: boolean,
  figures: Figure[],
): Promise<string> {
  const name = `bench_scale_${families}_s${scaleDefaults.seed}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: schoolZone });
    const found = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    const comment = found.rows[0]?.comment ?? '';
    if (!keep) onCleanup(() => dropDatabase(adminUrl, name));
    if (keep && comment.includes(`families=${families} `) && comment.includes(`day=${today}`)) {
      log(`${group}: reusing ${name} (${comment})`);
      return url.toString();
    }
    if (found.rows.length) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  log(`${group}: seeding ${families} families into ${name}`);
  const started = performance.now();
  const child = spawnChild(
    `seed:scale ${families}`,
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [
      'apps/server/src/db/scale/seed.ts',
      `--families=${families}`,
      `--seed=${scaleDefaults.seed}`,
      `--database-url=${url.toString()}`,
    ],
    { cwd: repoRoot },
  );
  const code = await child.exited;
  if (code !== 0) throw new Error(`seed:scale failed (${code}): ${child.problem()}`);
  const seconds = (performance.now() - started) / 1000;
  figures.push(
    figure({ group, name: `seed:scale, ${families} families`, unit: 's', value: seconds }),
  );
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A seeded teacher (the first of the list that is not a demo teacher) and today's date. */
async function schoolFacts(server: RunningServer): Promise<SchoolFacts> {
  const r = await requestJson(
    `${server.base}/api/lc_course_service/teacher/list?page=1&pageSize=100`,
  );
  if (!isSuccess(r)) throw new Error(`teacher/list answered ${describe(r)}`);
  const list = (r.body!.data as { list: { id: number }[] }).list;
  const teacher = list.find((t) => t.id > 10) ?? list[0];
  if (!teacher) throw new Error('the seeded school has no teacher');
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: schoolZone,
    });
  return { teacherId: teacher.id, today: day(0), day };
}

/** One call under load; 'missing' when the route does not exist (the console not built yet). */
async function measureCall(
  server: RunningServer,
  call: ScaleCall,
  facts: SchoolFacts,
  tokens: string[],
  seconds: number,
  staffTokens: Record<BenchStaffRole, string>,
): Promise<Measured | 'missing'> {
  const url = server.base + call.path(facts);
  const staff = call.kind === 'console';
  const staffToken = staffTokens[call.role ?? 'finance'];
  const check = await requestJson(url, {
    token: staff ? staffToken : call.auth ? tokens[0] : undefined,
  });
  if (call.kind === 'console' && check.status === 404) return 'missing';
  if (!isSuccess(check))
    return { rps: 0, p99: 0, errors: 1, note: `${call.name}: ${describe(check)}` };
  let n = 0;
  const opts = {
    url,
    connections: scaleDefaults.connections,
    timeout: 10,
    verifyBody: (body: string) => /"code":0[,}]/.test(body),
    requests: [
      {
        setupRequest: (req: { headers?: Record<string, string> }) => {
          if (staff) req.headers = { ...req.headers, authorization: `Bearer ${staffToken}` };
          else if (call.auth)
            req.headers = {
              ...req.headers,
              authorization: `Bearer ${tokens[n++ % tokens.length]}`,
            };
          return req;
        },
      },
    ],
  };
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: seconds });
  // A non-2xx answer is also a body without code 0: count it once.
  const errors = r.errors + Math.max(r.mismatches, r.non2xx);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors,
    note: errors ? `${call.name}: ${errors} failed requests of ${r.requests.total}` : undefined,
  };
}
