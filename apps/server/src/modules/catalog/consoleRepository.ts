import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import { products } from '../../db/schema/catalog.ts';
import type { NewProduct, ProductRow } from './repository.ts';

/** The console's queries of products: every status, any order the list allows. */

export interface AdminProductQuery {
  kind?: 'card' | 'pack';
  onSale?: boolean;
  /** Part of the Chinese name; or the whole Chinese name is one of `names` (English matched). */
  q?: string;
  names?: string[];
  sort?: 'sort' | 'price' | 'id' | 'updatedAt';
  order?: 'ascend' | 'descend';
  limit: number;
  offset: number;
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageAllProducts(db: Db, f: AdminProductQuery) {
  const text: SQL | undefined = f.q
    ? or(
        ilike(products.name, like(f.q)),
        f.names?.length ? inArray(products.name, f.names) : undefined,
      )
    : undefined;
  const where = and(
    f.kind ? eq(products.kind, f.kind) : undefined,
    f.onSale === undefined ? undefined : eq(products.status, f.onSale ? 'on_sale' : 'off_sale'),
    text,
  );
  const column = {
    sort: products.sort,
    price: products.price,
    id: products.id,
    updatedAt: products.updatedAt,
  }[f.sort ?? 'sort'];
  const dir = f.order === 'descend' ? desc : asc;
  return withTotal(
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(dir(column), asc(products.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(products).where(where),
  );
}

export async function insertProduct(db: Db, row: NewProduct): Promise<ProductRow> {
  const [p] = await db.insert(products).values(row).returning();
  return p!;
}

export async function updateProduct(
  db: Db,
  id: number,
  set: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const [p] = await db.update(products).set(set).where(eq(products.id, id)).returning();
  return p;
}

/** The product row locked for a change in this transaction. */
export async function lockProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [p] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return p;
}
