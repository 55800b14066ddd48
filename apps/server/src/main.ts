import { ConfigError, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/client.ts';

/** Starts the server: config from the environment, listen, graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The database opens (first start: template copy, WebAssembly compile, PostgreSQL start) while
  // the rest of the server loads: app.ts is a separate chunk of the bundle, imported here.
  const openingDatabase = openDatabase(databaseOptions(config));
  openingDatabase.catch(() => {}); // awaited, and reported, by buildApp
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { openingDatabase });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: app.ctx.dbKind, startupMs: Math.round(performance.now() - started) },
    `ready on ${address} (open http://localhost:${config.PORT}/ in a phone-sized window)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // Stops accepting connections, waits for requests in flight, then runs onClose (database).
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
