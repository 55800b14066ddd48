import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Envelope } from '@school/contract/envelope';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { schoolProfile } from '../../db/schema/content.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { viewSchool } from '@school/contract/api/content';
import {
  publishAdminBrand,
  saveAdminBrandDraft,
  uploadAdminBrandImage,
} from '@school/contract/api/admin/brand';

/**
 * Issue 25, item 5: the brand's logo and service QR code are pictures uploaded to the school's own
 * storage or https addresses on a host of BRAND_IMAGE_HOSTS. Anything else is refused with 1001
 * naming the field, in a draft and at publishing; and what is already stored is not shown to
 * families (aboutUss/view, the boot block) unless it passes.
 */
describe('brand pictures', () => {
  let t: TestApp;
  let owner: string;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false', BRAND_IMAGE_HOSTS: 'cdn.school.example' });
    owner = (await quickStaffToken(t, 'owner')).token;
    content = (await quickStaffToken(t, 'content')).token;
  });
  afterAll(() => t.close());

  const brand = (logo: string | null, serviceQr: string | null) => ({
    name: { zh: '小星星少儿英语', en: 'Little Star English' },
    shortName: { zh: '小星星', en: 'Little Star' },
    logo,
    mainColor: '#ff8a3d',
    phone: '400-000-1234',
    serviceQr,
    icpNumber: '沪ICP备12345678号-1',
    timeZone: 'Asia/Shanghai',
  });
  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });
  const school = async () => (await t.api(viewSchool)).body.data;
  const upload = async (purpose: 'logo' | 'qr') => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `${uploadAdminBrandImage.path}?purpose=${purpose}`,
      headers: { authorization: `Bearer ${content}`, 'content-type': 'image/png' },
      payload: png,
    });
    return res.json<Envelope<{ url: string }>>().data.url;
  };

  it('refuses a javascript: logo and a QR code on another host, naming the field', async () => {
    const refused: [string | null, string | null, string][] = [
      ["javascript:alert('logo')", null, 'logo'],
      [null, 'https://evil.example/qr.png', 'serviceQr'],
      ['http://cdn.school.example/logo.png', null, 'logo'],
      ['data:image/png;base64,iVBORw0KGgo=', null, 'logo'],
      ['/uploads/../../etc/passwd', null, 'logo'],
      [null, '//evil.example/qr.png', 'serviceQr'],
      [null, 'https://cdn.school.example.evil.example/qr.png', 'serviceQr'],
    ];
    for (const [logo, qr, field] of refused) {
      for (const [endpoint, token] of [
        [saveAdminBrandDraft, content],
        [publishAdminBrand, owner],
      ] as const) {
        const path = endpoint.path;
        const res = await post(endpoint, token, brand(logo, qr));
        expect(res.body.code, `${path} ${logo ?? qr}`).toBe(1001);
        expect(res.body.data, `${path} ${logo ?? qr}`).toMatchObject({ field });
      }
    }
    expect(await school()).toMatchObject({ logo: null, serviceQr: null });
  });

  it('takes uploaded pictures and https ones on a listed host', async () => {
    const logo = await upload('logo');
    expect(logo).toMatch(/^\/uploads\/content\/brand\/[0-9a-f]+\.png$/);
    const qr = 'https://cdn.school.example/brand/qr.png';
    expect((await post(saveAdminBrandDraft, content, brand(logo, qr))).body.code).toBe(0);
    expect((await post(publishAdminBrand, owner, brand(logo, qr))).body.code).toBe(0);
    expect(await school()).toMatchObject({ logo, serviceQr: qr });
  });

  it('never shows families a stored picture that does not pass', async () => {
    await t.database.db
      .update(schoolProfile)
      .set({ logo: "javascript:alert('logo')", serviceQr: 'https://evil.example/qr.png' });
    // As if an older version had stored them (a write outside the console: drop the cache).
    await t.app.ctx.publicCache.invalidate('content');
    expect(await school()).toMatchObject({ logo: null, serviceQr: null });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('javascript:alert');
  });
});
