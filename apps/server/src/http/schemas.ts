import { z } from 'zod';

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
});
