import type { FastifyInstance } from 'fastify';
import * as admin from '@school/contract/api/admin/inbox';
import { listMyMessages } from '@school/contract/api/inbox';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listInbox, listMine, reply } from './service.ts';

export function inboxRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listMyMessages, ({ user, input }) => listMine(ctx, user.id, input));
  route(app, ctx, admin.listAdminInbox, ({ input }) => listInbox(ctx, input), { bilingual: true });
  route(app, ctx, admin.replyAdminInbox, ({ input, actor }) => reply(ctx, actor, input), {
    bilingual: true,
  });
}
