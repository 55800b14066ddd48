import type { FastifyInstance } from 'fastify';
import { health } from '@school/contract/api/system';
import { sql } from 'drizzle-orm';
import { route } from '../../http/route.ts';
import { AppError } from '../../http/errors.ts';
import type { AppContext } from '../../context.ts';

/** How long a database that answered is taken as up: the health check's only cost. */
export const HEALTH_DB_CHECK_MS = 1000;

/**
 * The database check of `GET /api/health`, kept for HEALTH_DB_CHECK_MS after it succeeds: a load
 * balancer polling every copy must cost next to nothing (on PGlite each `select 1` waits its turn
 * behind every other query). A failure is never kept, and callers arriving while a check runs
 * share it, so a database that goes away is reported within a second by every caller.
 */
export function cachedDatabaseCheck(ctx: AppContext, keepMs = HEALTH_DB_CHECK_MS) {
  let upUntil = 0;
  let running: Promise<void> | undefined;
  return (): Promise<void> | undefined => {
    if (performance.now() < upUntil) return undefined;
    running ??= ctx.db
      .execute(sql`select 1`)
      .then(() => {
        upUntil = performance.now() + keepMs;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const checkDatabase = cachedDatabaseCheck(ctx);
  const up = { status: 'ok' as const, database: ctx.dbKind };
  route(app, ctx, health, async () => {
    // Stopping (SIGTERM, docs/design/running.md §14): the load balancer takes this copy out while it drains.
    if (ctx.shutdown.stopping) throw new AppError(5003);
    await checkDatabase();
    return up;
  });
}
