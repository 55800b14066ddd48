import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's teachers (docs/design/console.md §7): profiles, pause and resume, leave, and any teacher's
 * weekly plan and single slots. Reading is `teachers.read` (every role); every change is
 * `teachers.edit` (owner and academic).
 */
const read = { auth: 'staff', permission: 'teachers.read' } as const;
const edit = { auth: 'staff', permission: 'teachers.edit' } as const;

export const TEACHER_STATUSES = ['active', 'paused', 'left'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

/** What the console uploads for a teacher: `?purpose=photo` (an image) or `video` (MP4). */
export const TEACHER_UPLOAD_PURPOSES = ['photo', 'video'] as const;
export type TeacherUploadPurpose = (typeof TEACHER_UPLOAD_PURPOSES)[number];

export const listAdminTeachers = route('GET', `${ADMIN}/teachers/list`, read);
/** The tags and nationalities the list filters and the form offer. */
export const listAdminTeacherOptions = route('GET', `${ADMIN}/teachers/options`, read);
export const viewAdminTeacher = route('GET', `${ADMIN}/teachers/view`, read);
/** Creates (no id) or replaces a teacher, with the login phone of the teachers' area. */
export const saveAdminTeacher = route('POST', `${ADMIN}/teachers/save`, edit);
/** Pause (hidden from families at once; booked lessons go on) or resume. */
export const setAdminTeacherPaused = route('POST', `${ADMIN}/teachers/pause`, edit);
/** The teacher's booked lessons from now on: shown before leave, to reassign in the lessons area. */
export const listAdminTeacherFutureLessons = route('GET', `${ADMIN}/teachers/futureLessons`, read);
/** The teacher leaves: hidden, no new slots, no login to the teachers' area. */
export const leaveAdminTeacher = route('POST', `${ADMIN}/teachers/leave`, edit);
export const viewAdminTeacherPlan = route('GET', `${ADMIN}/teachers/plan`, read);
/** Replaces the weekly plan with the rules of the teachers' own plan editing. */
export const saveAdminTeacherPlan = route('POST', `${ADMIN}/teachers/plan/save`, edit);
export const listAdminTeacherSlots = route('GET', `${ADMIN}/teachers/slots`, read);
/** Opens or closes one 30-minute slot (a booked slot is never touched). */
export const setAdminTeacherSlot = route('POST', `${ADMIN}/teachers/slot/set`, edit);
export const uploadAdminTeacherFile = route('POST', `${ADMIN}/teachers/upload`, edit);
