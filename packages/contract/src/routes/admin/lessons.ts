import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's lessons (docs/design/console.md §7): every lesson by day, teacher, family and state; a lesson's
 * report, attendance and replay; reassigning, cancelling by the school and correcting attendance.
 * Reading is `lessons.read`, every change `lessons.edit`.
 */
const read = { auth: 'staff', permission: 'lessons.read' } as const;
const edit = { auth: 'staff', permission: 'lessons.edit' } as const;
const L = `${ADMIN}/lessons`;

export const listAdminLessons = route('GET', `${L}/list`, read);
export const viewAdminLesson = route('GET', `${L}/view`, read);
/** Finished lessons whose report is more than `REPORT_LATE_HOURS` late. */
export const listLateReports = route('GET', `${L}/lateReports`, read);
/** Teachers to pick in the list's filter (by name). */
export const searchLessonTeachers = route('GET', `${L}/teachers`, read);
/** A signed, short-lived link to the lesson's recording (the same link families get). */
export const watchAdminReplay = route('GET', `${L}/replay`, read);
/** The teachers with an open, free slot at the lesson's time: whom it can be reassigned to. */
export const listReassignOptions = route('GET', `${L}/reassignOptions`, read);
export const reassignLesson = route('POST', `${L}/reassign`, edit);
export const cancelLessonBySchool = route('POST', `${L}/cancel`, edit);
export const correctAttendance = route('POST', `${L}/attendance`, edit);

/** A report is late when it is not written this long after the lesson's end. */
export const REPORT_LATE_HOURS = 24;
/**
 * The late-report list looks this far back (lessons ended within it): a bounded index range on
 * a school with millions of lessons. Older missing reports are history, not a to-do.
 */
export const LATE_REPORT_WINDOW_DAYS = 30;
/** A list without a teacher or family filter spans at most this many days (an index range). */
export const LESSON_LIST_MAX_DAYS = 31;
/** With a teacher or family filter, at most this many. */
export const LESSON_LIST_MAX_DAYS_FILTERED = 366;
