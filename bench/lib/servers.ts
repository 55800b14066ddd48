import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, onCleanup, spawnChild, waitFor200, type Child } from './processes.ts';
import { fixturesDir, repoRoot, serverMain } from './paths.ts';

/**
 * The per-IP rate limit is lifted so that the load generator (one IP) is not answered 429. The
 * server's config caps RATE_LIMIT_MAX at 10,000,000 per window, far above what a run sends.
 */
export const LOAD_TEST_RATE_LIMIT = '10000000';

export interface RunningServer {
  name: string;
  child: Child;
  base: string;
  /** Milliseconds from spawn until the ready URL first answered 200. */
  startMs: number;
  stop(): Promise<void>;
}

/** A fresh temporary directory, removed at the end of the run. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function startAndWait(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  port: number,
): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnChild(name, process.execPath, args, { cwd: repoRoot, env });
  try {
    await waitFor200(base + readyPath, child);
  } catch (err) {
    await child.stop();
    throw err;
  }
  return { name, child, base, startMs: performance.now() - started, stop: () => child.stop() };
}

export interface SchoolServerOptions {
  dataDir: string;
  /** postgres:// URL; PGlite in `dataDir` when absent. */
  databaseUrl?: string;
  /** More settings for this run. */
  env?: Record<string, string>;
}

/** The real built server, `node apps/server/dist/main.js`, configured for benchmarking. */
export async function startSchoolServer(opts: SchoolServerOptions): Promise<RunningServer> {
  if (!existsSync(serverMain)) {
    throw new Error(
      `${path.relative(repoRoot, serverMain)} is missing: run \`npm run build\` first`,
    );
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: LOAD_TEST_RATE_LIMIT,
    SMS_PROVIDER: 'outbox',
    // The default in-memory limiter, whatever REDIS_URL the shell has (CI sets one for tests).
    REDIS_URL: '',
    ...opts.env,
  };
  // The default (what `npm start` uses); an inherited production setting would remove the outbox.
  delete env.NODE_ENV;
  const name = `server (${opts.databaseUrl ? 'PostgreSQL' : 'PGlite'})`;
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server
  // under the bench's load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startAndWait(name, [...nodeArgs, serverMain], env, '/api/health', port);
}

/** The baseline for the API: a bare Fastify app with one route, in its own process. */
export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  return startAndWait(
    'bare Fastify',
    [path.join(fixturesDir, 'bare-fastify.mjs')],
    env,
    BARE_PATH,
    port,
  );
}
export const BARE_PATH = '/bare';

/** The baseline for pages: a tiny static HTML page (no JS) from a bare node:http server. */
export async function startStaticPage(): Promise<RunningServer> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  return startAndWait('static page', [path.join(fixturesDir, 'static-page.mjs')], env, '/', port);
}
