import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { systemRoutes } from './system/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';
import { teacherRoutes } from './teachers/routes.ts';
import { scheduleRoutes } from './schedule/routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { lessonRoutes } from './lessons/routes.ts';
import { creditRoutes } from './credits/routes.ts';
import { outlineRoutes } from './outline/routes.ts';

/** Every domain module's routes. A module reaches another only through its service. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  teacherRoutes(app, ctx);
  scheduleRoutes(app, ctx);
  bookingRoutes(app, ctx);
  lessonRoutes(app, ctx);
  creditRoutes(app, ctx);
  outlineRoutes(app, ctx);
}
