import type { FastifyInstance } from 'fastify';
import { deleteAccount as deleteAccountCall } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { deleteAccount } from './service.ts';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, deleteAccountCall, async ({ user, input }) => {
    await deleteAccount(ctx, user.id, input.code);
    return null;
  });
}
