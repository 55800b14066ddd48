import type { FastifyInstance } from 'fastify';
import {
  listDeskLessons,
  listDeskPlan,
  markAbsent as markAbsentEndpoint,
  savePlan,
  viewDeskLesson,
  viewTeacherMe,
  writeReport as writeReportEndpoint,
} from '@school/contract/api/teacherDesk';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listPlan, replacePlan } from '../schedule/service.ts';
import { listLessons, markAbsent, viewLesson, viewMe, writeReport } from './service.ts';

/** The teacher's desk (`/api/lc_teacher_service`): teacher accounts only (3003 otherwise). */
export function teacherDeskRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, viewTeacherMe, ({ teacherId }) => viewMe(ctx, teacherId));
  route(app, ctx, listDeskLessons, ({ input, teacherId }) => listLessons(ctx, teacherId, input));
  route(app, ctx, viewDeskLesson, ({ input, teacherId }) => viewLesson(ctx, teacherId, input.id));
  route(app, ctx, writeReportEndpoint, ({ input, teacherId }) =>
    writeReport(ctx, teacherId, input),
  );
  route(app, ctx, markAbsentEndpoint, ({ input, teacherId }) =>
    markAbsent(ctx, teacherId, input.lessonId),
  );
  route(app, ctx, listDeskPlan, async ({ teacherId }) => ({
    entries: (await listPlan(ctx.db, teacherId, { includeHidden: true })).list,
  }));
  route(app, ctx, savePlan, ({ input, teacherId }) =>
    replacePlan(ctx.db, teacherId, input.entries, ctx.clock.now(), ctx.config.TIME_ZONE),
  );
}
