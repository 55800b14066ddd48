import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A banner of a position ('home', ...). The link was validated when stored (content/rules.ts):
 * a route of the app, a web address on the WEBVIEW_ALLOWED_HOSTS list or same-origin, or none.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull().default('home'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    linkType: text('link_type', { enum: ['route', 'web', 'none'] })
      .notNull()
      .default('none'),
    linkTarget: text('link_target'),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
    /** Shown from (null: at once) until (null: for good); the console sets both (issue 14). */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
  },
  (t) => [
    index('banners_position_idx').on(t.position, t.status, t.sort),
    check(
      'banners_dates_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check('banners_link_check', sql`(${t.linkType} = 'none') = (${t.linkTarget} is null)`),
  ],
);

/** Notices (通知公告); `content` is sanitised rich text. Shown once `published_at` has passed. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: instant('published_at').notNull(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: text('category').notNull().default(''),
  question: text('question').notNull(),
  /** Sanitised rich text */
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The user agreement and the children's privacy policy, one row per version. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['agreement', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    /** Sanitised rich text */
    content: text('content').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** The newest published version of a kind is the one guardians accept (issue 14). */
    publishedAt: instant('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_documents_kind_version_key').on(t.kind, t.version),
    index('legal_documents_kind_published_idx').on(t.kind, t.publishedAt, t.id),
  ],
);

/**
 * What the content role prepared for the owner to publish (docs/design/console.md §7: legal texts and branding,
 * content drafts, the owner publishes): one draft per subject, replaced by each save, removed
 * when the owner publishes or discards it. `value` has the console form's shape.
 */
export const brandDrafts = pgTable(
  'brand_drafts',
  {
    subject: text('subject', { enum: ['brand', 'agreement', 'privacy'] }).primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    savedBy: text('saved_by').notNull(),
    /** Who saved it: the content role may discard only its own draft (null: saved before). */
    savedByStaffId: integer('saved_by_staff_id'),
    savedAt: instant('saved_at').notNull(),
  },
  (t) => [
    check('brand_drafts_subject_check', sql`${t.subject} in ('brand', 'agreement', 'privacy')`),
  ],
);

/** The school (white-label, aboutUss/view): exactly one row, id 1. */
export const schoolProfile = pgTable(
  'school_profile',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    logo: text('logo'),
    slogan: text('slogan').notNull().default(''),
    /** Sanitised rich text */
    intro: text('intro').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    // Brand (docs/design/school-texts.md §9): the app takes all of it from aboutUss/view, none is written in its code.
    shortName: text('short_name').notNull().default(''),
    /** `#rrggbb`; '' keeps the app's default green. */
    mainColor: text('main_color').notNull().default(''),
    /** The customer-service WeChat QR code (an image path). */
    serviceQr: text('service_qr'),
    /** ICP record number (备案号), shown at the foot of the login page. */
    icpNumber: text('icp_number').notNull().default(''),
    /** IANA zone of the school's times; null follows the server's TIME_ZONE. */
    timeZone: text('time_zone'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('school_profile_single_row', sql`${t.id} = 1`)],
);

/** Suggested English names (nickname/list); sex 0 suits both. */
export const nicknames = pgTable(
  'nicknames',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sex: smallint('sex').notNull().default(0),
    initial: text('initial').notNull(),
  },
  (t) => [
    uniqueIndex('nicknames_name_key').on(t.name),
    index('nicknames_initial_idx').on(t.initial, t.name),
    check('nicknames_sex_check', sql`${t.sex} in (0, 1, 2)`),
    check('nicknames_initial_check', sql`${t.initial} ~ '^[A-Z]$'`),
  ],
);

/**
 * Highlight videos (精彩课堂). A draft has no `published_at`; families see published videos in the
 * school's order (`sort`), newest first within it.
 */
export const highlightVideos = pgTable(
  'highlight_videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    videoUrl: text('video_url').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    publishedAt: instant('published_at'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('highlight_videos_published_idx').on(t.publishedAt, t.id)],
);

/**
 * Answers of a family to a survey: the class preference (one row per user, replaced on each
 * save: the partial unique index makes that one upsert) or a feedback message (a row each).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['preference', 'feedback'] }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('surveys_preference_key')
      .on(t.userId)
      .where(sql`${t.kind} = 'preference'`),
    index('surveys_kind_idx').on(t.kind, t.createdAt),
  ],
);
