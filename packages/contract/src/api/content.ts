import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { BASIC, COURSE } from '../rules/prefixes.ts';
import { APP_ROUTE, BANNER_POSITIONS, DICT_TYPES, FEEDBACK_TYPES } from '../rules/content.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export { APP_ROUTE, BANNER_POSITIONS, DICT_TYPES, FEEDBACK_TYPES };
import { instantString, listOf, pageQuery } from '../envelope.ts';

/**
 * The school's content (docs/design/content.md §4.7): banners, notices, help and legal
 * texts, the school itself, small option lists, suggested English names, highlight videos and the
 * class-preference / feedback survey. Every `content`-like field holding rich text is sanitised by
 * the server when stored; the client sanitises again when it shows it.
 */

const richText = z.string().describe('sanitised rich text (HTML subset)');

/**
 * Where a banner leads. `web` opens /pages/webview/index with the target: an http(s) address whose
 * host is in the server's WEBVIEW_ALLOWED_HOSTS, or a same-origin path (`/static/...`).
 */
export const bannerLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), target: z.string().regex(APP_ROUTE) }),
  z.object({ type: z.literal('web'), target: z.string().min(1) }),
  z.object({ type: z.literal('none'), target: z.null() }),
]);
export type BannerLink = z.infer<typeof bannerLink>;

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: bannerLink,
});
export type Banner = z.infer<typeof banner>;

export const listBanners = endpoint('GET', `${BASIC}/adv/list`, 'public', {
  input: z.object({
    position: z
      .enum(BANNER_POSITIONS, { error: `position must be one of ${BANNER_POSITIONS.join(', ')}` })
      .default('home'),
  }),
  output: listOf(banner),
  summary: 'Banners of a position (home by default), in display order',
  tags: ['content'],
});

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: richText,
  publishedAt: instantString,
});

export const listNotices = endpoint('GET', `${COURSE}/notice/list`, 'public', {
  input: pageQuery,
  output: listOf(notice),
  summary: 'Published notices, newest first (pageSize=1 gives the latest for the home tab)',
  tags: ['content'],
});

/**
 * Public content the server writes into index.html (the same page for everyone, never user data),
 * so a returning family's home tab paints before the app has loaded and called the API: the home
 * banners as `adv/list?position=home` answers, and the latest notice's title. The app shows them
 * only until its own calls answer.
 */
export const homeBootContent = z.object({
  banners: listOf(banner),
  latestNotice: notice.pick({ id: true, title: true }).nullable(),
  /**
   * The first banner's picture as a `data:` URI when this server serves it and it is small (a
   * few kB): the home tab then paints it without waiting for one more request.
   */
  bannerImageData: z.string().optional(),
  /**
   * The school's brand for the first paint (issue 14): the login screen's school name and ICP
   * number, the main colour and the zone the app shows times in, before any call answers. Both
   * languages, since the page is the same for every visitor (`en`: '' when none was written).
   */
  school: z
    .object({
      name: z.object({ zh: z.string(), en: z.string() }),
      shortName: z.object({ zh: z.string(), en: z.string() }),
      logo: z.string().nullable(),
      mainColor: z.string(),
      icpNumber: z.string(),
      timeZone: z.string(),
    })
    .optional(),
});
export type HomeBootContent = z.infer<typeof homeBootContent>;

export const faq = z.object({
  id: z.number().int(),
  category: z.string().describe('e.g. 课程, 约课, 账号'),
  question: z.string(),
  answer: richText,
});

export const listFaqs = endpoint('GET', `${COURSE}/faq/list`, 'public', {
  input: z.object({}),
  output: listOf(faq),
  summary: 'Every FAQ entry in display order (one page: the help page shows them all)',
  tags: ['content'],
});

/** A user agreement or privacy policy text, by version (the version consent records). */
export const legalDocument = z.object({
  id: z.number().int(),
  kind: z.enum(['agreement', 'privacy']),
  version: z.string(),
  title: z.string(),
  content: richText,
  current: z.boolean().describe('the version a guardian accepts now (AGREEMENT_/PRIVACY_VERSION)'),
  updatedAt: instantString,
});

const legalQuery = z.object({
  version: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,20}$/, 'version must be a version such as 2026-11-01')
    .optional()
    .describe('only this version (e.g. the one a guardian accepted)'),
});

export const listUserAgreements = endpoint('GET', `${COURSE}/userAgreement/list`, 'public', {
  input: legalQuery,
  output: listOf(legalDocument),
  summary: 'The user agreement: the current version first, then older versions',
  tags: ['content'],
});

export const listPrivacyPolicies = endpoint('GET', `${COURSE}/protectionPolicy/list`, 'public', {
  input: legalQuery,
  output: listOf(legalDocument),
  summary: 'The children’s privacy policy: the current version first, then older versions',
  tags: ['content'],
});

/** The school (white-label): kept by the client as `companyInfo`. */
export const school = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  slogan: z.string(),
  intro: richText,
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  wechat: z.string(),
  shortName: z.string().describe('short name for tight places (tab titles); falls back to name'),
  mainColor: z
    .string()
    .regex(/^(#[0-9a-fA-F]{6})?$/)
    .describe("the brand's main colour, #rrggbb; '' keeps the app's default"),
  serviceQr: z.string().nullable().describe("customer service's WeChat QR code (image path)"),
  icpNumber: z.string().describe('ICP record number (备案号) for the foot of the login page'),
  timeZone: z
    .string()
    .describe("IANA zone of the school's times (the server's TIME_ZONE unless set)"),
  webviewHosts: z
    .array(z.string())
    .describe('hosts /pages/webview may open besides the app’s own origin (WEBVIEW_ALLOWED_HOSTS)'),
  updatedAt: instantString.nullable(),
});
export type School = z.infer<typeof school>;

export const viewSchool = endpoint('GET', `${COURSE}/aboutUss/view`, 'public', {
  input: z.object({}),
  output: school,
  summary:
    'The school: name, logo, slogan, intro, contacts (empty strings until the school sets them)',
  tags: ['content'],
});

export type DictType = (typeof DICT_TYPES)[number];

export const dictOption = z.object({
  value: z.union([z.number(), z.string()]),
  label: z.string(),
});

export const dictOptions = endpoint('GET', '/api/dictData/options', 'public', {
  input: z.object({
    type: z.enum(DICT_TYPES, { error: `type must be one of ${DICT_TYPES.join(', ')}` }),
  }),
  output: listOf(dictOption),
  summary:
    'Small option lists for forms. sex/teacherSex: 0-2; teacherStyle/focusSkill: teacher tag ids; ' +
    'cancelReason/feedbackType: codes; bookLevel: picture-book levels',
  tags: ['content'],
});

export const nickname = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('1 boy, 2 girl, 0 either'),
  initial: z.string().length(1),
});

export const listNicknames = endpoint('GET', `${COURSE}/nickname/list`, 'public', {
  input: pageQuery.extend({
    sex: z.coerce
      .number({ error: 'sex must be 1 or 2' })
      .int()
      .min(1, 'sex must be 1 or 2')
      .max(2, 'sex must be 1 or 2')
      .optional()
      .describe('1 boy, 2 girl (names for either sex are included)'),
    initial: z
      .string()
      .trim()
      .regex(/^[A-Za-z]$/, 'initial must be one letter A-Z')
      .transform((s) => s.toUpperCase())
      .optional(),
  }),
  output: listOf(nickname),
  summary: 'Suggested English names, A to Z, filtered by sex and initial letter',
  tags: ['content'],
});

export const highlightVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  videoUrl: z.string(),
  durationMs: z.number().int().min(0),
  publishedAt: instantString,
});

export const listHighlightVideos = endpoint('GET', `${COURSE}/liveRoom/wonderfulList`, 'public', {
  input: pageQuery,
  output: listOf(highlightVideo),
  summary: 'Highlight videos (精彩课堂), newest first',
  tags: ['content'],
});

const tagIds = z
  .array(z.number().int().positive(), { error: 'must be a list of option values' })
  .max(20)
  .default([]);

/** 上课偏好 (/pages/mine/preference): values from dictData teacherSex, teacherStyle, focusSkill. */
export const preferenceAnswers = z
  .object({
    teacherSex: z
      .union([z.literal(0), z.literal(1), z.literal(2)], {
        error: 'teacherSex must be 0 (any), 1 or 2',
      })
      .default(0),
    teacherStyle: tagIds.describe('dictData teacherStyle values'),
    focusSkill: tagIds.describe('dictData focusSkill values'),
    note: z.string().trim().max(200, 'note must be at most 200 characters').default(''),
  })
  .strict();
export type PreferenceAnswers = z.infer<typeof preferenceAnswers>;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The help page's feedback form (/pages/settings/question). */
export const feedbackAnswers = z
  .object({
    type: z.enum(FEEDBACK_TYPES, {
      error: `type must be one of ${FEEDBACK_TYPES.join(', ')}`,
    }),
    content: z
      .string()
      .trim()
      .min(1, 'content must not be empty')
      .max(1000, 'content must be at most 1000 characters'),
    contact: z.string().trim().max(60, 'contact must be at most 60 characters').default(''),
  })
  .strict();

export const surveyInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('preference'), answers: preferenceAnswers }),
    z.object({ kind: z.literal('feedback'), answers: feedbackAnswers }),
  ],
  { error: 'kind must be preference or feedback' },
);

const preferenceSurvey = z.object({
  id: z.number().int(),
  kind: z.literal('preference'),
  answers: preferenceAnswers,
  updatedAt: instantString,
});

export const survey = z.discriminatedUnion('kind', [
  preferenceSurvey,
  z.object({
    id: z.number().int(),
    kind: z.literal('feedback'),
    answers: feedbackAnswers,
    updatedAt: instantString,
  }),
]);

export const editSurvey = endpoint('POST', `${COURSE}/questionSurvey/edit`, 'user', {
  input: surveyInput,
  output: survey,
  summary:
    'Save the caller’s class preference (one per user, replaced) or send feedback (one row each)',
  tags: ['content'],
});

export const viewPreference = endpoint('GET', `${COURSE}/questionSurvey/view`, 'user', {
  input: z.object({}),
  output: preferenceSurvey
    .nullable()
    .describe('the caller’s class preference, or null when never saved'),
  summary: 'The caller’s saved class preference (for /pages/mine/preference)',
  tags: ['content'],
});
