/**
 * Lessons as the console reads them (docs/design/console.md §7; modules/consoleLessons). Queries only: the
 * changes (reassigning, cancelling, correcting attendance) are booking's and the classroom's.
 */
export {
  countBookedBetween,
  countByDayAndStatus,
  countByStatus,
  countLateReports,
  findAdminLesson,
  lockLessonById,
  pageAdminLessons,
  pageLateReports,
  uncountFinished,
  type AdminLessonFilter,
  type AdminLessonRow,
} from './consoleRepository.ts';
export { findReport } from './repository.ts';
export { effectiveStatus } from './rules.ts';
