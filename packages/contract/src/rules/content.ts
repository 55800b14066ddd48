/**
 * The zod-free half of api/content.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/content.ts builds the endpoints from them.
 */

/** An in-app route of the seed (§2), optionally with a query string: `/pages/huiben/list?level=1`. */
export const APP_ROUTE = /^\/pages\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\?[^\s#<>"']*)?$/;

export const BANNER_POSITIONS = ['home', 'mall', 'course'] as const;

export const DICT_TYPES = [
  'sex',
  'teacherSex',
  'teacherStyle',
  'focusSkill',
  'cancelReason',
  'feedbackType',
  'bookLevel',
] as const;

/** The kinds of feedback (dictData `feedbackType` lists them with their labels). */
export const FEEDBACK_TYPES = ['bug', 'suggestion', 'course', 'order', 'other'] as const;
