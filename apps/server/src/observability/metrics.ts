import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { notificationQueue } from '../modules/notifications/service.ts';

/**
 * `GET /metrics` in Prometheus' text format (docs/design/running.md §14, docs/decisions/0034). Off (404, as
 * any unknown address) unless METRICS_TOKEN is set; then only with `Authorization: Bearer
 * <token>` (401 otherwise). prom-client is loaded only when it is on; the request hook is one
 * histogram observation per response, labelled by route pattern (never the raw URL, whose ids
 * would make a series per family).
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext, database: Database) {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', (_req, reply) => reply.callNotFound());
    return;
  }
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  const stats = ctx.stats!;
  const labelNames = ['method', 'route', 'status'] as const;
  // One histogram: its _count is the number of requests by route and status (a separate counter
  // would double the cost per request for the same figure).
  const duration = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (_count: requests)',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? '(unmatched)',
      status: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const pool = database.pool;
  new prom.Gauge({
    name: 'school_db_pool_connections',
    help: 'Database connections by state (in_use, idle); the embedded database has one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      } else this.set({ state: 'in_use' }, 1);
    },
  });
  new prom.Gauge({
    name: 'school_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL pool)',
    registers: [registry],
    collect() {
      this.set(pool?.waitingCount ?? 0);
    },
  });

  const perJob = (name: string, help: string, value: (j: JobStat, now: number) => number) =>
    new prom.Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      collect() {
        const now = Date.now();
        for (const [job, j] of stats.jobs) this.set({ job }, value(j, now));
      },
    });
  type JobStat = typeof stats.jobs extends Map<string, infer J> ? J : never;
  perJob(
    'school_job_last_run_timestamp_seconds',
    'When each background job last started (0: not yet)',
    (j) => (j.lastStart ?? 0) / 1000,
  );
  perJob(
    'school_job_last_duration_seconds',
    'How long the last run of each job took',
    (j) => (j.lastDurationMs ?? 0) / 1000,
  );
  perJob(
    'school_job_lag_seconds',
    'How late each job is: time since its last start (or since the server started) beyond its interval',
    (j, now) => Math.max(0, now - (j.lastStart ?? j.since) - j.intervalMs) / 1000,
  );
  perJob('school_job_runs', 'Runs of each job since the server started', (j) => j.runs);
  perJob(
    'school_job_failures',
    'Failed runs of each job since the server started (job="payment sweep": the payment sweeps)',
    (j) => j.failures,
  );
  new prom.Gauge({
    name: 'school_job_step_failures',
    help: 'Failed steps of the hourly jobs since the server started',
    labelNames: ['step'],
    registers: [registry],
    collect() {
      for (const [step, n] of stats.stepFailures) this.set({ step }, n);
    },
  });
  new prom.Gauge({
    name: 'school_notifications_pending',
    help: 'Notifications waiting to go out (due: whose moment has come)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const q = await notificationQueue(ctx.db, ctx.clock.now());
      this.set({ state: 'pending' }, q.pending);
      this.set({ state: 'due' }, q.due);
    },
  });
  new prom.Gauge({
    name: 'school_classroom_rooms_open',
    help: 'Lessons with someone connected to the built-in classroom on this copy',
    registers: [registry],
    collect() {
      this.set(stats.gauges.get('classroom_rooms')?.() ?? 0);
    },
  });

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  const allowed = (req: FastifyRequest) =>
    timingSafeEqual(
      createHash('sha256')
        .update(req.headers.authorization ?? '')
        .digest(),
      expected,
    );
  app.get('/metrics', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain')
        .send('401: send Authorization: Bearer <METRICS_TOKEN>\n');
    }
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
