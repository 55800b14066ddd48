import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { z } from 'zod';
import type { resultItem } from '@school/contract/api/exams';
import { outlineNodes } from './outline.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An exam: a unit test of an outline node, or the course exam of a level (at most one per level).
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['unit', 'course'] }).notNull(),
    outlineId: integer('outline_id').references(() => outlineNodes.id, { onDelete: 'cascade' }),
    level: smallint('level'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
  },
  (t) => [
    index('exams_outline_idx').on(t.outlineId, t.sort),
    uniqueIndex('exams_course_level_key')
      .on(t.level)
      .where(sql`${t.kind} = 'course'`),
    check(
      'exams_kind_check',
      sql`(${t.kind} = 'unit' and ${t.outlineId} is not null) or (${t.kind} = 'course' and ${t.level} is not null)`,
    ),
  ],
);

/**
 * A question. The answer key is `true_false` (truefalse) or `exam_options.is_right` (single,
 * multiple); neither ever leaves the server before a submission.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['single', 'truefalse', 'multiple'] }).notNull(),
    promptText: text('prompt_text'),
    promptImage: text('prompt_image'),
    promptAudio: text('prompt_audio'),
    trueFalse: boolean('true_false'),
    /** What the question weighs in the score (the console sets it; 1 by default). */
    points: smallint('points').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('exam_questions_exam_idx').on(t.examId, t.sort),
    check(
      'exam_questions_prompt_check',
      sql`coalesce(${t.promptText}, ${t.promptImage}, ${t.promptAudio}) is not null`,
    ),
    check('exam_questions_points_check', sql`${t.points} between 1 and 100`),
    check(
      'exam_questions_truefalse_check',
      sql`(${t.kind} = 'truefalse') = (${t.trueFalse} is not null)`,
    ),
  ],
);

export const examOptions = pgTable(
  'exam_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    text: text('text'),
    image: text('image'),
    isRight: boolean('is_right').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('exam_options_question_idx').on(t.questionId, t.sort),
    check('exam_options_content_check', sql`coalesce(${t.text}, ${t.image}) is not null`),
  ],
);

/** One question of a result as shown afterwards (contract `resultItem`), frozen at submission. */
export type StoredResultItem = z.infer<typeof resultItem>;

/**
 * A scored submission. The items are a snapshot (question, choice, right choice), so the history
 * stays true when the exam is edited or removed later; `exam_id` then becomes NULL.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    examKind: text('exam_kind', { enum: ['unit', 'course'] }).notNull(),
    examTitle: text('exam_title').notNull(),
    score: smallint('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    questionCount: integer('question_count').notNull(),
    items: jsonb('items').$type<StoredResultItem[]>().notNull(),
    submittedAt: instant('submitted_at').notNull(),
  },
  (t) => [
    index('exam_results_user_idx').on(t.userId, t.submittedAt),
    index('exam_results_user_exam_idx').on(t.userId, t.examId, t.score),
    check('exam_results_score_check', sql`${t.score} between 0 and 100`),
  ],
);
