import type {
  listDeskLessons,
  listDeskPlan,
  markAbsent,
  savePlan,
  viewDeskLesson,
  viewTeacherMe,
  writeReport,
} from '@school/contract/api/teacherDesk';
import * as teacherDeskRoutes from '@school/contract/routes/teacherDesk';
import { call } from '../../lib/request.ts';

/** The teacher's side: profile, lessons, reports, absences and the weekly plan (issue #7). */
export const deskCalls = {
  me: call<typeof viewTeacherMe>(teacherDeskRoutes.viewTeacherMe),
  lessons: call<typeof listDeskLessons>(teacherDeskRoutes.listDeskLessons),
  lesson: call<typeof viewDeskLesson>(teacherDeskRoutes.viewDeskLesson),
  report: call<typeof writeReport>(teacherDeskRoutes.writeReport),
  absent: call<typeof markAbsent>(teacherDeskRoutes.markAbsent),
  plan: call<typeof listDeskPlan>(teacherDeskRoutes.listDeskPlan),
  savePlan: call<typeof savePlan>(teacherDeskRoutes.savePlan),
};
