import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's texts (docs/design/school-texts.md §9): banners, notices, FAQ, about us, highlight videos, the
 * nickname list, dictionary options and teacher tags, each in Chinese and English, and the
 * uploads they use. Reading is `content.read`, every change `content.edit`.
 */
const read = { auth: 'staff', permission: 'content.read' } as const;
const edit = { auth: 'staff', permission: 'content.edit' } as const;
const T = `${ADMIN}/texts`;

export const listAdminBanners = route('GET', `${T}/banner/list`, read);
export const saveAdminBanner = route('POST', `${T}/banner/save`, edit);
export const deleteAdminBanner = route('POST', `${T}/banner/delete`, edit);

export const listAdminNotices = route('GET', `${T}/notice/list`, read);
export const saveAdminNotice = route('POST', `${T}/notice/save`, edit);
export const deleteAdminNotice = route('POST', `${T}/notice/delete`, edit);

export const listAdminFaqs = route('GET', `${T}/faq/list`, read);
export const saveAdminFaq = route('POST', `${T}/faq/save`, edit);
export const deleteAdminFaq = route('POST', `${T}/faq/delete`, edit);

export const viewAdminAbout = route('GET', `${T}/about/view`, read);
export const saveAdminAbout = route('POST', `${T}/about/save`, edit);

export const listAdminVideos = route('GET', `${T}/video/list`, read);
export const saveAdminVideo = route('POST', `${T}/video/save`, edit);
export const deleteAdminVideo = route('POST', `${T}/video/delete`, edit);

export const listAdminNicknames = route('GET', `${T}/nickname/list`, read);
export const saveAdminNickname = route('POST', `${T}/nickname/save`, edit);
export const deleteAdminNickname = route('POST', `${T}/nickname/delete`, edit);

/** The fixed option lists (dictData): their Chinese is the school's code, their English editable. */
export const listAdminDict = route('GET', `${T}/dict/list`, read);
export const saveAdminDict = route('POST', `${T}/dict/save`, edit);

export const listAdminTags = route('GET', `${T}/tag/list`, read);
export const saveAdminTag = route('POST', `${T}/tag/save`, edit);
/** A tag some teacher carries is removed only with `force` (the refusal names the teachers). */
export const deleteAdminTag = route('POST', `${T}/tag/delete`, edit);

/** One file (image, audio, video, PDF) for the texts above; answers the address to store. */
export const uploadAdminFile = route('POST', `${T}/upload`, edit);

/** What an upload is for: images are resized to the largest size the app shows them at. */
export const UPLOAD_PURPOSES = ['banner', 'cover', 'videoCover', 'video', 'audio', 'pdf'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Teacher tag groups (families filter by them; dictData's teacherStyle/focusSkill read them). */
export const TAG_GROUPS = ['style', 'focus'] as const;
