import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const PRODUCT_STATUSES = ['on_sale', 'off_sale'] as const;

/**
 * What the mall sells: a lesson-count card (次卡, `lesson_count` lessons with any teacher) or a
 * course pack (课包, lessons of one `course_level`). Prices are integer fen. An order copies what
 * it needs (its snapshot), so changing a product never changes an order already made.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['card', 'pack'] }).notNull(),
    name: text('name').notNull(),
    cover: text('cover'),
    price: integer('price').notNull(),
    listPrice: integer('list_price'),
    lessonCount: integer('lesson_count').notNull(),
    validityDays: integer('validity_days').notNull(),
    courseLevel: integer('course_level'),
    /** Sanitised rich text (lib/sanitize.ts). */
    description: text('description').notNull().default(''),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('on_sale'),
    sort: integer('sort').notNull().default(0),
    /** Kept by the review transaction (orders module), so lists read them without aggregating. */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_list_idx').on(t.status, t.kind, t.sort, t.id),
    check('products_kind_check', sql`${t.kind} in ('card', 'pack')`),
    check('products_status_check', sql`${t.status} in ('on_sale', 'off_sale')`),
    check(
      'products_price_check',
      sql`${t.price} >= 0 and (${t.listPrice} is null or ${t.listPrice} >= 0)`,
    ),
    check('products_rating_check', sql`${t.ratingSum} >= 0 and ${t.reviewCount} >= 0`),
    check('products_counts_check', sql`${t.lessonCount} > 0 and ${t.validityDays} > 0`),
    check(
      'products_level_check',
      sql`(${t.kind} = 'pack') = (${t.courseLevel} is not null) and (${t.courseLevel} is null or ${t.courseLevel} > 0)`,
    ),
  ],
);
