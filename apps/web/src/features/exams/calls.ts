import type {
  listExamResults,
  listUnitExams,
  submitExam,
  viewCourseExam,
  viewExam,
  viewExamResult,
} from '@school/contract/api/exams';
import * as examsRoutes from '@school/contract/routes/exams';
import { call } from '../../lib/request.ts';

/** Assessment calls, typed by the contract without importing its zod schemas. */
export const examCalls = {
  unitExams: call<typeof listUnitExams>(examsRoutes.listUnitExams),
  courseExam: call<typeof viewCourseExam>(examsRoutes.viewCourseExam),
  view: call<typeof viewExam>(examsRoutes.viewExam),
  submit: call<typeof submitExam>(examsRoutes.submitExam),
  results: call<typeof listExamResults>(examsRoutes.listExamResults),
  result: call<typeof viewExamResult>(examsRoutes.viewExamResult),
};
