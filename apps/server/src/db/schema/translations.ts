import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The English version of every text the school writes (docs/design/school-texts.md §9), keyed by the Chinese text it
 * translates (decision 0019). The school's rows keep their Chinese text where they always did;
 * the API swaps in the English for `Accept-Language: en` in one place (route()), so every table
 * of §9's list has its second language without a second column in each.
 * `key` is the md5 of `zh`: agreements and about-us are long HTML, past a btree entry's limit.
 */
export const schoolTexts = pgTable('school_texts', {
  key: text('key').primaryKey(),
  zh: text('zh').notNull(),
  en: text('en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
