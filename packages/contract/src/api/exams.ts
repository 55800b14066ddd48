import { z } from 'zod';
import { bodyId, id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import { instantString, listOf, pageQuery } from '../envelope.ts';

/**
 * Assessment (docs/design/assessment.md §4.6): unit tests of outline nodes and a course exam per level. Questions
 * leave the server WITHOUT their answer key; the server scores a submission and only its result
 * shows each answer and the right one.
 */

export const questionKind = z.enum(['single', 'truefalse', 'multiple']);
export type QuestionKind = z.infer<typeof questionKind>;

/** What the child reads, sees or hears. At least one of the three is set. */
export const questionPrompt = z.object({
  text: z.string().nullable(),
  image: z.string().nullable().describe('picture prompt'),
  audio: z.string().nullable().describe('audio prompt (MP3)'),
});

export const questionOption = z.object({
  id: z.number().int(),
  text: z.string().nullable(),
  image: z.string().nullable(),
});

/** A question as the child sees it before submitting: no answer key. */
export const examQuestion = z.object({
  id: z.number().int(),
  kind: questionKind.describe(
    'single: choose one option; multiple: choose every right option; truefalse: no options',
  ),
  prompt: questionPrompt,
  options: z.array(questionOption).describe('empty for truefalse'),
});
export type ExamQuestion = z.infer<typeof examQuestion>;

export const examKind = z.enum(['unit', 'course']);

export const exam = z.object({
  id: z.number().int(),
  kind: examKind,
  title: z.string(),
  outlineId: z.number().int().nullable().describe('the outline node of a unit test'),
  level: z.number().int().nullable().describe('the course level of a course exam'),
  questionCount: z.number().int(),
  bestScore: z.number().int().min(0).max(100).nullable().describe('the caller’s best, or null'),
  attempts: z.number().int().min(0).describe('the caller’s submissions so far'),
  questions: z.array(examQuestion),
});
export type Exam = z.infer<typeof exam>;

export const listUnitExams = endpoint('GET', `${COURSE}/questionUnitExam/chapterlist`, 'user', {
  input: z.object({ outlineId: id }),
  output: listOf(exam),
  summary:
    'The unit tests of an outline node and its visible descendants, in outline order (2001 for ' +
    'an unknown or hidden node)',
  tags: ['exams'],
});

export const viewCourseExam = endpoint('GET', `${COURSE}/questionUnitExam/CourseExamp`, 'user', {
  input: z.object({
    level: z.coerce
      .number({ error: 'level must be a number' })
      .int('level must be a whole number')
      .min(1, 'level must be 1 to 20')
      .max(20, 'level must be 1 to 20'),
  }),
  output: exam.nullable().describe('null when the level has no course exam'),
  summary: 'The course exam of a level',
  tags: ['exams'],
});

export const viewExam = endpoint('GET', `${COURSE}/questionUnitExam/view`, 'user', {
  input: z.object({ id }),
  output: exam,
  summary: 'One exam with its questions (a deep link to /pages/assessment/unitQuestion)',
  tags: ['exams'],
});

/** single and multiple: option ids; truefalse: a boolean. */
export const choice = z.union([z.array(bodyId('choice')).max(20), z.boolean()]);
export type Choice = z.infer<typeof choice>;

/** One question of a submitted exam: what was chosen, what was right. */
export const resultItem = z.object({
  question: examQuestion,
  choice: choice.nullable().describe('the submitted choice; null when unanswered'),
  rightChoice: choice.describe('option ids (single, multiple) or true/false'),
  correct: z.boolean(),
});

export const resultSummary = z.object({
  id: z.number().int(),
  examId: z.number().int().nullable().describe('null when the exam has been removed since'),
  examKind: examKind,
  examTitle: z.string(),
  score: z.number().int().min(0).max(100),
  correctCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  submittedAt: instantString,
});

export const examResult = resultSummary.extend({ items: z.array(resultItem) });
export type ExamResult = z.infer<typeof examResult>;

export const submitExam = endpoint('POST', `${COURSE}/questionExamResult/edit`, 'user', {
  input: z.object({
    examId: bodyId('examId'),
    answers: z
      .array(
        z.object({
          questionId: bodyId('questionId'),
          choice,
        }),
        { error: 'answers must be a list of { questionId, choice }' },
      )
      .max(200),
  }),
  output: examResult,
  summary:
    'Submit answers; the server scores them (missing answers are wrong; unknown questions or ' +
    'a choice of the wrong shape are 1001) and returns the result with the right answers',
  tags: ['exams'],
});

export const listExamResults = endpoint('GET', `${COURSE}/questionExamResult/list`, 'user', {
  input: pageQuery.extend({ examId: id.optional() }),
  output: listOf(resultSummary),
  summary: 'The caller’s submitted exams, newest first',
  tags: ['exams'],
});

export const viewExamResult = endpoint('GET', `${COURSE}/questionExamResult/view`, 'user', {
  input: z.object({ id }),
  output: examResult,
  summary: 'One of the caller’s results with each answer and the right one',
  tags: ['exams'],
});
