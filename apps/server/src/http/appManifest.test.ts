import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { staffToken } from '../modules/staff/testing.ts';
import { publishAdminBrand } from '@school/contract/api/admin/brand';

type Manifest = {
  name: string;
  short_name: string;
  theme_color: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

/**
 * The installable app (docs/design/running.md §14): the manifest and icons follow the published brand at run
 * time, in the sizes Android and iOS ask for, with a default before any logo is uploaded.
 */
describe('app manifest and icons', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    owner = (await staffToken(t, 'owner')).token;
  });
  afterAll(() => t.close());

  const manifest = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    return JSON.parse(res.body) as Manifest;
  };
  const icon = async (src: string) => {
    const res = await t.app.inject({ method: 'GET', url: src });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    return sharp(res.rawPayload).metadata();
  };
  const publish = (logo: string | null, mainColor: string) =>
    t.api(
      publishAdminBrand,
      {
        name: { zh: '小星星少儿英语', en: 'Little Star English' },
        shortName: { zh: '小星星', en: 'Little Star' },
        logo,
        mainColor,
        phone: '400-000-1234',
        serviceQr: null,
        icpNumber: '',
        timeZone: 'Asia/Shanghai',
      },
      { token: owner },
    );

  it('is installable with every icon size, and follows a newly published brand', async () => {
    const before = await manifest();
    expect(before.display).toBe('standalone');
    expect(before.start_url).toBe('/');
    expect(before.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const i of before.icons) {
      const meta = await icon(i.src);
      expect(`${meta.width}x${meta.height}`).toBe(i.sizes);
    }
    const apple = await icon('/icons/apple-touch-icon.png');
    expect([apple.width, apple.height, apple.hasAlpha && apple.channels]).toEqual([180, 180, 4]);

    expect((await publish('/static/demo/school/logo.svg', '#FF8A3D')).body.code).toBe(0);
    const after = await manifest();
    expect(after.name).toBe('小星星少儿英语');
    expect(after.short_name).toBe('小星星');
    expect(after.theme_color).toBe('#ff8a3d');
    // New icons under new addresses, so an installed app fetches them.
    expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);
    // The maskable icon's corners are the school's colour (the logo sits in the safe zone).
    const res = await t.app.inject({ method: 'GET', url: after.icons[2]!.src });
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xff, 0x8a, 0x3d]);
  });

  it('answers 404 for an icon it does not make', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/icons/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/icons/icon-64.png' })).statusCode).toBe(404);
  });
});
