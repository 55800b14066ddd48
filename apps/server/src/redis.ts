import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { safeUrl, StartupError } from './startup.ts';

/**
 * The connection of the shared request limiter (REDIS_URL). Settings as @fastify/rate-limit
 * advises: a limiter must answer fast or not at all, so a short connect timeout and one retry per
 * command; a Redis that goes away later lets requests through (skipOnError in app.ts) and the
 * client reconnects in the background. A Redis unreachable at start stops the start.
 */
export async function connectRedis(config: Config): Promise<Redis> {
  const url = config.REDIS_URL!;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
  });
  // Until watchRedis: the failure reaches the caller through connect().
  const quiet = () => {};
  redis.on('error', quiet);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new StartupError(
      `REDIS_URL=${safeUrl(url)}: cannot reach Redis (${(err as Error).message})`,
    );
  }
  return redis;
}

/** Logs the limiter's Redis failures: one line per kind of failure, not one per reconnect. */
export function watchRedis(redis: Redis, log: FastifyBaseLogger) {
  let lastError = '';
  redis.removeAllListeners('error');
  redis.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    log.warn({ err: err.message }, 'Redis (REDIS_URL) failed; requests are not limited meanwhile');
  });
  redis.on('ready', () => (lastError = ''));
}
