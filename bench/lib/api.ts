import { describe, isSuccess, requestJson } from './http.ts';
import { measureLoad, type LoadResult } from './load.ts';
import { loginBySms, loginStaff } from './login.ts';
import { BARE_PATH, startSchoolServer, tempDir, type RunningServer } from './servers.ts';
import { figure, type Figure } from './report.ts';
import {
  benchPhone,
  benchStaff,
  endpoints as allEndpoints,
  wantedEndpoint,
  type DatabaseKind,
  type Endpoint,
} from './targets.ts';
import { log } from './log.ts';

export interface ApiBlockResult {
  figures: Figure[];
  details: Record<string, unknown>;
}

const label: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const endpoints = allEndpoints.filter(wantedEndpoint);

const count = new Intl.NumberFormat('en-US');

/** The counts of every load run, failed or not, in the progress log. */
function logLoad(group: string, name: string, r: LoadResult) {
  log(
    `${group}: ${name}: ${count.format(Math.round(r.rps))} req/s, p99 ${r.p99Ms} ms, ` +
      `${count.format(r.requests)} requests, non-2xx ${r.non2xx}, errors ${r.detail.errors} ` +
      `(time-outs ${r.detail.timeouts}), bodies without code 0 ${r.detail.mismatches}`,
  );
}

function loadNote(r: LoadResult): string | undefined {
  const failed = r.non2xx + r.errors;
  if (failed === 0) return undefined;
  const d = r.detail;
  const statuses = Object.entries(r.statusCodes)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return (
    `failed requests of ${r.requests}: non-2xx ${r.non2xx} (statuses ${statuses}), ` +
    `connection errors ${d.errors - d.timeouts}, time-outs ${d.timeouts}, ` +
    `bodies without code 0 ${d.mismatches}`
  );
}

/**
 * The API block for one database: the real server (fresh data), the bare route as baseline (same
 * machine, same moment), then every endpoint of `targets.ts`. An endpoint that cannot be called
 * (missing route, failed login) is reported unavailable with the reason; the others still run.
 */
export async function runApiBlock(
  db: DatabaseKind,
  bare: RunningServer,
  databaseUrl?: string,
): Promise<ApiBlockResult> {
  const group = `API on ${label[db]}`;
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  // Endpoints measured with other server settings get a server of their own, after the rest.
  const bySettings = new Map<string, Endpoint[]>();
  for (const ep of endpoints) {
    if (ep.databases && !ep.databases.includes(db)) continue;
    const key = JSON.stringify(ep.serverEnv ?? {});
    bySettings.set(key, [...(bySettings.get(key) ?? []), ep]);
  }

  let bareResult: LoadResult | null = null;
  for (const [i, [key, eps]] of [...bySettings].entries()) {
    const env = JSON.parse(key) as Record<string, string>;
    let server: RunningServer;
    try {
      server = await startSchoolServer({ dataDir: await tempDir('bench-data-'), databaseUrl, env });
    } catch (err) {
      const reason = `the server did not start: ${(err as Error).message}`;
      if (!bareResult) return unavailableApi(db, reason);
      figures.push(
        ...eps.flatMap((ep) => endpointFigures(group, db, ep, bareResult).unavailable(reason)),
      );
      continue;
    }
    try {
      if (!bareResult) {
        log(`${group}: server ready in ${Math.round(server.startMs)} ms; measuring the bare route`);
        bareResult = await measureBare(group, bare, figures);
        details.bare = bareResult;
      }
      await measureOnServer(group, db, server, eps, benchPhoneFor(i), bareResult, figures, details);
    } finally {
      await server.stop();
    }
  }
  return { figures, details };
}

async function measureBare(group: string, bare: RunningServer, figures: Figure[]) {
  const bareResult = await measureLoad({ url: bare.base + BARE_PATH });
  logLoad(group, 'bare Fastify route', bareResult);
  figures.push(
    figure({
      group,
      name: 'bare Fastify route req/s (baseline)',
      unit: 'req/s',
      value: bareResult.rps,
      errors: bareResult.non2xx + bareResult.errors,
      note: loadNote(bareResult),
    }),
    figure({ group, name: 'bare Fastify route p99', unit: 'ms', value: bareResult.p99Ms }),
  );
  return bareResult;
}

/**
 * The demo family on the first server; another phone on the next ones, which share the database
 * on PostgreSQL (a second code to the same phone within 60 s is refused).
 */
const benchPhoneFor = (i: number) => (i === 0 ? benchPhone : `1380000${String(9000 + i)}`);

/** Logs a family in on `server` (when an endpoint needs it) and measures `eps` there. */
async function measureOnServer(
  group: string,
  db: DatabaseKind,
  server: RunningServer,
  eps: Endpoint[],
  phone: string,
  bareResult: LoadResult,
  figures: Figure[],
  details: Record<string, unknown>,
) {
  let token: string | undefined;
  let tokenProblem: string | undefined;
  if (eps.some((e) => e.auth === true)) {
    try {
      token = await loginBySms(server.base, phone);
    } catch (err) {
      tokenProblem = `login failed: ${(err as Error).message}`;
      log(`${group}: ${tokenProblem}`);
    }
  }
  let staffToken: string | undefined;
  let staffProblem: string | undefined;
  if (eps.some((e) => e.auth === 'staff')) {
    try {
      staffToken = await loginStaff(server.base, benchStaff.phone, benchStaff.password);
    } catch (err) {
      staffProblem = `staff sign-in failed: ${(err as Error).message}`;
      log(`${group}: ${staffProblem}`);
    }
  }
  for (const ep of eps) {
    const staff = ep.auth === 'staff';
    try {
      figures.push(
        ...(await measureEndpoint(
          group,
          db,
          server,
          ep,
          bareResult,
          staff ? staffToken : token,
          staff ? staffProblem : tokenProblem,
          details,
        )),
      );
    } catch (err) {
      const reason = `the measurement failed: ${(err as Error).message}`;
      figures.push(...endpointFigures(group, db, ep, bareResult).unavailable(reason));
    }
  }
}

/** Every endpoint figure of one database, unavailable for `reason`. */
export function unavailableApi(db: DatabaseKind, reason: string): ApiBlockResult {
  const group = `API on ${label[db]}`;
  log(`${group}: ${reason}`);
  return {
    figures: endpoints
      .filter((ep) => !ep.databases || ep.databases.includes(db))
      .flatMap((ep) => endpointFigures(group, db, ep, null).unavailable(reason)),
    details: { unavailable: reason },
  };
}

function endpointFigures(group: string, db: DatabaseKind, ep: Endpoint, bare: LoadResult | null) {
  const budget = ep.minRps?.[db];
  const minRatio = typeof ep.minRatio === 'number' ? ep.minRatio : ep.minRatio?.[db];
  const rps = {
    group,
    name: `${ep.name} req/s`,
    unit: 'req/s' as const,
    baseline: { label: 'bare', value: bare?.rps ?? null },
    budget:
      budget !== undefined
        ? { on: 'value' as const, op: '>=' as const, limit: budget }
        : minRatio !== undefined
          ? { on: 'ratio' as const, op: '>=' as const, limit: minRatio }
          : undefined,
  };
  const p99 = {
    group,
    name: `${ep.name} p99`,
    unit: 'ms' as const,
    baseline: { label: 'bare', value: bare?.p99Ms ?? null },
    budget:
      ep.maxP99Ms !== undefined
        ? { on: 'value' as const, op: '<=' as const, limit: ep.maxP99Ms }
        : undefined,
  };
  return {
    measured: (r: LoadResult): Figure[] => [
      figure({ ...rps, value: r.rps, errors: r.non2xx + r.errors, note: loadNote(r) }),
      figure({ ...p99, value: r.p99Ms }),
    ],
    unavailable: (reason: string): Figure[] => [
      figure({ ...rps, value: null, errors: 0, note: `${ep.name}: unavailable, ${reason}` }),
      figure({ ...p99, value: null }),
    ],
  };
}

async function measureEndpoint(
  group: string,
  db: DatabaseKind,
  server: RunningServer,
  ep: Endpoint,
  bare: LoadResult,
  token: string | undefined,
  tokenProblem: string | undefined,
  details: Record<string, unknown>,
): Promise<Figure[]> {
  const figures = endpointFigures(group, db, ep, bare);
  if (ep.auth && !token) return figures.unavailable(tokenProblem ?? 'no token');
  const target = {
    url: server.base + ep.path,
    method: ep.method,
    body: ep.body,
    token: ep.auth ? token : undefined,
  };
  // One call first: measuring an error answer at full speed would be meaningless.
  const check = await requestJson(target.url, {
    method: ep.method,
    body: ep.body,
    token: target.token,
  });
  if (!isSuccess(check)) return figures.unavailable(`pre-flight call answered ${describe(check)}`);

  log(`${group}: measuring ${ep.name}`);
  const r = await measureLoad(target);
  logLoad(group, ep.name, r);
  details[ep.name] = r;
  return figures.measured(r);
}
