import { z } from 'zod';
import { bodyId } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { instantString } from '../../envelope.ts';
import { BANNER_POSITIONS } from '../../rules/content.ts';
import { TAG_GROUPS, UPLOAD_PURPOSES } from '../../rules/admin/texts.ts';
import { bannerLink } from '../content.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { biRich, biText } from './bilingual.ts';

/**
 * The console's texts (docs/design/school-texts.md §9): banners, notices, FAQ, about us, highlight videos, the
 * nickname list, dictionary options and teacher tags, each in Chinese and English, and the
 * uploads they use. Reading is `content.read`, every change `content.edit`.
 */

export { TAG_GROUPS, UPLOAD_PURPOSES };

/** The console's texts (docs/design/school-texts.md §9): each text in Chinese and English side by side. */

const tags = ['console'];
const saved = z.object({ id: z.number().int() });
const byId = z.strictObject({ id: bodyId('id') });
const sortNo = z.number().int().min(-10_000).max(10_000).default(0);
const asset = z.string().trim().min(1).max(500);
const noFilters = adminListInput(['sort', 'id'] as const, {});

export const adminBanner = z.object({
  id: z.number().int(),
  position: z.enum(BANNER_POSITIONS),
  title: biText(60),
  image: z.string(),
  link: bannerLink,
  sort: z.number().int(),
  active: z.boolean(),
  startsAt: instantString.nullable(),
  endsAt: instantString.nullable(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const listAdminBanners = endpoint(
  'GET',
  `${ADMIN}/texts/banner/list`,
  staff('content.read'),
  {
    input: adminListInput(['sort', 'id'] as const, {
      position: z.enum(BANNER_POSITIONS).optional(),
    }),
    output: adminListOutput(adminBanner),
    summary: 'Banners of every position, shown or not',
    tags,
  },
);

export const saveAdminBanner = endpoint(
  'POST',
  `${ADMIN}/texts/banner/save`,
  staff('content.edit'),
  {
    input: z
      .strictObject({
        id: bodyId('id').optional(),
        position: z.enum(BANNER_POSITIONS).default('home'),
        title: biText(60),
        image: asset,
        link: bannerLink,
        sort: sortNo,
        active: z.boolean().default(true),
        startsAt: instantString.nullable().default(null),
        endsAt: instantString.nullable().default(null),
      })
      .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt), {
        message: 'the end is after the start',
        path: ['endsAt'],
      }),
    output: saved,
    summary: 'Create or replace a banner (its link is checked against the app’s routes and hosts)',
    tags,
  },
);

export const deleteAdminBanner = endpoint(
  'POST',
  `${ADMIN}/texts/banner/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a banner',
    tags,
  },
);

export const adminNotice = z.object({
  id: z.number().int(),
  title: biText(100),
  content: biRich,
  publishedAt: instantString,
});

export const listAdminNotices = endpoint(
  'GET',
  `${ADMIN}/texts/notice/list`,
  staff('content.read'),
  {
    input: adminListInput(['publishedAt', 'id'] as const, {}),
    output: adminListOutput(adminNotice),
    summary: 'Every notice, scheduled ones included (default: newest first)',
    tags,
  },
);

export const saveAdminNotice = endpoint(
  'POST',
  `${ADMIN}/texts/notice/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      title: biText(100),
      content: biRich,
      publishedAt: instantString.describe(
        'families see it from then on (a later time schedules it)',
      ),
    }),
    output: saved,
    summary: 'Create or replace a notice',
    tags,
  },
);

export const deleteAdminNotice = endpoint(
  'POST',
  `${ADMIN}/texts/notice/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a notice',
    tags,
  },
);

export const adminFaq = z.object({
  id: z.number().int(),
  category: biText(30, false),
  question: biText(200),
  answer: biRich,
  sort: z.number().int(),
});

export const listAdminFaqs = endpoint('GET', `${ADMIN}/texts/faq/list`, staff('content.read'), {
  input: noFilters,
  output: adminListOutput(adminFaq),
  summary: 'Every FAQ entry in the app’s order',
  tags,
});

export const saveAdminFaq = endpoint('POST', `${ADMIN}/texts/faq/save`, staff('content.edit'), {
  input: z.strictObject({
    id: bodyId('id').optional(),
    category: biText(30, false).default({ zh: '', en: '' }),
    question: biText(200),
    answer: biRich,
    sort: sortNo,
  }),
  output: saved,
  summary: 'Create or replace an FAQ entry',
  tags,
});

export const deleteAdminFaq = endpoint('POST', `${ADMIN}/texts/faq/delete`, staff('content.edit'), {
  input: byId,
  output: z.null(),
  summary: 'Remove an FAQ entry',
  tags,
});

export const adminAbout = z.object({ intro: biRich });

export const viewAdminAbout = endpoint('GET', `${ADMIN}/texts/about/view`, staff('content.read'), {
  input: z.object({}),
  output: adminAbout,
  summary: 'About us (the school’s introduction) in both languages',
  tags,
});

export const saveAdminAbout = endpoint('POST', `${ADMIN}/texts/about/save`, staff('content.edit'), {
  input: z.strictObject({ intro: biRich }),
  output: z.null(),
  summary: 'Replace about us (brand settings are saved elsewhere, by the owner)',
  tags,
});

export const adminVideo = z.object({
  id: z.number().int(),
  title: biText(100),
  cover: z.string(),
  videoUrl: z.string(),
  durationMs: z.number().int(),
  sort: z.number().int(),
  publishedAt: instantString.nullable().describe('null: a draft families do not see'),
});

export const listAdminVideos = endpoint('GET', `${ADMIN}/texts/video/list`, staff('content.read'), {
  input: noFilters,
  output: adminListOutput(adminVideo),
  summary: 'Highlight videos (精彩课堂), drafts included',
  tags,
});

export const saveAdminVideo = endpoint('POST', `${ADMIN}/texts/video/save`, staff('content.edit'), {
  input: z.strictObject({
    id: bodyId('id').optional(),
    title: biText(100),
    cover: asset,
    videoUrl: asset,
    durationMs: z.number().int().min(0).max(86_400_000).default(0),
    sort: sortNo,
    published: z.boolean().describe('published now (keeps its first time), or a draft'),
  }),
  output: saved,
  summary: 'Create or replace a highlight video; publish or withdraw it',
  tags,
});

export const deleteAdminVideo = endpoint(
  'POST',
  `${ADMIN}/texts/video/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a highlight video',
    tags,
  },
);

const sex = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const adminNickname = z.object({ id: z.number().int(), name: z.string(), sex });

export const listAdminNicknames = endpoint(
  'GET',
  `${ADMIN}/texts/nickname/list`,
  staff('content.read'),
  {
    input: adminListInput(['name', 'id'] as const, {
      q: z.string().trim().max(30).optional(),
    }),
    output: adminListOutput(adminNickname),
    summary: 'Suggested English names, A to Z',
    tags,
  },
);

export const saveAdminNickname = endpoint(
  'POST',
  `${ADMIN}/texts/nickname/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      name: z.string().trim().min(1).max(30),
      sex: sex.describe('1 boy, 2 girl, 0 either'),
    }),
    output: saved,
    summary: 'Add or rename a suggested English name',
    tags,
  },
);

export const deleteAdminNickname = endpoint(
  'POST',
  `${ADMIN}/texts/nickname/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove a suggested name (children who chose it keep it)',
    tags,
  },
);

export const adminDictOption = z.object({
  type: z.string(),
  value: z.union([z.number(), z.string()]),
  label: biText(60),
});

/** The fixed option lists (dictData): their Chinese is the school's code, their English editable. */
export const listAdminDict = endpoint('GET', `${ADMIN}/texts/dict/list`, staff('content.read'), {
  input: z.object({}),
  output: adminListOutput(adminDictOption),
  summary: 'The fixed option lists of dictData with their English (tags and levels are elsewhere)',
  tags,
});

export const saveAdminDict = endpoint('POST', `${ADMIN}/texts/dict/save`, staff('content.edit'), {
  input: z.strictObject({ label: biText(60) }),
  output: z.null(),
  summary: 'Write the English of a fixed option (its Chinese identifies it)',
  tags,
});

export const adminTag = z.object({
  id: z.number().int(),
  name: biText(30),
  group: z.enum(TAG_GROUPS),
  sort: z.number().int(),
  teacherCount: z.number().int(),
});

export const listAdminTags = endpoint('GET', `${ADMIN}/texts/tag/list`, staff('content.read'), {
  input: z.object({}),
  output: adminListOutput(adminTag),
  summary: 'Teacher tags with how many teachers carry each',
  tags,
});

export const saveAdminTag = endpoint('POST', `${ADMIN}/texts/tag/save`, staff('content.edit'), {
  input: z.strictObject({
    id: bodyId('id').optional(),
    name: biText(30),
    group: z.enum(TAG_GROUPS),
    sort: sortNo,
  }),
  output: saved,
  summary: 'Create or rename a teacher tag',
  tags,
});

/** A tag some teacher carries is removed only with `force` (the refusal names the teachers). */
export const deleteAdminTag = endpoint('POST', `${ADMIN}/texts/tag/delete`, staff('content.edit'), {
  input: z.strictObject({ id: bodyId('id'), force: z.boolean().default(false) }),
  output: z.null(),
  summary:
    'Remove a tag; one in use is refused (2002, naming its teachers) unless force, which takes it off them',
  tags,
});

export const uploadPurpose = z.enum(UPLOAD_PURPOSES);

/** One file (image, audio, video, PDF) for the texts above; answers the address to store. */
export const uploadAdminFile = endpoint('POST', `${ADMIN}/texts/upload`, staff('content.edit'), {
  input: z.instanceof(Uint8Array),
  output: z.object({ url: z.string() }),
  summary:
    'Upload one file (?purpose=banner|cover|videoCover: jpg/png/webp; video: mp4; audio: mp3/m4a; pdf), checked by content; answers its address',
  tags,
});
