import type {
  changeBookingStatus,
  editLesson,
  listLessons,
  viewComingLesson,
  viewLesson,
} from '@school/contract/api/booking';
import type { editTeacherReview, viewLessonReport } from '@school/contract/api/teachers';
import * as bookingRoutes from '@school/contract/routes/booking';
import * as teachersRoutes from '@school/contract/routes/teachers';
import { call } from '../../lib/request.ts';

/** The student's lessons, cancelling, the teacher's report and the review of the teacher. */
export const lessonCalls = {
  list: call<typeof listLessons>(bookingRoutes.listLessons),
  view: call<typeof viewLesson>(bookingRoutes.viewLesson),
  coming: call<typeof viewComingLesson>(bookingRoutes.viewComingLesson),
  edit: call<typeof editLesson>(bookingRoutes.editLesson),
  cancel: call<typeof changeBookingStatus>(bookingRoutes.changeBookingStatus),
  report: call<typeof viewLessonReport>(teachersRoutes.viewLessonReport),
  review: call<typeof editTeacherReview>(teachersRoutes.editTeacherReview),
};
