import type { FastifyInstance } from 'fastify';
import {
  dictOptions,
  editSurvey as editSurveyEndpoint,
  listBanners as listBannersEndpoint,
  listFaqs as listFaqsEndpoint,
  listHighlightVideos as listHighlightVideosEndpoint,
  listNicknames as listNicknamesEndpoint,
  listNotices as listNoticesEndpoint,
  listPrivacyPolicies,
  listUserAgreements,
  viewPreference as viewPreferenceEndpoint,
  viewSchool as viewSchoolEndpoint,
} from '@school/contract/api/content';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { dictOptionList } from './dict.ts';
import {
  listBanners,
  listFaqs,
  listHighlightVideos,
  listLegalDocuments,
  listNicknames,
  listNotices,
  viewSchool,
} from './service.ts';
import { editSurvey, viewPreference } from './surveyService.ts';

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const content = { publicCache: { area: 'content' } } as const;
  route(app, ctx, listBannersEndpoint, ({ input }) => listBanners(ctx, input.position), content);
  route(app, ctx, listNoticesEndpoint, ({ input }) => listNotices(ctx, input), content);
  route(app, ctx, listFaqsEndpoint, () => listFaqs(ctx.db));
  route(app, ctx, listUserAgreements, ({ input }) =>
    listLegalDocuments(ctx.db, 'agreement', input.version),
  );
  route(app, ctx, listPrivacyPolicies, ({ input }) =>
    listLegalDocuments(ctx.db, 'privacy', input.version),
  );
  route(app, ctx, viewSchoolEndpoint, () => viewSchool(ctx), content);
  route(app, ctx, dictOptions, ({ input }) => dictOptionList(ctx, input.type));
  route(app, ctx, listNicknamesEndpoint, ({ input }) => listNicknames(ctx.db, input));
  route(app, ctx, listHighlightVideosEndpoint, ({ input }) => listHighlightVideos(ctx, input));
  // Feedback reaches people at the school: at most 10 a minute per client.
  route(app, ctx, editSurveyEndpoint, ({ input, user }) => editSurvey(ctx, user.id, input), {
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
  route(app, ctx, viewPreferenceEndpoint, ({ user }) => viewPreference(ctx, user.id));
}
