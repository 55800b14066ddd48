import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's inbox (docs/design/console.md §7): families' messages to teachers and their feedback forms in
 * one list, and the school's reply, which the family reads in the app (我的消息).
 */
export const listAdminInbox = route('GET', `${ADMIN}/inbox/list`, {
  auth: 'staff',
  permission: 'messages.read',
});
/** Replies to one message or feedback (a second reply replaces the first). */
export const replyAdminInbox = route('POST', `${ADMIN}/inbox/reply`, {
  auth: 'staff',
  permission: 'messages.reply',
});

/** `message`: a family's message to a teacher; `feedback`: the help page's feedback form. */
export const INBOX_KINDS = ['message', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
