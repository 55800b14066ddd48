import type { FastifyInstance } from 'fastify';
import { health } from '@school/contract/api/system';
import { sql } from 'drizzle-orm';
import { route } from '../../http/route.ts';
import type { AppContext } from '../../context.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.dbKind };
  });
}
