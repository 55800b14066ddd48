/**
 * The zod-free half of api/exams.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/exams.ts builds the endpoints from them.
 */
import { COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listUnitExams = route('GET', `${COURSE}/questionUnitExam/chapterlist`, 'user');
export const viewCourseExam = route('GET', `${COURSE}/questionUnitExam/CourseExamp`, 'user');
export const viewExam = route('GET', `${COURSE}/questionUnitExam/view`, 'user');
export const submitExam = route('POST', `${COURSE}/questionExamResult/edit`, 'user');
export const listExamResults = route('GET', `${COURSE}/questionExamResult/list`, 'user');
export const viewExamResult = route('GET', `${COURSE}/questionExamResult/view`, 'user');
