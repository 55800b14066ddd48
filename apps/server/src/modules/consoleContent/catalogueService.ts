import type { OutputOf } from '@school/contract/endpoint';
import type {
  AdminProductInput,
  listAdminProducts,
  viewAdminProduct,
} from '@school/contract/api/admin/catalogue';
import type { InputOf } from '@school/contract/endpoint';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { pageAllProducts, saveProduct, setProductOnSale } from '../catalog/consoleService.ts';
import { findProduct, productNotFound, type ProductRow } from '../catalog/service.ts';
import { chineseForEnglish } from '../i18n/service.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';
import { richPair } from './audited.ts';

/**
 * The console's products (docs/design/school-texts.md §9): lists of every status with both languages; each change
 * audited in its transaction. The route's permission (catalogue.edit) keeps prices from the
 * content role; the mall's cache is dropped by every console write (http/cacheInvalidation.ts).
 */

type ListInput = Omit<InputOf<typeof listAdminProducts>, 'page' | 'pageSize' | 'onSale'> & {
  page: number;
  pageSize: number;
  onSale?: boolean;
};

const row = (p: ProductRow, pair: Awaited<ReturnType<typeof pairsFor>>) => ({
  id: p.id,
  kind: p.kind,
  name: pair(p.name),
  cover: p.cover,
  price: p.price,
  listPrice: p.listPrice,
  lessonCount: p.lessonCount,
  validityDays: p.validityDays,
  courseLevel: p.courseLevel,
  onSale: p.status === 'on_sale',
  sort: p.sort,
  reviewCount: p.reviewCount,
  updatedAt: p.updatedAt.toISOString(),
});

export async function listProducts(
  ctx: AppContext,
  input: ListInput,
): Promise<OutputOf<typeof listAdminProducts>> {
  const names = input.q ? await chineseForEnglish(ctx.db, input.q) : undefined;
  const { rows, total } = await pageAllProducts(ctx.db, {
    kind: input.kind,
    onSale: input.onSale,
    q: input.q,
    names,
    sort: input.sort,
    order: input.order,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const pair = await pairsFor(
    ctx.db,
    rows.map((r) => r.name),
  );
  return { list: rows.map((r) => row(r, pair)), total };
}

export async function viewProduct(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof viewAdminProduct>> {
  const p = await findProduct(ctx.db, id);
  if (!p) throw productNotFound();
  const pair = await pairsFor(ctx.db, [p.name, p.description]);
  return { ...row(p, pair), description: pair(p.description) };
}

export async function saveProductAudited(
  ctx: AppContext,
  actor: StaffActor,
  input: AdminProductInput,
) {
  const name = input.name;
  const description = richPair(input.description);
  const { id, ...fields } = input;
  return audited(ctx, actor, [name, description], async (tx) => {
    const { before, after } = await saveProduct(
      tx,
      id,
      { ...fields, name: name.zh, description: description.zh },
      ctx.clock.now(),
    );
    return {
      result: { id: after.id },
      audit: {
        action: before ? 'product.edit' : 'product.create',
        entity: 'product',
        entityId: after.id,
        before,
        after,
      },
    };
  });
}

export async function setOnSaleAudited(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  onSale: boolean,
) {
  return audited(ctx, actor, [], async (tx) => {
    const { before, after } = await setProductOnSale(tx, id, onSale, ctx.clock.now());
    return {
      result: null,
      audit: {
        action: onSale ? 'product.onSale' : 'product.offSale',
        entity: 'product',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status },
      },
    };
  });
}
