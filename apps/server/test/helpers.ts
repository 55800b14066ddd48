import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOverrides } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { TestClock } from '../src/clock.ts';
import { OutboxSms } from '../src/providers/sms/outbox.ts';
import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import { buildQuery, type QueryInput } from '@school/contract/helpers/query';

/**
 * A fresh database for one test file (decision 0003), copied from the run's migrated template
 * (test/global-setup.ts): in-memory PGlite loaded from its dump, or (TEST_DB=postgres) a new
 * database on the server of TEST_DATABASE_URL, dropped again by `close()`.
 */
export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteDump');
    return openDatabase(dump ? { pgliteDump: new Blob([await readFile(dump)]) } : {});
  }
  const base = process.env.TEST_DATABASE_URL!;
  const prefix = (process.env.TEST_DB_PREFIX ?? 't').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 60 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * A new, empty database (no migrations) on the server of TEST_DATABASE_URL, for tests of what a
 * first start does; `drop()` removes it. PostgreSQL runs only.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const prefix = (process.env.TEST_DB_PREFIX ?? 't').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * `create database`, as a copy of the template when there is one. Two copies of one template
 * may not start at the same moment (55006: "being accessed by other users"): wait and retry.
 */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
    }
  }
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (req.ip); inject's default is 127.0.0.1. */
  remoteAddress?: string;
}

export interface Reply<T> {
  status: number;
  body: { code: number; message: string; data: T };
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  sms: OutboxSms;
  database: Database;
  close(): Promise<void>;
  /**
   * Calls one contract endpoint as a client does: its method and path from the declaration, the
   * input as the query (GET) or the JSON body (POST), `token` as the Authorization header. The
   * reply's `data` is typed by the endpoint's output. A test of bad input passes it `as never`.
   */
  api<E extends Endpoint>(
    endpoint: E,
    input?: InputOf<E>,
    opts?: CallOptions,
  ): Promise<Reply<OutputOf<E>>>;
  /**
   * Sends a request to a URL written out: for what no endpoint declares (the gateways' webhooks,
   * file transfers, test hooks) or a request the endpoint's shape cannot express.
   */
  call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    opts?: {
      body?: unknown;
      query?: Record<string, string>;
      token?: string;
      headers?: Record<string, string>;
      /** The client's address as the server sees it (req.ip); inject's default is 127.0.0.1. */
      remoteAddress?: string;
    },
  ): Promise<{
    status: number;
    body: { code: number; message: string; data: T };
    headers: Record<string, unknown>;
  }>;
}

/** Builds the app on a fresh database with a controllable clock and the outbox SMS provider. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: '/nonexistent',
    CONSOLE_DIST: '/nonexistent',
    // Tests move the clock themselves; a settle run on a real-time timer would race them.
    LESSON_SETTLE_SECONDS: '3600',
    NOTIFY_SEND_SECONDS: '3600',
    // Tests write rows behind the server's back (factories): the public cache is on only in the
    // tests of the cache itself (http/publicCache.test.ts).
    PUBLIC_CACHE_SECONDS: '0',
    ...env,
  });
  const database = overrides.database ?? (await freshDatabase());
  const clock = (overrides.clock as TestClock | undefined) ?? new TestClock();
  const sms = (overrides.sms as OutboxSms | undefined) ?? new OutboxSms();
  const app = await buildApp(config, { ...overrides, database, clock, sms });
  await app.ready();
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const inject: InjectOptions = {
      method,
      url,
      query: opts.query,
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
    };
    if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload'];
    const res = await app.inject(inject);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const api: TestApp['api'] = async (endpoint, input, opts = {}) => {
    const isGet = endpoint.method === 'GET';
    const query = isGet ? buildQuery((input ?? {}) as Record<string, QueryInput>) : '';
    return call(endpoint.method, query ? `${endpoint.path}?${query}` : endpoint.path, {
      ...opts,
      ...(isGet ? {} : { body: input ?? {} }),
    }) as never;
  };
  return {
    app,
    config,
    clock,
    sms,
    database,
    async close() {
      await app.close();
      await database.close();
    },
    api,
    call,
  };
}
