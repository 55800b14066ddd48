import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/lessons';
import * as dash from '@school/contract/api/admin/dashboard';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { familyFigures, lessonFigures, teacherFigures } from './dashboardService.ts';
import * as lessons from './service.ts';

/**
 * The console's lessons and the dashboard's figures (decision 0026). Each route names its
 * permission (checked by route() before the handler: 3003 without it, no audit row).
 */
export function consoleLessonsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.listAdminLessons, ({ input }) => lessons.listLessons(ctx, input));
  route(app, ctx, api.viewAdminLesson, ({ input }) => lessons.viewLesson(ctx, input.id));
  route(app, ctx, api.listLateReports, ({ input }) => lessons.listLateReports(ctx, input));
  route(app, ctx, api.searchLessonTeachers, ({ input }) => lessons.teacherChoices(ctx, input.q));
  route(app, ctx, api.watchAdminReplay, ({ input }) => lessons.replay(ctx, input.lessonId));
  route(app, ctx, api.listReassignOptions, ({ input }) =>
    lessons.reassignOptions(ctx, input.lessonId),
  );
  route(app, ctx, api.reassignLesson, ({ input, actor }) => lessons.reassign(ctx, actor, input));
  route(app, ctx, api.cancelLessonBySchool, ({ input, actor }) =>
    lessons.cancel(ctx, actor, input),
  );
  route(app, ctx, api.correctAttendance, ({ input, actor }) => lessons.correct(ctx, actor, input));

  route(app, ctx, dash.dashboardLessons, () => lessonFigures(ctx));
  route(app, ctx, dash.dashboardTeachers, () => teacherFigures(ctx));
  route(app, ctx, dash.dashboardFamilies, () => familyFigures(ctx));
}
