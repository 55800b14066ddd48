import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import { INBOX_KINDS } from '../../rules/admin/inbox.ts';
import { FEEDBACK_TYPES } from '../../rules/content.ts';
import { adminListInput, adminListOutput } from './list.ts';

/** The console's inbox (docs/design/console.md §7): messages to teachers and feedback, with the reply. */

export const inboxReply = z.object({
  text: z.string(),
  staffName: z.string(),
  at: instantString,
});

export const adminInboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int().describe('the message’s or the feedback’s id (unique within its kind)'),
  familyId: z.number().int(),
  familyName: z.string(),
  familyPhone: z.string().nullable(),
  teacherName: z.string().nullable().describe('messages: the teacher written to'),
  feedbackType: z.enum(FEEDBACK_TYPES).nullable().describe('feedback: its type'),
  contact: z.string().describe('feedback: the contact the family left'),
  content: z.string(),
  createdAt: instantString,
  reply: inboxReply.nullable(),
});
export type AdminInboxItem = z.infer<typeof adminInboxItem>;

/**
 * The console's inbox (docs/design/console.md §7): families' messages to teachers and their feedback forms in
 * one list, and the school's reply, which the family reads in the app (我的消息).
 */
export const listAdminInbox = endpoint('GET', `${ADMIN}/inbox/list`, staff('messages.read'), {
  input: adminListInput(['createdAt'] as const, {
    kind: z.enum(INBOX_KINDS).optional(),
    answered: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    from: dateString.optional().describe('sent on or after (school date)'),
    to: dateString.optional().describe('sent on or before (school date)'),
    familyId: id.optional(),
  }),
  output: adminListOutput(adminInboxItem),
  summary: 'Families’ messages to teachers and feedback in one list (default: newest first)',
  tags: ['console'],
});

/** Replies to one message or feedback (a second reply replaces the first). */
export const replyAdminInbox = endpoint('POST', `${ADMIN}/inbox/reply`, staff('messages.reply'), {
  input: z.strictObject({
    kind: z.enum(INBOX_KINDS, { error: 'kind must be message or feedback' }),
    id: bodyId('id'),
    text: z
      .string({ error: 'text is required' })
      .trim()
      .min(1, 'text must not be empty')
      .max(1000, 'text must be at most 1000 characters'),
  }),
  output: z.object({ replyId: z.number().int() }),
  summary: 'Reply to a message or feedback; the family sees it in 我的消息 and is notified',
  tags: ['console'],
});
