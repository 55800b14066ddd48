/**
 * The zod-free half of api/content.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/content.ts builds the endpoints from them.
 */
import { BASIC, COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listBanners = route('GET', `${BASIC}/adv/list`, 'public');
export const listNotices = route('GET', `${COURSE}/notice/list`, 'public');
export const listFaqs = route('GET', `${COURSE}/faq/list`, 'public');
export const listUserAgreements = route('GET', `${COURSE}/userAgreement/list`, 'public');
export const listPrivacyPolicies = route('GET', `${COURSE}/protectionPolicy/list`, 'public');
export const viewSchool = route('GET', `${COURSE}/aboutUss/view`, 'public');
export const dictOptions = route('GET', '/api/dictData/options', 'public');
export const listNicknames = route('GET', `${COURSE}/nickname/list`, 'public');
export const listHighlightVideos = route('GET', `${COURSE}/liveRoom/wonderfulList`, 'public');
export const editSurvey = route('POST', `${COURSE}/questionSurvey/edit`, 'user');
export const viewPreference = route('GET', `${COURSE}/questionSurvey/view`, 'user');

/** An in-app route of the seed (§2), optionally with a query string: `/pages/huiben/list?level=1`. */
export const APP_ROUTE = /^\/pages\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\?[^\s#<>"']*)?$/;

export const BANNER_POSITIONS = ['home', 'mall', 'course'] as const;

export const DICT_TYPES = [
  'sex',
  'teacherSex',
  'teacherStyle',
  'focusSkill',
  'cancelReason',
  'feedbackType',
  'bookLevel',
] as const;

/** The kinds of feedback (dictData `feedbackType` lists them with their labels). */
export const FEEDBACK_TYPES = ['bug', 'suggestion', 'course', 'order', 'other'] as const;
