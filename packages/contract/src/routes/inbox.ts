/**
 * The zod-free half of api/inbox.ts: the family's own messages to teachers and feedback, with the
 * school's replies (我的消息 on 我的).
 */
import { COURSE } from './prefixes.ts';
import { route } from './route.ts';
export const listMyMessages = route('GET', `${COURSE}/myMessages/list`, 'user');
