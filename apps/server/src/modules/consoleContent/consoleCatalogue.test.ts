import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay } from '@school/contract/rules/permissions';
import { adminProductInput } from '@school/contract/api/admin/catalogue';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { placeOrder, viewOrder } from '../payments/testing.ts';
import {
  listProducts,
  saveProductAudited,
  setOnSaleAudited,
  viewProduct,
} from './catalogueService.ts';
import * as mallApi from '@school/contract/api/mall';

const finance: StaffActor = {
  staffId: 1,
  userId: 1,
  name: '财务',
  role: 'finance',
  ip: '127.0.0.1',
};

describe('console catalogue: products in two languages', () => {
  let t: TestApp;
  let family: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    family = await createStudent(t.database.db, t.clock.now(), { name: 'Lucy' });
  });
  afterAll(() => t.close());

  const mall = (lang?: 'en') =>
    t.api(
      mallApi.listProducts,
      { pageSize: '100' },
      { headers: lang ? { 'accept-language': 'en-US,en;q=0.9' } : {} },
    );
  const input = (over: Record<string, unknown> = {}) =>
    adminProductInput.parse({
      kind: 'card',
      name: { zh: '暑期30节次卡', en: 'Summer 30-lesson card' },
      description: {
        zh: '<p>暑期特惠<script>alert(1)</script></p>',
        en: '<p>Summer offer<img src=x onerror=alert(1)></p>',
      },
      price: 299_000,
      listPrice: 360_000,
      lessonCount: 30,
      validityDays: 120,
      onSale: true,
      ...over,
    });

  it('creates a product families then see in Chinese and in English, sanitised', async () => {
    const { id } = await saveProductAudited(t.app.ctx, finance, input());
    const zh = await mall();
    expect(zh.body.data.list.map((p) => p.name)).toContain('暑期30节次卡');
    const en = await mall('en');
    const mine = en.body.data.list.find((p) => p.id === id)!;
    expect(mine).toMatchObject({ name: 'Summer 30-lesson card', price: 299_000, onSale: true });
    const detail = await t.api(
      mallApi.viewProduct,
      { id: String(id) },
      { headers: { 'accept-language': 'en' } },
    );
    expect(detail.body.data.description).toBe('<p>Summer offer<img src="x" /></p>');
    const zhDetail = await t.api(mallApi.viewProduct, { id: String(id) });
    expect(zhDetail.body.data.description).toBe('<p>暑期特惠</p>');

    // The console reads both languages back, and finds the product by its English name.
    const view = await viewProduct(t.app.ctx, id);
    expect(view.name).toEqual({ zh: '暑期30节次卡', en: 'Summer 30-lesson card' });
    expect(view.description.en).toBe('<p>Summer offer<img src="x" /></p>');
    const found = await listProducts(t.app.ctx, { page: 1, pageSize: 20, q: 'summer' });
    expect(found.list.map((p) => p.id)).toEqual([id]);
  });

  it('edits the price and English; an order already made keeps what it was sold at', async () => {
    const { id } = await saveProductAudited(
      t.app.ctx,
      finance,
      input({ name: { zh: '秋季10节次卡', en: 'Autumn card' }, price: 100_000, listPrice: null }),
    );
    const order = await placeOrder(t, family.token, id);
    await saveProductAudited(
      t.app.ctx,
      finance,
      input({
        id,
        name: { zh: '秋季10节次卡', en: 'Autumn 10-lesson card' },
        price: 90_000,
        listPrice: null,
      }),
    );
    const en = await mall('en');
    expect(en.body.data.list.find((p) => p.id === id)).toMatchObject({
      name: 'Autumn 10-lesson card',
      price: 90_000,
    });
    const kept = await viewOrder(t, family.token, order.id);
    expect(kept.body.data).toMatchObject({ amount: 100_000 });

    // Emptying the English: families in English mode see the Chinese again.
    await saveProductAudited(
      t.app.ctx,
      finance,
      input({ id, name: { zh: '秋季10节次卡', en: '' }, price: 90_000, listPrice: null }),
    );
    const fallback = await mall('en');
    expect(fallback.body.data.list.find((p) => p.id === id)?.name).toBe('秋季10节次卡');
  });

  it('takes a product off sale: gone from the mall, still in the console and in orders', async () => {
    const { id } = await saveProductAudited(
      t.app.ctx,
      finance,
      input({ name: { zh: '冬季次卡', en: 'Winter card' } }),
    );
    const order = await placeOrder(t, family.token, id);
    await setOnSaleAudited(t.app.ctx, finance, id, false);
    for (const lang of [undefined, 'en'] as const) {
      const list = await mall(lang);
      expect(list.body.data.list.map((p) => p.id)).not.toContain(id);
    }
    const offList = await listProducts(t.app.ctx, { page: 1, pageSize: 20, onSale: false });
    expect(offList.list.map((p) => p.id)).toContain(id);
    expect((await viewOrder(t, family.token, order.id)).body.data).toMatchObject({
      status: 'pending',
      amount: 299_000,
      productSnapshot: { name: '冬季次卡' },
    });
    await setOnSaleAudited(t.app.ctx, finance, id, true);
    expect((await mall()).body.data.list.map((p) => p.id)).toContain(id);
  });

  it('refuses what the contract refuses: a pack without a level, a list price under the price', () => {
    expect(adminProductInput.safeParse({ ...input(), kind: 'pack' }).success).toBe(false);
    expect(adminProductInput.safeParse({ ...input(), price: 100, listPrice: 50 }).success).toBe(
      false,
    );
  });

  it('leaves prices to finance and the owner: the content role holds no catalogue.edit', () => {
    expect(roleMay('content', 'catalogue.edit')).toBe(false);
    expect(roleMay('finance', 'catalogue.edit')).toBe(true);
    expect(roleMay('owner', 'catalogue.edit')).toBe(true);
  });
});
