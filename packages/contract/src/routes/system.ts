/**
 * The zod-free half of api/system.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/system.ts builds the endpoints from them.
 */
import { route } from './route.ts';
export const health = route('GET', '/api/health', 'public');
export const smsOutbox = route('GET', '/api/dev/sms-outbox', 'public');
