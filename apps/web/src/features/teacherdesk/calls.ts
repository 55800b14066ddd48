import type {
  listDeskLessons,
  listDeskPlan,
  markAbsent,
  savePlan,
  viewDeskLesson,
  viewTeacherMe,
  writeReport,
} from '@school/contract/api/teacherDesk';
import { TEACHER } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The teacher's side: profile, lessons, reports, absences and the weekly plan (issue #7). */
export const deskCalls = {
  me: call<typeof viewTeacherMe>('GET', `${TEACHER}/me`),
  lessons: call<typeof listDeskLessons>('GET', `${TEACHER}/lessons/list`),
  lesson: call<typeof viewDeskLesson>('GET', `${TEACHER}/lessons/view`),
  report: call<typeof writeReport>('POST', `${TEACHER}/lessons/report`),
  absent: call<typeof markAbsent>('POST', `${TEACHER}/lessons/absent`),
  plan: call<typeof listDeskPlan>('GET', `${TEACHER}/plan/list`),
  savePlan: call<typeof savePlan>('POST', `${TEACHER}/plan/edit`),
};
