import { z } from 'zod';

/**
 * A text the school writes, as the console edits it (decision 0019): the Chinese, stored in the
 * row, and its English (`''`: not written; families in English mode then see the Chinese).
 */
export const biText = (max: number, required = true) =>
  z.object({
    zh: required ? z.string().trim().min(1, 'zh is required').max(max) : z.string().trim().max(max),
    en: z.string().trim().max(max).default(''),
  });

/** Rich text in both languages; the server sanitises both before storing them. */
export const biRich = z.object({
  zh: z.string().max(200_000),
  en: z.string().max(200_000).default(''),
});

export type BiText = { zh: string; en: string };
