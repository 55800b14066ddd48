import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CLASSROOM_WS_PATH, enterClassroom as enterEndpoint } from '@school/contract/api/classroom';
import type { AppContext } from '../../context.ts';
import { sendError } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { InProcessBus, type ClassroomBus } from './bus.ts';
import { PostgresBus } from './busPostgres.ts';
import { ClassroomHub } from './hub.ts';
import { enterClassroom } from './service.ts';
import { loadTokenKey } from './tokens.ts';

/**
 * The bus of this copy: LISTEN/NOTIFY on PostgreSQL, so participants on different copies meet;
 * in-process with the embedded database (one process).
 */
async function createBus(ctx: AppContext): Promise<ClassroomBus> {
  const client = (ctx.db as unknown as { $client?: unknown }).$client;
  if (ctx.dbKind === 'postgres' && client instanceof pg.Pool) {
    const bus = new PostgresBus(client, ctx.log);
    await bus.start();
    return bus;
  }
  return new InProcessBus();
}

export async function classroomRoutes(app: FastifyInstance, ctx: AppContext) {
  let key: Promise<Buffer> | undefined;
  const tokenKey = () => {
    key ??= loadTokenKey(ctx.db, ctx.config.CLASSROOM_TOKEN_SECRET).catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
  const hub = new ClassroomHub(ctx, await createBus(ctx), tokenKey);
  app.addHook('preClose', () => hub.close());

  route(app, ctx, enterEndpoint, async ({ input, user }) =>
    enterClassroom(ctx, await tokenKey(), user.id, input.lessonId),
  );

  app.route({
    method: 'GET',
    url: CLASSROOM_WS_PATH,
    schema: { hide: true },
    // A plain HTTP request (no upgrade) gets the envelope rather than an empty 404.
    handler: (req, reply) =>
      sendError(
        req,
        reply,
        1001,
        '请通过 WebSocket 连接课堂',
        'Connect to the classroom with a WebSocket',
        400,
      ),
    wsHandler: (socket, req) => hub.handle(socket, req),
  });
}
