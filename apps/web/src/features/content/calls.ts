import type {
  editSurvey,
  listBanners,
  listFaqs,
  listHighlightVideos,
  listNotices,
  listPrivacyPolicies,
  listUserAgreements,
  viewSchool,
} from '@school/contract/api/content';
import * as contentRoutes from '@school/contract/routes/content';
import { call } from '../../lib/request.ts';

/** The school's content calls, typed by the contract without importing its zod schemas. */
export const contentCalls = {
  banners: call<typeof listBanners>(contentRoutes.listBanners),
  notices: call<typeof listNotices>(contentRoutes.listNotices),
  faqs: call<typeof listFaqs>(contentRoutes.listFaqs),
  agreements: call<typeof listUserAgreements>(contentRoutes.listUserAgreements),
  privacy: call<typeof listPrivacyPolicies>(contentRoutes.listPrivacyPolicies),
  school: call<typeof viewSchool>(contentRoutes.viewSchool),
  videos: call<typeof listHighlightVideos>(contentRoutes.listHighlightVideos),
  survey: call<typeof editSurvey>(contentRoutes.editSurvey),
};
