import type { FastifyInstance } from 'fastify';
import {
  editLesson,
  listLessons,
  listLiveRooms,
  viewComingLesson,
  viewLesson as viewLessonEndpoint,
} from '@school/contract/api/booking';
import { editTeacherReview, viewLessonReport } from '@school/contract/api/teachers';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { editNote, listClassrooms, listLessonPage, viewComing, viewLesson } from './service.ts';
import { reviewLesson, viewReport } from './reviewService.ts';

export function lessonRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listLessons, ({ input, user }) => listLessonPage(ctx, user.id, input));
  route(app, ctx, viewLessonEndpoint, ({ input, user }) =>
    viewLesson(ctx.db, user.id, input.id, ctx.clock.now()),
  );
  route(app, ctx, viewComingLesson, ({ user }) => viewComing(ctx, user.id));
  route(app, ctx, editLesson, ({ input, user }) => editNote(ctx, user.id, input.id, input.note));
  route(app, ctx, listLiveRooms, ({ input, user }) => listClassrooms(ctx, user.id, input));
  route(app, ctx, viewLessonReport, ({ input, user }) => viewReport(ctx, user.id, input.lessonId));
  route(app, ctx, editTeacherReview, ({ input, user }) => reviewLesson(ctx, user.id, input));
}
