/**
 * The zod-free half of api/teacherDesk.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/teacherDesk.ts builds the endpoints from them.
 */

export const REPORT_SKILLS = [
  'pronunciation',
  'vocabulary',
  'grammar',
  'fluency',
  'confidence',
] as const;

/** How long after the start a teacher may mark the student absent (the student may be late). */
export const MARK_ABSENT_AFTER_MS = 10 * 60 * 1000;

/** How long after the end of a lesson its report can still be written or corrected. */
export const REPORT_WINDOW_DAYS = 7;
