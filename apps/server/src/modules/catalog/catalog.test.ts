import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadDemoProducts } from '../../db/demo/products.ts';
import { createProducts } from './service.ts';
import { listProducts, viewProduct } from '@school/contract/api/mall';

describe('catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    await loadDemoProducts(t.app.ctx);
    await loadDemoProducts(t.app.ctx); // idempotent
  });
  afterAll(() => t.close());

  it('lists the demo cards and packs in the school’s order, public, paged', async () => {
    const all = await t.api(listProducts, { pageSize: '100' });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list.map((p) => p.name)).toEqual([
      '10节次卡',
      '20节次卡',
      '50节次卡',
      'Level 1 启蒙课包',
      'Level 2 进阶课包',
      'Level 3 提高课包',
    ]);
    expect(all.body.data.list[0]).toMatchObject({
      kind: 'card',
      price: 120_000,
      listPrice: 150_000,
      lessonCount: 10,
      validityDays: 180,
      courseLevel: null,
      onSale: true,
      rating: 0,
      reviewCount: 0,
    });
    const packs = await t.api(listProducts, { kind: 'pack', pageSize: '2', page: '2' });
    expect(packs.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(packs.body.data.list.map((p) => p.courseLevel)).toEqual([3]);
    const level2 = await t.api(listProducts, { courseLevel: '2' });
    expect(level2.body.data.list.map((p) => p.name)).toEqual(['Level 2 进阶课包']);
  });

  it('serves the generated covers', async () => {
    const list = await t.api(listProducts, { pageSize: '100' });
    for (const p of list.body.data.list) {
      expect(p.cover).toMatch(/^\/static\/demo\/products\/[\w-]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: p.cover! });
      expect(res.statusCode, p.cover!).toBe(200);
    }
  });

  it('views a product with its sanitised description; off-sale ones are visible, not listed', async () => {
    const [id] = await createProducts(
      t.database.db,
      [
        {
          kind: 'card',
          name: 'Old card',
          price: 100,
          lessonCount: 1,
          validityDays: 30,
          description:
            '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:x">y</a>',
          onSale: false,
        },
      ],
      t.clock.now(),
    );
    const view = await t.api(viewProduct, { id: String(id!.id) });
    expect(view.body.data).toMatchObject({ name: 'Old card', onSale: false });
    expect(view.body.data.description).toBe('<p>Hi</p><a>y</a>');
    const list = await t.api(listProducts, { pageSize: '100' });
    expect(list.body.data.list.map((p) => p.name)).not.toContain('Old card');

    const demo = await t.api(viewProduct, { id: String(list.body.data.list[0]!.id) });
    expect(demo.body.data.description).toContain('<strong>30 分钟</strong>');
  });

  it('answers 2001 for an unknown product and 1001 for a bad kind', async () => {
    const missing = await t.api(viewProduct, { id: '99999' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(2001);
    const bad = await t.api(listProducts, { kind: 'gift' } as never);
    expect(bad.body.code).toBe(1001);
  });
});
