/**
 * The zod-free half of api/outline.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/outline.ts builds the endpoints from them.
 */
import { COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listOutline = route('GET', `${COURSE}/outline/list`, 'public');
export const listOutlineParents = route('GET', `${COURSE}/outline/parent/list`, 'public');
