import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { staffToken } from '../staff/testing.ts';
import { listProducts } from '@school/contract/api/mall';
import {
  listAdminProducts,
  saveAdminProduct,
  viewAdminProduct,
  setAdminProductOnSale,
  uploadAdminProductCover,
} from '@school/contract/api/admin/catalogue';
import { listAudit } from '@school/contract/api/admin/audit';
import { saveAdminBanner, uploadAdminFile } from '@school/contract/api/admin/texts';

type Envelope<T> = { code: number; message: string; data: T };

/**
 * The console's catalogue and texts over HTTP: who may call what (the route's permission), the
 * audit row of each change, the mall's public cache dropped by a console write, and console
 * answers carrying both languages whatever the console's own language.
 */
describe('console catalogue and texts over HTTP', () => {
  let t: TestApp;
  let finance: string;
  let content: string;
  let owner: string;
  beforeAll(async () => {
    // The public cache on, as in production: a product taken off sale must leave it at once.
    t = await createTestApp({ JOBS_ENABLED: 'false', PUBLIC_CACHE_SECONDS: '300' });
    finance = (await staffToken(t, 'finance')).token;
    content = (await staffToken(t, 'content')).token;
    owner = (await staffToken(t, 'owner')).token;
  });
  afterAll(() => t.close());

  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });
  const product = {
    kind: 'card' as const,
    name: { zh: '春季次卡', en: 'Spring card' },
    description: { zh: '<p>春季</p>', en: '<p>Spring</p>' },
    price: 50_000,
    lessonCount: 5,
    validityDays: 90,
    onSale: true,
  };
  const mall = () =>
    t.api(listProducts, { pageSize: '100' }, { headers: { 'accept-language': 'en' } });

  it('refuses product and price changes to the content role (3003); it may read them', async () => {
    const refused = await post(saveAdminProduct, content, product);
    expect(refused.body.code).toBe(3003);
    expect((await post(setAdminProductOnSale, content, { id: 1, onSale: false })).body.code).toBe(
      3003,
    );
    const read = await t.api(listAdminProducts, undefined, { token: content });
    expect(read.body.code).toBe(0);
    const anonymous = await t.api(saveAdminProduct, product);
    expect(anonymous.body.code).toBe(1002);
  });

  it('finance creates a product, families see it in English; off sale leaves the cached mall at once, audited', async () => {
    const saved = await post(saveAdminProduct, finance, product);
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const first = await mall();
    expect(first.body.data.list).toContainEqual(
      expect.objectContaining({ id, name: 'Spring card' }),
    );
    // Cached now; a console write drops it.
    await post(setAdminProductOnSale, finance, { id, onSale: false });
    expect((await mall()).body.data.list.map((p) => p.id)).not.toContain(id);

    const audit = await t.api(listAudit, { pageSize: '100' }, { token: owner });
    const actions = audit.body.data.list
      .filter((r) => r.entity === 'product' && r.entityId === String(id))
      .map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['product.create', 'product.offSale']));
  });

  it('answers console reads in both languages even when the console asks in English', async () => {
    const saved = await post(saveAdminProduct, finance, {
      ...product,
      name: { zh: '夏季次卡', en: 'Summer card' },
    });
    const view = await t.api(
      viewAdminProduct,
      { id: String(saved.body.data.id) },
      { token: finance, headers: { 'accept-language': 'en' } },
    );
    expect(view.body.data.name).toEqual({ zh: '夏季次卡', en: 'Summer card' });
  });

  it('content edits texts and uploads; finance may not (3003)', async () => {
    const banner = {
      title: { zh: '新活动', en: 'New event' },
      image: '/uploads/x.jpg',
      link: { type: 'none' as const, target: null },
    };
    expect((await post(saveAdminBanner, finance, banner)).body.code).toBe(3003);
    expect((await post(saveAdminBanner, content, banner)).body.code).toBe(0);

    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: `${uploadAdminFile.path}?purpose=banner`,
      headers: { authorization: `Bearer ${content}`, 'content-type': 'image/png' },
      payload: png,
    });
    const body = up.json<Envelope<{ url: string }>>();
    expect(body.code).toBe(0);
    expect(body.data.url).toMatch(/^\/uploads\/content\/banner\/.+\.png$/);
    const noPurpose = await t.app.inject({
      method: 'POST',
      url: uploadAdminFile.path,
      headers: { authorization: `Bearer ${content}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(noPurpose.json<Envelope<unknown>>().code).toBe(1001);
    const cover = await t.app.inject({
      method: 'POST',
      url: uploadAdminProductCover.path,
      headers: { authorization: `Bearer ${finance}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(cover.json<Envelope<{ url: string }>>().code).toBe(0);
  });
});
