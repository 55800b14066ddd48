import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { instantString } from '../../envelope.ts';
import { PRODUCT_KINDS } from '../../rules/mall.ts';
import { adminListInput, adminListOutput } from './list.ts';
import { biRich, biText } from './bilingual.ts';

/** The console's products (docs/design/school-texts.md §9). Money in integer fen; the console shows yuan. */

const fen = z.number().int().min(0).max(100_000_000).describe('integer fen (CNY cents)');
const kind = z.enum(PRODUCT_KINDS);

export const adminProduct = z.object({
  id: z.number().int(),
  kind,
  name: biText(60),
  description: biRich,
  cover: z.string().nullable(),
  price: fen,
  listPrice: fen.nullable(),
  lessonCount: z.number().int(),
  validityDays: z.number().int(),
  courseLevel: z.number().int().nullable(),
  onSale: z.boolean(),
  sort: z.number().int(),
  reviewCount: z.number().int(),
  updatedAt: instantString,
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductRow = adminProduct.omit({ description: true });

export const PRODUCT_SORT_KEYS = ['sort', 'price', 'id', 'updatedAt'] as const;

/**
 * The console's catalogue (docs/design/console.md §7, docs/design/school-texts.md §9): the products the mall sells. Reading is
 * `catalogue.read`; every change, prices included, is `catalogue.edit`, which finance and the owner
 * hold and the content role does not (a price is money).
 */
export const listAdminProducts = endpoint(
  'GET',
  `${ADMIN}/catalogue/product/list`,
  staff('catalogue.read'),
  {
    input: adminListInput(PRODUCT_SORT_KEYS, {
      kind: kind.optional(),
      onSale: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
      q: z.string().trim().max(60).optional().describe('part of the Chinese or English name'),
    }),
    output: adminListOutput(adminProductRow),
    summary: 'Every product, on sale or not (default: the mall’s order)',
    tags: ['console'],
  },
);

export const viewAdminProduct = endpoint(
  'GET',
  `${ADMIN}/catalogue/product/view`,
  staff('catalogue.read'),
  {
    input: z.object({ id }),
    output: adminProduct,
    summary: 'One product with its texts in Chinese and English',
    tags: ['console'],
  },
);

export const adminProductInput = z
  .strictObject({
    id: bodyId('id').optional().describe('absent: a new product'),
    kind,
    name: biText(60),
    description: biRich.default({ zh: '', en: '' }),
    cover: z.string().max(500).nullable().default(null),
    price: fen,
    listPrice: fen.nullable().default(null),
    lessonCount: z.number().int().min(1).max(1000),
    validityDays: z.number().int().min(1).max(3650),
    courseLevel: z.number().int().min(1).max(20).nullable().default(null),
    onSale: z.boolean().default(false),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
  })
  .refine((p) => (p.kind === 'pack') === (p.courseLevel !== null), {
    message: 'a pack has a course level; a card has none',
    path: ['courseLevel'],
  })
  .refine((p) => p.listPrice === null || p.listPrice >= p.price, {
    message: 'the list price is at least the price',
    path: ['listPrice'],
  });
export type AdminProductInput = z.output<typeof adminProductInput>;

/** Creates (no id) or replaces a product: texts in both languages, prices, lessons, validity. */
export const saveAdminProduct = endpoint(
  'POST',
  `${ADMIN}/catalogue/product/save`,
  staff('catalogue.edit'),
  {
    input: adminProductInput,
    output: z.object({ id: z.number().int() }),
    summary: 'Create or replace a product (orders already made keep their snapshot)',
    tags: ['console'],
  },
);

/** On sale or off: off is gone from the mall at once; orders already made are untouched. */
export const setAdminProductOnSale = endpoint(
  'POST',
  `${ADMIN}/catalogue/product/sale`,
  staff('catalogue.edit'),
  {
    input: z.strictObject({ id: bodyId('id'), onSale: z.boolean() }),
    output: z.null(),
    summary: 'Put a product on sale or take it off (off: gone from the mall at once)',
    tags: ['console'],
  },
);

/** A product's cover image (finance has no `content.edit`, so the catalogue has its own upload). */
export const uploadAdminProductCover = endpoint(
  'POST',
  `${ADMIN}/catalogue/upload`,
  staff('catalogue.edit'),
  {
    input: z.instanceof(Uint8Array),
    output: z.object({ url: z.string() }),
    summary: 'Upload a product cover: jpg/png/webp, re-encoded and resized; answers its address',
    tags: ['console'],
  },
);
