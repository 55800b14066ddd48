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
import { BASIC, COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The school's content calls, typed by the contract without importing its zod schemas. */
export const contentCalls = {
  banners: call<typeof listBanners>('GET', `${BASIC}/adv/list`),
  notices: call<typeof listNotices>('GET', `${COURSE}/notice/list`),
  faqs: call<typeof listFaqs>('GET', `${COURSE}/faq/list`),
  agreements: call<typeof listUserAgreements>('GET', `${COURSE}/userAgreement/list`),
  privacy: call<typeof listPrivacyPolicies>('GET', `${COURSE}/protectionPolicy/list`),
  school: call<typeof viewSchool>('GET', `${COURSE}/aboutUss/view`),
  videos: call<typeof listHighlightVideos>('GET', `${COURSE}/liveRoom/wonderfulList`),
  survey: call<typeof editSurvey>('POST', `${COURSE}/questionSurvey/edit`),
};
