import type {
  listExamResults,
  listUnitExams,
  submitExam,
  viewCourseExam,
  viewExam,
  viewExamResult,
} from '@school/contract/api/exams';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Assessment calls, typed by the contract without importing its zod schemas. */
export const examCalls = {
  unitExams: call<typeof listUnitExams>('GET', `${COURSE}/questionUnitExam/chapterlist`),
  courseExam: call<typeof viewCourseExam>('GET', `${COURSE}/questionUnitExam/CourseExamp`),
  view: call<typeof viewExam>('GET', `${COURSE}/questionUnitExam/view`),
  submit: call<typeof submitExam>('POST', `${COURSE}/questionExamResult/edit`),
  results: call<typeof listExamResults>('GET', `${COURSE}/questionExamResult/list`),
  result: call<typeof viewExamResult>('GET', `${COURSE}/questionExamResult/view`),
};
