import type {
  changeBookingStatus,
  editLesson,
  listLessons,
  viewComingLesson,
  viewLesson,
} from '@school/contract/api/booking';
import type { editTeacherReview, viewLessonReport } from '@school/contract/api/teachers';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The student's lessons, cancelling, the teacher's report and the review of the teacher. */
export const lessonCalls = {
  list: call<typeof listLessons>('GET', `${COURSE}/courseCourse/list`),
  view: call<typeof viewLesson>('GET', `${COURSE}/courseCourse/view`),
  coming: call<typeof viewComingLesson>('GET', `${COURSE}/courseCourse/viewcoming`),
  edit: call<typeof editLesson>('POST', `${COURSE}/courseCourse/edit`),
  cancel: call<typeof changeBookingStatus>('POST', `${COURSE}/studentBookings/status`),
  report: call<typeof viewLessonReport>('GET', `${COURSE}/teacherReviewsStudent/view`),
  review: call<typeof editTeacherReview>('POST', `${COURSE}/teacherReviews/edit`),
};
