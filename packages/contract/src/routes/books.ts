/**
 * The zod-free half of api/books.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/books.ts builds the endpoints from them.
 */
import { COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listBooks = route('GET', `${COURSE}/tkBooks/list`, 'public');
export const viewBook = route('GET', `${COURSE}/tkBooks/view`, 'public');
export const listTextbooks = route('GET', `${COURSE}/textbook/list`, 'public');
