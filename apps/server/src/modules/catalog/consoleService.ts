import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import * as edit from './consoleRepository.ts';
import type { ProductRow } from './repository.ts';
import { productNotFound } from './service.ts';

/**
 * Changes to the catalogue (the console's products). Each function runs in the caller's
 * transaction and answers the row before and after, for the audit. Orders copy what they need
 * when made, so no change here reaches an order already made.
 */

export type AdminProductQuery = edit.AdminProductQuery;
export const pageAllProducts = (db: Db, q: AdminProductQuery) => edit.pageAllProducts(db, q);

export interface ProductFields {
  kind: 'card' | 'pack';
  name: string;
  description: string;
  cover: string | null;
  price: number;
  listPrice: number | null;
  lessonCount: number;
  validityDays: number;
  courseLevel: number | null;
  onSale: boolean;
  sort: number;
}

const columns = (p: ProductFields, now: Date) => ({
  kind: p.kind,
  name: p.name,
  description: sanitizeRichText(p.description),
  cover: p.cover,
  price: p.price,
  listPrice: p.listPrice,
  lessonCount: p.lessonCount,
  validityDays: p.validityDays,
  courseLevel: p.kind === 'pack' ? p.courseLevel : null,
  status: p.onSale ? ('on_sale' as const) : ('off_sale' as const),
  sort: p.sort,
  updatedAt: now,
});

export async function saveProduct(
  db: Db,
  id: number | undefined,
  p: ProductFields,
  now: Date,
): Promise<{ before: ProductRow | null; after: ProductRow }> {
  if (id === undefined) {
    const after = await edit.insertProduct(db, { ...columns(p, now), createdAt: now });
    return { before: null, after };
  }
  const before = await edit.lockProduct(db, id);
  if (!before) throw productNotFound();
  const after = await edit.updateProduct(db, id, columns(p, now));
  return { before, after: after! };
}

export async function setProductOnSale(db: Db, id: number, onSale: boolean, now: Date) {
  const before = await edit.lockProduct(db, id);
  if (!before) throw productNotFound();
  const after = await edit.updateProduct(db, id, {
    status: onSale ? 'on_sale' : 'off_sale',
    updatedAt: now,
  });
  return { before, after: after! };
}
