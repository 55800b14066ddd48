/**
 * The zod-free half of api/teachers.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/teachers.ts builds the endpoints from them.
 */
import { BASIC, COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listTeachers = route('GET', `${COURSE}/teacher/list`, 'public');
export const viewTeacher = route('GET', `${COURSE}/teacher/view`, 'public');
export const listTeacherTags = route('GET', `${COURSE}/tkTeacherTag/list`, 'public');
export const editCollection = route('POST', `${BASIC}/teacherCollections/edit`, 'user');
export const listCollections = route('GET', `${BASIC}/teacherCollections/list`, 'user');
export const listTeacherReviews = route('GET', `${COURSE}/teacherReviews/list`, 'public');
export const viewTeacherReview = route('GET', `${COURSE}/teacherReviews/view`, 'public');
export const editTeacherReview = route('POST', `${COURSE}/teacherReviews/edit`, 'user');
export const viewLessonReport = route('GET', `${COURSE}/teacherReviewsStudent/view`, 'user');
export const sendTeacherMessage = route('POST', `${COURSE}/teacherMessages/edit`, 'user');

export const REVIEW_TAGS = ['耐心', '有趣', '发音标准', '互动多', '准时', '鼓励孩子'] as const;

export const SKILLS = ['pronunciation', 'vocabulary', 'grammar', 'fluency', 'confidence'] as const;
