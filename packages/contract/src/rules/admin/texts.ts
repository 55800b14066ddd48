/** What an upload is for: images are resized to the largest size the app shows them at. */
export const UPLOAD_PURPOSES = ['banner', 'cover', 'videoCover', 'video', 'audio', 'pdf'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Teacher tag groups (families filter by them; dictData's teacherStyle/focusSkill read them). */
export const TAG_GROUPS = ['style', 'focus'] as const;
