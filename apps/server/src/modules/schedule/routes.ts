import type { FastifyInstance } from 'fastify';
import { listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listPlan, listSlots } from './service.ts';

export function scheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listSchedulePlan, ({ input }) => listPlan(ctx.db, input.teacherId));
  route(app, ctx, listSchedule, ({ input, user }) => listSlots(ctx, input, user?.id ?? null), {
    publicCache: { area: 'teachers', perViewer: true },
  });
}
