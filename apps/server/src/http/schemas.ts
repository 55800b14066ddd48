import { z } from 'zod';
import type { FieldErrorData } from '@school/contract/errors';

/**
 * `data` of a 1001 about input fields (decision 0015): the first field and every field with its
 * message for people. Paths are dot-separated (`entries.14.start`).
 */
const fieldErrorData = z
  .object({
    field: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .describe(
    '1001 only: which input fields the message is about',
  ) satisfies z.ZodType<FieldErrorData>;

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: fieldErrorData.nullable(),
});
