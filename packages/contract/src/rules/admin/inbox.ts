/** `message`: a family's message to a teacher; `feedback`: the help page's feedback form. */
export const INBOX_KINDS = ['message', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
