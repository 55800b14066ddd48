import autocannon from 'autocannon';
import { load } from './targets.ts';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors, time-outs and bodies that are not a success envelope (code 0). */
  errors: number;
  detail: { errors: number; timeouts: number; mismatches: number; resets: number };
  /** Responses per HTTP status, e.g. `{ "200": 19000, "429": 12 }`. */
  statusCodes: Record<string, number>;
}

// Every measured route answers the success envelope; anything else (an error envelope sent with
// HTTP 200, a fallback HTML page) counts as an error.
const successEnvelope = /"code":0[,}]/;

function run(target: LoadTarget, seconds: number) {
  const headers: Record<string, string> = {};
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections: load.connections,
    pipelining: load.pipelining,
    duration: seconds,
    timeout: 10,
    verifyBody: (body) => successEnvelope.test(body),
  });
}

/** A warm-up (discarded), then the measured run. */
export async function measureLoad(target: LoadTarget): Promise<LoadResult> {
  await run(target, load.warmupSeconds);
  const r = await run(target, load.durationSeconds);
  return {
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.mismatches,
    detail: { errors: r.errors, timeouts: r.timeouts, mismatches: r.mismatches, resets: r.resets },
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}
