import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Pair } from '../i18n/service.ts';

/** A rich text pair as stored: both sanitised (the key of the English is the sanitised Chinese). */
export const richPair = (p: Pair): Pair => ({
  zh: sanitizeRichText(p.zh),
  en: p.en.trim() ? sanitizeRichText(p.en) : '',
});
