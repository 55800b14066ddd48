import { recordingRoutes } from './classroom/recordingRoutes.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { systemRoutes } from './system/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';
import { teacherRoutes } from './teachers/routes.ts';
import { teacherPreferenceOf } from './content/surveyService.ts';
import { scheduleRoutes } from './schedule/routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { lessonRoutes } from './lessons/routes.ts';
import { creditRoutes } from './credits/routes.ts';
import { outlineRoutes } from './outline/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { bookRoutes } from './books/routes.ts';
import { examRoutes } from './exams/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { classroomRoutes } from './classroom/routes.ts';
import { teacherDeskRoutes } from './teacherDesk/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { consoleContentRoutes } from './consoleContent/routes.ts';
import { consoleLearningRoutes } from './consoleLearning/routes.ts';

/** Every domain module's routes. A module reaches another only through its service. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  teacherRoutes(app, ctx, teacherPreferenceOf);
  scheduleRoutes(app, ctx);
  bookingRoutes(app, ctx);
  lessonRoutes(app, ctx);
  creditRoutes(app, ctx);
  outlineRoutes(app, ctx);
  contentRoutes(app, ctx);
  bookRoutes(app, ctx);
  examRoutes(app, ctx);
  catalogRoutes(app, ctx);
  orderRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  accountRoutes(app, ctx);
  teacherDeskRoutes(app, ctx);
  notificationRoutes(app, ctx);
  // The console (DESIGN.md §7): staff sign-in and management, the audit log; console<Area> next.
  staffRoutes(app, ctx);
  auditRoutes(app, ctx);
  consoleContentRoutes(app, ctx);
  consoleLearningRoutes(app, ctx);
  await classroomRoutes(app, ctx);
  await recordingRoutes(app, ctx);
}
