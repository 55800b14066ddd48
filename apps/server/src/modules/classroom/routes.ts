import type { FastifyInstance } from 'fastify';
import { CLASSROOM_WS_PATH, enterClassroom as enterEndpoint } from '@school/contract/api/classroom';
import type { AppContext } from '../../context.ts';
import { sendError } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { classroomChannel } from './busMessages.ts';
import { ClassroomHub } from './hub.ts';
import { enterClassroom } from './service.ts';
import { loadTokenKey } from './tokens.ts';

export async function classroomRoutes(app: FastifyInstance, ctx: AppContext) {
  let key: Promise<Buffer> | undefined;
  const tokenKey = () => {
    key ??= loadTokenKey(ctx.db, ctx.config.CLASSROOM_TOKEN_SECRET).catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
  const hub = new ClassroomHub(ctx, classroomChannel(ctx.bus), tokenKey);
  app.addHook('preClose', () => hub.close());
  ctx.stats?.gauges.set('classroom_rooms', () => hub.roomCount());

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
