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
