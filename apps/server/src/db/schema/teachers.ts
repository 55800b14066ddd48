import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A teacher as families see them. `rating_sum`/`review_count` and `finished_lessons` are kept
 * up to date in the same transaction as the review (or by the lesson-settling job), so the list
 * page reads them without aggregating reviews or lessons. `user_id` links a teacher's own login
 * (issue #7); demo teachers have none. `status`: active (families see and book them), paused (hidden
 * from families, lessons already booked go on), left (hidden, no new slots, no login; the row stays
 * for the lessons and reviews that name it).
 */
export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    avatar: text('avatar'),
    videoUrl: text('video_url'),
    nationality: text('nationality').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    /** Sanitised rich text (lib/sanitize.ts) */
    intro: text('intro').notNull().default(''),
    status: text('status', { enum: ['active', 'paused', 'left'] })
      .notNull()
      .default('active'),
    sort: integer('sort').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    finishedLessons: integer('finished_lessons').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('teachers_list_idx').on(t.status, t.sort, t.id),
    check('teachers_sex_check', sql`${t.sex} in (0, 1, 2)`),
    check('teachers_status_check', sql`${t.status} in ('active', 'paused', 'left')`),
    check('teachers_rating_check', sql`${t.ratingSum} >= 0 and ${t.reviewCount} >= 0`),
  ],
);

/** Tags families filter by, in groups ('style': 耐心, 活泼; 'focus': 发音, 口语, ...). */
export const teacherTags = pgTable('teacher_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('teacher_tags_name_key'),
  group: text('group').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const teacherTagLinks = pgTable(
  'teacher_tag_links',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => teacherTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'teacher_tag_links_pkey', columns: [t.teacherId, t.tagId] }),
    index('teacher_tag_links_tag_idx').on(t.tagId, t.teacherId),
  ],
);

/** A family's favourite teachers (我的收藏). */
export const teacherCollections = pgTable(
  'teacher_collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'teacher_collections_pkey', columns: [t.userId, t.teacherId] })],
);

/** A family's message to a teacher; teachers read them in issue #7. */
export const teacherMessages = pgTable(
  'teacher_messages',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('teacher_messages_teacher_idx').on(t.teacherId, t.createdAt),
    index('teacher_messages_user_idx').on(t.userId, t.createdAt),
  ],
);
