import type { FastifyInstance } from 'fastify';
import {
  listExamResults,
  listUnitExams as listUnitExamsEndpoint,
  submitExam as submitExamEndpoint,
  viewCourseExam as viewCourseExamEndpoint,
  viewExam as viewExamEndpoint,
  viewExamResult,
} from '@school/contract/api/exams';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  listResults,
  listUnitExams,
  submitExam,
  viewCourseExam,
  viewExam,
  viewResult,
} from './service.ts';

export function examRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listUnitExamsEndpoint, ({ input, user }) =>
    listUnitExams(ctx, user.id, input.outlineId),
  );
  route(app, ctx, viewCourseExamEndpoint, ({ input, user }) =>
    viewCourseExam(ctx, user.id, input.level),
  );
  route(app, ctx, viewExamEndpoint, ({ input, user }) => viewExam(ctx, user.id, input.id));
  route(app, ctx, submitExamEndpoint, ({ input, user }) => submitExam(ctx, user.id, input));
  route(app, ctx, listExamResults, ({ input, user }) => listResults(ctx, user.id, input));
  route(app, ctx, viewExamResult, ({ input, user }) => viewResult(ctx, user.id, input.id));
}
