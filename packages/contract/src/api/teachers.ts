import { z } from 'zod';
import { id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE, BASIC } from '../rules/prefixes.ts';
import { REVIEW_TAGS, SKILLS } from '../rules/teachers.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export { REVIEW_TAGS, SKILLS };
import { dateString, instantString, listOf, pageQuery } from '../envelope.ts';
import { sex } from './basic.ts';

export const teacherTag = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string().describe('e.g. style, focus'),
});

/** A teacher as lists show it. */
export const teacherSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  nationality: z.string(),
  sex,
  tags: z.array(teacherTag),
  rating: z.number().min(0).max(5).describe('average of reviews; 0 when none'),
  reviewCount: z.number().int(),
  finishedLessons: z.number().int(),
  collected: z.boolean().describe('in the caller’s favourites (false when not signed in)'),
  nextFreeAt: instantString.nullable().describe('start of the earliest bookable slot'),
});
export type TeacherSummary = z.infer<typeof teacherSummary>;

export const teacherDetail = teacherSummary.extend({
  intro: z.string().describe('sanitised rich text'),
  videoUrl: z.string().nullable(),
});

export const listTeachers = endpoint('GET', `${COURSE}/teacher/list`, 'public', {
  input: pageQuery.extend({
    keyword: z.string().trim().max(40).optional().describe('part of the name'),
    tagId: id.optional(),
    sex: z.coerce.number().int().min(1).max(2).optional(),
    nationality: z.string().trim().max(40).optional(),
    freeDate: dateString.optional().describe('has a bookable slot on this date (school time zone)'),
    freeFrom: instantString.optional().describe('has a bookable slot starting at or after'),
    freeTo: instantString.optional().describe('... and ending at or before'),
    favouritesFirst: z.enum(['true', 'false']).optional(),
  }),
  output: listOf(teacherSummary),
  summary: 'Teachers, filtered and paged; the caller’s favourites first with favouritesFirst=true',
  tags: ['teachers'],
});

export const viewTeacher = endpoint('GET', `${COURSE}/teacher/view`, 'public', {
  input: z.object({ id }),
  output: teacherDetail,
  summary: 'One teacher with intro, video, tags and rating',
  tags: ['teachers'],
});

export const listTeacherTags = endpoint('GET', `${COURSE}/tkTeacherTag/list`, 'public', {
  input: z.object({}),
  output: listOf(teacherTag),
  summary: 'All teacher tags',
  tags: ['teachers'],
});

export const editCollection = endpoint('POST', `${BASIC}/teacherCollections/edit`, 'user', {
  input: z.object({
    teacherId: id,
    collected: z.boolean({ error: 'collected must be true or false' }),
  }),
  output: z.object({ teacherId: z.number().int(), collected: z.boolean() }),
  summary: 'Add a teacher to, or remove one from, the caller’s favourites',
  tags: ['teachers'],
});

export const listCollections = endpoint('GET', `${BASIC}/teacherCollections/list`, 'user', {
  input: pageQuery,
  output: listOf(teacherSummary),
  summary: 'The caller’s favourite teachers',
  tags: ['teachers'],
});

export const teacherReview = z.object({
  id: z.number().int(),
  teacherId: z.number().int(),
  lessonId: z.number().int(),
  stars: z.number().int().min(1).max(5),
  tags: z.array(z.string()),
  content: z.string(),
  authorName: z.string().describe('masked English name, e.g. L***'),
  createdAt: instantString,
});

export const listTeacherReviews = endpoint('GET', `${COURSE}/teacherReviews/list`, 'public', {
  input: pageQuery.extend({ teacherId: id }),
  output: listOf(teacherReview),
  summary: 'Reviews of a teacher, newest first',
  tags: ['reviews'],
});

export const viewTeacherReview = endpoint('GET', `${COURSE}/teacherReviews/view`, 'public', {
  input: z.object({ id }),
  output: teacherReview,
  summary: 'One review',
  tags: ['reviews'],
});

export const editTeacherReview = endpoint('POST', `${COURSE}/teacherReviews/edit`, 'user', {
  input: z.object({
    lessonId: id,
    stars: z
      .number({ error: 'stars must be a number' })
      .int()
      .min(1, 'stars must be 1 to 5')
      .max(5, 'stars must be 1 to 5'),
    tags: z
      .array(z.string().max(20))
      .max(10)
      .default([])
      .describe('any of REVIEW_TAGS; another tag is refused (1001)'),
    content: z.string().trim().max(500, 'content must be at most 500 characters').default(''),
  }),
  output: teacherReview,
  summary: 'Review the teacher of one of the caller’s finished lessons (once, within 7 days)',
  tags: ['reviews'],
});

/** The teacher's report on a lesson (docs/design/after-lesson.md §4.4). */
export const lessonReport = z.object({
  lessonId: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  skills: z.object({
    pronunciation: z.number().int().min(1).max(5),
    vocabulary: z.number().int().min(1).max(5),
    grammar: z.number().int().min(1).max(5),
    fluency: z.number().int().min(1).max(5),
    confidence: z.number().int().min(1).max(5),
  }),
  comment: z.string(),
  homework: z.string(),
  words: z.array(z.string()),
  sentences: z.array(z.string()),
  stars: z.number().int().min(0).describe('stars given in class'),
  createdAt: instantString,
});

export const viewLessonReport = endpoint('GET', `${COURSE}/teacherReviewsStudent/view`, 'user', {
  input: z.object({ lessonId: id }),
  output: lessonReport.nullable().describe('null while the teacher has not written it'),
  summary: 'The teacher’s report on one of the caller’s lessons',
  tags: ['reviews'],
});

export const sendTeacherMessage = endpoint('POST', `${COURSE}/teacherMessages/edit`, 'user', {
  input: z.object({
    teacherId: id,
    content: z
      .string()
      .trim()
      .min(1, 'content must not be empty')
      .max(1000, 'content must be at most 1000 characters'),
  }),
  output: z.object({ id: z.number().int(), createdAt: instantString }),
  summary: 'Send a message to a teacher',
  tags: ['teachers'],
});
