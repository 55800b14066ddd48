import type { FastifyInstance } from 'fastify';
import {
  editCollection,
  listCollections,
  listTeacherReviews,
  listTeacherTags,
  listTeachers,
  sendTeacherMessage,
  viewTeacher as viewTeacherEndpoint,
  viewTeacherReview,
} from '@school/contract/api/teachers';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  listFavourites,
  listReviews,
  listTags,
  listTeacherPage,
  type PreferenceOf,
  sendMessage,
  setFavourite,
  viewReview,
  viewTeacher,
} from './service.ts';

export function teacherRoutes(app: FastifyInstance, ctx: AppContext, preferenceOf: PreferenceOf) {
  route(
    app,
    ctx,
    listTeachers,
    ({ input, user }) => listTeacherPage(ctx, input, user?.id ?? null, preferenceOf),
    { publicCache: { area: 'teachers', perViewer: true } },
  );
  route(app, ctx, viewTeacherEndpoint, ({ input, user }) =>
    viewTeacher(ctx, input.id, user?.id ?? null),
  );
  route(app, ctx, listTeacherTags, () => listTags(ctx.db), {
    publicCache: { area: 'teachers' },
  });
  route(app, ctx, editCollection, ({ input, user }) =>
    setFavourite(ctx, user.id, input.teacherId, input.collected),
  );
  route(app, ctx, listCollections, ({ input, user }) => listFavourites(ctx, user.id, input));
  route(app, ctx, listTeacherReviews, ({ input }) => listReviews(ctx.db, input));
  route(app, ctx, viewTeacherReview, ({ input }) => viewReview(ctx.db, input.id));
  // A message reaches a person: at most 10 a minute per client.
  route(
    app,
    ctx,
    sendTeacherMessage,
    ({ input, user }) => sendMessage(ctx, user.id, input.teacherId, input.content),
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
}
