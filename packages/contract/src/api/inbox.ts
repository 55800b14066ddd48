import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import { instantString, listOf, pageQuery } from '../envelope.ts';
import { INBOX_KINDS } from '../rules/admin/inbox.ts';
import { FEEDBACK_TYPES } from '../rules/content.ts';

/** 我的消息: what the family wrote (to a teacher, or as feedback) and the school's reply. */
export const myMessage = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  teacherName: z.string().nullable(),
  feedbackType: z.enum(FEEDBACK_TYPES).nullable(),
  content: z.string(),
  createdAt: instantString,
  reply: z.object({ text: z.string(), at: instantString }).nullable(),
});
export type MyMessage = z.infer<typeof myMessage>;

export const listMyMessages = endpoint('GET', `${COURSE}/myMessages/list`, 'user', {
  input: pageQuery,
  output: listOf(myMessage),
  summary:
    'The caller’s messages to teachers and feedback, newest first, with the school’s replies',
  tags: ['content'],
});
