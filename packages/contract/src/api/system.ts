import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const health = endpoint('GET', '/api/health', 'public', {
  input: z.object({}),
  output: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  summary: 'Liveness and database kind',
  tags: ['system'],
});

export const smsOutbox = endpoint('GET', '/api/dev/sms-outbox', 'public', {
  input: z.object({
    phone: z.string().regex(/^1[3-9]\d{9}$/, 'must be a mainland China mobile number'),
  }),
  output: z.object({
    list: z.array(
      z.object({
        phone: z.string(),
        code: z.string(),
        purpose: z.string(),
        sentAt: z.string(),
      }),
    ),
    /** Notifications sent to that phone by SMS (issue #18), newest first. */
    notices: z.array(z.object({ event: z.string(), text: z.string(), sentAt: z.string() })),
  }),
  summary:
    'Latest SMS codes and notifications sent to a phone (built-in outbox only; absent in production)',
  tags: ['dev'],
});
