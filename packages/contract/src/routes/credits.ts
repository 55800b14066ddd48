/**
 * The zod-free half of api/credits.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/credits.ts builds the endpoints from them.
 */
import { COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listLedger = route('GET', `${COURSE}/studentConsumptionLogs/list`, 'user');
export const viewCredits = route('GET', `${COURSE}/studentCredits/view`, 'user');
