import { ConfigError, drainPeriodMs, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/client.ts';
import {
  checkPortFree,
  databaseError,
  listenError,
  prepareDataDir,
  StartupError,
} from './startup.ts';

/**
 * How long requests in flight may take to finish, after the drain period (SHUTDOWN_DRAIN_MS),
 * before the process gives up.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the server: config from the environment, listen, graceful shutdown on SIGTERM/SIGINT.
 * A start that fails for a reason the operator can fix prints one line naming the setting and
 * exits with 1.
 */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  await prepareDataDir(config);
  await checkPortFree(config);
  // Before the database: an unreachable Redis fails the start at once.
  const redis = config.REDIS_URL
    ? await (await import('./redis.ts')).connectRedis(config)
    : undefined;
  // The database opens (first start: template copy, WebAssembly compile, PostgreSQL start) while
  // the rest of the server loads: app.ts is a separate chunk of the bundle, imported here.
  const openingDatabase = openDatabase(databaseOptions(config)).catch((err: unknown) => {
    throw databaseError(err, config);
  });
  openingDatabase.catch(() => {}); // awaited, and reported, by buildApp
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { openingDatabase, redis });
  const address = await app.listen({ host: config.HOST, port: config.PORT }).catch(async (err) => {
    await app.close().catch(() => {});
    throw listenError(err, config) ?? err;
  });
  app.log.info(
    { database: app.ctx.dbKind, startupMs: Math.round(performance.now() - started) },
    `ready on ${address} (open http://localhost:${config.PORT}/ in a phone-sized window)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const limitMs = drainPeriodMs(config) + SHUTDOWN_GRACE_MS;
    const force = setTimeout(() => {
      app.log.error(`requests did not finish in ${limitMs / 1000} s; exiting`);
      process.exit(1);
    }, limitMs);
    force.unref();
    try {
      // Serves on through the drain period with health at 503, then drains (http/draining.ts), stops the jobs, closes the server, then the database.
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** One line for the causes an operator can fix; the whole error otherwise. */
function report(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  if (err instanceof StartupError) return `Cannot start: ${err.message}`;
  return `Start failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}

main().catch((err: unknown) => {
  console.error(report(err));
  process.exit(1);
});
