import type { OutputOf } from '@school/contract/endpoint';
import type { listProducts, Product, productDetail } from '@school/contract/api/mall';
import type { PageQuery } from '@school/contract/envelope';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { ratingOf } from '../teachers/rules.ts';
import * as repo from './repository.ts';

/** The catalog: products the mall sells (cards and packs). */

export type ProductRow = repo.ProductRow;

export const productNotFound = () => notFound('商品不存在', 'No such product');

function toProduct(r: repo.ProductRow): Product {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    cover: r.cover,
    price: r.price,
    listPrice: r.listPrice,
    lessonCount: r.lessonCount,
    validityDays: r.validityDays,
    courseLevel: r.courseLevel,
    onSale: r.status === 'on_sale',
    rating: ratingOf(r.ratingSum, r.reviewCount),
    reviewCount: r.reviewCount,
  };
}

/** `tkProducts/list`: products on sale, optionally of one kind or course level. */
export async function listProductPage(
  db: Db,
  input: PageQuery & { kind?: 'card' | 'pack'; courseLevel?: number },
): Promise<OutputOf<typeof listProducts>> {
  const { rows, total } = await repo.pageProducts(
    db,
    { kind: input.kind, courseLevel: input.courseLevel },
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { list: rows.map(toProduct), total, page: input.page, pageSize: input.pageSize };
}

/** `tkProducts/view`: one product, also when off sale (old links and orders still show it). */
export async function viewProductDetail(
  db: Db,
  id: number,
): Promise<z.output<typeof productDetail>> {
  const row = await repo.findProduct(db, id);
  if (!row) throw productNotFound();
  return { ...toProduct(row), description: row.description };
}

/** The product row an order is made from (orders module), or undefined. */
export const findProduct = (db: Db, id: number) => repo.findProduct(db, id);

/** Counts a new review in the product's rating; runs in the review's transaction. */
export const addProductRating = (db: Db, productId: number, stars: number) =>
  repo.addRating(db, productId, stars);

export interface ProductInput {
  kind: 'card' | 'pack';
  name: string;
  cover?: string | null;
  price: number;
  listPrice?: number | null;
  lessonCount: number;
  validityDays: number;
  courseLevel?: number | null;
  description: string;
  onSale?: boolean;
  sort?: number;
}

/** Adds products (demo data now, the school's admin later); the description is sanitised here. */
export async function createProducts(db: Db, items: ProductInput[], now: Date) {
  return repo.insertProducts(
    db,
    items.map((p) => ({
      kind: p.kind,
      name: p.name,
      cover: p.cover ?? null,
      price: p.price,
      listPrice: p.listPrice ?? null,
      lessonCount: p.lessonCount,
      validityDays: p.validityDays,
      courseLevel: p.kind === 'pack' ? (p.courseLevel ?? 1) : null,
      description: sanitizeRichText(p.description),
      status: p.onSale === false ? ('off_sale' as const) : ('on_sale' as const),
      sort: p.sort ?? 0,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export const countProducts = (db: Db) => repo.countProducts(db);
