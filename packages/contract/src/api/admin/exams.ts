import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { examKind, questionKind } from '../exams.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { biText } from './bilingual.ts';
import { bookLevel } from './books.ts';

/**
 * Exams and their question bank in the console (docs/design/assessment.md §4.6, docs/design/school-texts.md §9): unit tests of outline nodes
 * and one course exam per level; single choice, multiple choice and true/false, with text,
 * picture or audio prompts and text or picture options. The answer keys travel here only.
 */

const tags = ['console'];
const asset = z.string().trim().min(1).max(500);
const byId = z.strictObject({ id: bodyId('id') });

export const adminOption = z.object({
  text: biText(200, false),
  image: z.string().nullable(),
  right: z.boolean(),
});

export const adminQuestion = z.object({
  kind: questionKind,
  prompt: z.object({
    text: biText(500, false),
    image: z.string().nullable(),
    audio: z.string().nullable(),
  }),
  options: z.array(adminOption).describe('empty for truefalse'),
  trueFalse: z.boolean().nullable().describe('the key of a true/false question'),
  points: z.number().int().min(1).max(100),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminExamRow = z.object({
  id: z.number().int(),
  kind: examKind,
  title: biText(100),
  outlineId: z.number().int().nullable(),
  level: z.number().int().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  questionCount: z.number().int(),
  resultCount: z.number().int().describe('submissions so far (kept as taken whatever the edits)'),
});
export type AdminExamRow = z.infer<typeof adminExamRow>;

export const listAdminExams = endpoint(
  'GET',
  `${ADMIN}/learning/exam/list`,
  staff('content.read'),
  {
    input: adminListInput(['sort', 'id'] as const, {
      kind: examKind.optional(),
      outlineId: id.optional(),
      level: bookLevel.optional(),
    }),
    output: adminListOutput(adminExamRow),
    summary: 'Unit tests and course exams, shown or hidden',
    tags,
  },
);

export const adminExam = adminExamRow.extend({ questions: z.array(adminQuestion) });
export type AdminExam = z.infer<typeof adminExam>;

/** One exam with its questions and their answer keys (never a family call). */
export const viewAdminExam = endpoint('GET', `${ADMIN}/learning/exam/view`, staff('content.read'), {
  input: z.object({ id }),
  output: adminExam,
  summary: 'One exam with its questions and answer keys',
  tags,
});

const optionInput = z.strictObject({
  text: biText(200, false),
  image: asset.nullable().default(null),
  right: z.boolean().default(false),
});

const questionInput = z.strictObject({
  kind: questionKind,
  prompt: z.strictObject({
    text: biText(500, false),
    image: asset.nullable().default(null),
    audio: asset.nullable().default(null),
  }),
  options: z.array(optionInput).max(8).default([]),
  trueFalse: z.boolean().nullable().default(null),
  points: z.number().int().min(1).max(100).default(1),
});

export const saveAdminExam = endpoint(
  'POST',
  `${ADMIN}/learning/exam/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      kind: examKind,
      outlineId: bodyId('outlineId').nullable().default(null),
      level: bookLevel.nullable().default(null),
      title: biText(100),
      sort: z.number().int().min(-10_000).max(10_000).default(0),
      active: z.boolean().default(true),
      questions: z.array(questionInput).max(100),
    }),
    output: z.object({ id: z.number().int() }),
    summary:
      'Create or replace an exam and its questions (results already taken keep what was asked); ' +
      'a unit test names its outline node, a course exam its level (one per level: 2002)',
    tags,
  },
);

export const deleteAdminExam = endpoint(
  'POST',
  `${ADMIN}/learning/exam/delete`,
  staff('content.edit'),
  {
    input: byId,
    output: z.null(),
    summary: 'Remove an exam (results already taken stay in the families’ history)',
    tags,
  },
);
