export const TEACHER_STATUSES = ['active', 'paused', 'left'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

/** What the console uploads for a teacher: `?purpose=photo` (an image) or `video` (MP4). */
export const TEACHER_UPLOAD_PURPOSES = ['photo', 'video'] as const;
export type TeacherUploadPurpose = (typeof TEACHER_UPLOAD_PURPOSES)[number];
