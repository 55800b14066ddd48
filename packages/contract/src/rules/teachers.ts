/**
 * The zod-free half of api/teachers.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/teachers.ts builds the endpoints from them.
 */

export const REVIEW_TAGS = ['耐心', '有趣', '发音标准', '互动多', '准时', '鼓励孩子'] as const;

export const SKILLS = ['pronunciation', 'vocabulary', 'grammar', 'fluency', 'confidence'] as const;
