import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { systemRoutes } from './system/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every domain module's routes. A module reaches another only through its service. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
}
