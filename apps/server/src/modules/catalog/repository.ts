import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** Queries of products; no rules here. Every function takes the db or a transaction. */

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

export interface ProductFilter {
  kind?: 'card' | 'pack';
  courseLevel?: number;
}

const onSaleWhere = (f: ProductFilter) =>
  and(
    eq(products.status, 'on_sale'),
    f.kind ? eq(products.kind, f.kind) : undefined,
    f.courseLevel !== undefined ? eq(products.courseLevel, f.courseLevel) : undefined,
  );

/** One page of products on sale in the school's order (sort, then id), with the total. */
export async function pageProducts(db: Db, f: ProductFilter, limit: number, offset: number) {
  const where = onSaleWhere(f);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.sort), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  return rows[0];
}

export async function insertProducts(db: Db, rows: NewProduct[]) {
  if (rows.length === 0) return [];
  return db.insert(products).values(rows).returning({ id: products.id });
}

/** Adds one review's stars to the product's rating (in the review's transaction). */
export async function addRating(db: Db, productId: number, stars: number) {
  await db
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${stars}`,
      reviewCount: sql`${products.reviewCount} + 1`,
    })
    .where(eq(products.id, productId));
}

export async function countProducts(db: Db) {
  const rows = await db.select({ n: count() }).from(products);
  return rows[0]?.n ?? 0;
}
