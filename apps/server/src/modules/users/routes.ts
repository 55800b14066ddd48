import type { FastifyInstance } from 'fastify';
import { editUser, viewUser } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { editProfile } from './service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // The profile came with the session check: no second query (this call must stay fast).
  route(app, ctx, viewUser, async ({ user }) => user.profile);
  route(app, ctx, editUser, ({ user, input }) => editProfile(ctx, user.id, input));
}
