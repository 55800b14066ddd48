import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's learning content (docs/design/school-texts.md §9): picture books, textbooks (PDF) per outline node,
 * the course outline tree, and exams with their question bank, each text in Chinese and English.
 * Reading is `content.read`, every change `content.edit`. Files go through the texts' upload call
 * (`routes/admin/texts.ts#uploadAdminFile`).
 */
const read = { auth: 'staff', permission: 'content.read' } as const;
const edit = { auth: 'staff', permission: 'content.edit' } as const;
const L = `${ADMIN}/learning`;

export const listAdminBooks = route('GET', `${L}/book/list`, read);
export const viewAdminBook = route('GET', `${L}/book/view`, read);
/** Creates (as a draft) or replaces a book with all of its pages, in the order sent. */
export const saveAdminBook = route('POST', `${L}/book/save`, edit);
/** Families see a book only while it is published. */
export const publishAdminBook = route('POST', `${L}/book/publish`, edit);
export const deleteAdminBook = route('POST', `${L}/book/delete`, edit);

export const listAdminTextbooks = route('GET', `${L}/textbook/list`, read);
export const saveAdminTextbook = route('POST', `${L}/textbook/save`, edit);
export const deleteAdminTextbook = route('POST', `${L}/textbook/delete`, edit);

/** The whole tree, hidden nodes included (a few hundred rows: not paged). */
export const viewAdminOutline = route('GET', `${L}/outline/tree`, read);
export const saveAdminOutlineNode = route('POST', `${L}/outline/save`, edit);
/** Puts a node under a parent (or at the root) at a position among its siblings. */
export const moveAdminOutlineNode = route('POST', `${L}/outline/move`, edit);

export const listAdminExams = route('GET', `${L}/exam/list`, read);
/** One exam with its questions and their answer keys (never a family call). */
export const viewAdminExam = route('GET', `${L}/exam/view`, read);
export const saveAdminExam = route('POST', `${L}/exam/save`, edit);
export const deleteAdminExam = route('POST', `${L}/exam/delete`, edit);
