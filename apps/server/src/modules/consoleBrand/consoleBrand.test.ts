import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { lastCode, requestCode, signIn } from '../auth/testing.ts';
import { ADMIN, staffToken } from '../staff/testing.ts';
import { listPrivacyPolicies, viewSchool } from '@school/contract/api/content';
import { listAudit } from '@school/contract/api/admin/audit';
import { acceptConsent, clientLogin, viewConsent } from '@school/contract/api/basic';

/**
 * The brand and the legal texts over HTTP (issue 14): the content role drafts, only the owner
 * publishes, families see nothing of a draft; a new privacy version asks every guardian again
 * (not before it is published) and the accepted version is recorded per account.
 */
describe('console brand and agreements', () => {
  let t: TestApp;
  let owner: string;
  let content: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false', TIME_ZONE: 'Asia/Shanghai' });
    owner = (await staffToken(t, 'owner')).token;
    content = (await staffToken(t, 'content')).token;
    finance = (await staffToken(t, 'finance')).token;
  });
  afterAll(() => t.close());

  const post = <T>(path: string, token: string, body: unknown) =>
    t.call<T>('POST', `${ADMIN}/brand${path}`, { token, body });
  const get = <T>(path: string, token: string, query?: Record<string, string>) =>
    t.call<T>('GET', `${ADMIN}/brand${path}`, { token, ...(query ? { query } : {}) });
  const school = (lang = 'zh-CN') =>
    t.api(viewSchool, undefined, { headers: { 'accept-language': lang } });
  const brand = {
    name: { zh: '小星星少儿英语', en: 'Little Star English' },
    shortName: { zh: '小星星', en: 'Little Star' },
    logo: null,
    mainColor: '#FF8A3D',
    phone: '400-000-1234',
    serviceQr: null,
    icpNumber: '沪ICP备12345678号-1',
    timeZone: 'America/New_York',
  };
  const auditOf = async (entity: string) => {
    const res = await t.api(listAudit, { pageSize: '100' }, { token: owner });
    return res.body.data.list.filter((r) => r.entity === entity).map((r) => r.action);
  };

  it('content drafts the brand, families see none of it; only the owner publishes', async () => {
    expect((await get('/view', finance)).body.code).toBe(3003);
    expect((await post('/draft', content, brand)).body.code).toBe(0);
    expect((await post('/publish', content, brand)).body.code).toBe(3003);
    expect((await school()).body.data.name).not.toBe('小星星少儿英语');

    const view = await get<{
      live: { name: { zh: string } };
      draft: { value: typeof brand; savedBy: string } | null;
      timeZones: string[];
    }>('/view', owner);
    expect(view.body).toMatchObject({ code: 0 });
    expect(view.body.data.draft?.value.icpNumber).toBe('沪ICP备12345678号-1');
    expect(view.body.data.timeZones).toContain('America/New_York');

    const published = await post('/publish', owner, view.body.data.draft!.value);
    expect(published.body.code).toBe(0);
    const zh = (await school()).body.data;
    expect(zh).toMatchObject({
      name: '小星星少儿英语',
      shortName: '小星星',
      mainColor: '#ff8a3d',
      icpNumber: '沪ICP备12345678号-1',
      timeZone: 'America/New_York',
    });
    expect((await school('en')).body.data.name).toBe('Little Star English');
    expect((await get<{ draft: unknown }>('/view', owner)).body.data.draft).toBeNull();
    // The server's own rules follow the school's zone from now on (content/schoolZoneService.ts).
    expect(t.app.ctx.config.TIME_ZONE).toBe('America/New_York');
    expect(await auditOf('brand')).toEqual(
      expect.arrayContaining(['brand.draft', 'brand.publish']),
    );
  });

  it("lets the content role discard its own draft of the brand or a legal text, not the owner's", async () => {
    const text = {
      kind: 'agreement',
      title: { zh: '用户协议（草稿）', en: 'User agreement (draft)' },
      content: { zh: '<p>草稿</p>', en: '<p>Draft</p>' },
    };
    const draftOf = async (path: string, query?: Record<string, string>) =>
      (await get<{ draft: unknown }>(path, owner, query)).body.data.draft;

    expect((await post('/draft', content, brand)).body.code).toBe(0);
    expect((await post('/discard', content, {})).body.code).toBe(0);
    expect(await draftOf('/view')).toBeNull();
    expect((await post('/legal/draft', content, text)).body.code).toBe(0);
    expect((await post('/legal/discard', content, { kind: 'agreement' })).body.code).toBe(0);
    expect(await draftOf('/legal/view', { kind: 'agreement' })).toBeNull();
    expect(await auditOf('brand')).toContain('brand.discard');

    // The owner's draft stays until the owner decides.
    expect((await post('/draft', owner, brand)).body.code).toBe(0);
    expect((await post('/discard', content, {})).body.code).toBe(3003);
    expect(await draftOf('/view')).not.toBeNull();
    expect((await post('/discard', owner, {})).body.code).toBe(0);
    expect((await post('/discard', content, {})).body.code).toBe(2001);
  });

  it('refuses a zone the server does not know and a colour that is not one, naming the field', async () => {
    const zone = await post<{ field: string }>('/publish', owner, {
      ...brand,
      timeZone: 'Mars/Base',
    });
    expect(zone.body.code).toBe(1001);
    expect(zone.body.data.field).toBe('timeZone');
    const colour = await post<{ field: string }>('/draft', content, { ...brand, mainColor: 'red' });
    expect(colour.body.code).toBe(1001);
    expect(colour.body.data.field).toBe('mainColor');
  });

  it('asks every guardian again after a new privacy version, not before, and records the version', async () => {
    const phone = '13512340001';
    const { token } = await signIn(t, phone);
    const consent = () => t.api(viewConsent, undefined, { token });
    const before = (await consent()).body.data;
    expect(before.required).toBe(false);
    expect(before.accepted?.privacyVersion).toBe(before.privacyVersion);

    const text = {
      kind: 'privacy',
      title: { zh: '儿童隐私政策（新版）', en: "Children's Privacy Policy (new)" },
      content: { zh: '<p>新的政策</p><script>alert(1)</script>', en: '<p>The new policy</p>' },
    };
    // A draft changes nothing for families.
    expect((await post('/legal/draft', content, text)).body.code).toBe(0);
    expect((await post('/legal/publish', content, text)).body.code).toBe(3003);
    expect((await consent()).body.data.required).toBe(false);

    t.clock.advance(60_000);
    const published = await post<{ version: string }>('/legal/publish', owner, text);
    expect(published.body.code).toBe(0);
    const version = published.body.data.version;
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const after = (await consent()).body.data;
    expect(after).toMatchObject({ required: true, privacyVersion: version });
    expect(after.accepted?.privacyVersion).toBe(before.privacyVersion);
    // The SMS login asks too (code kept, `agreed` named).
    t.clock.advance(61_000);
    await requestCode(t, phone);
    const login = await t.api(clientLogin, { phone, code: lastCode(t, phone) });
    expect(login.body.code).toBe(1001);
    expect((login.body.data as unknown as { field: string }).field).toBe('agreed');

    // The families' app shows the new text, in English too, sanitised.
    const list = await t.api(listPrivacyPolicies, undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(list.body.data.list[0]).toMatchObject({
      version,
      current: true,
      title: "Children's Privacy Policy (new)",
      content: '<p>The new policy</p>',
    });

    // Accepting the version shown before the new one is not consent to the new one.
    const stale = await t.api(
      acceptConsent,
      { agreementVersion: after.agreementVersion, privacyVersion: before.privacyVersion },
      { token },
    );
    expect(stale.body.code).toBe(2002);
    const accepted = await t.api(
      acceptConsent,
      { agreementVersion: after.agreementVersion, privacyVersion: version },
      { token },
    );
    expect(accepted.body.data).toMatchObject({
      required: false,
      accepted: { agreementVersion: after.agreementVersion, privacyVersion: version },
    });
    const legal = await get<{
      current: { version: string };
      versions: unknown[];
      accepted: number;
      draft: unknown;
    }>('/legal/view', owner, { kind: 'privacy' });
    expect(legal.body.data).toMatchObject({ current: { version }, accepted: 1, draft: null });
    expect(await auditOf('legal')).toEqual(
      expect.arrayContaining(['legal.draft', 'legal.publish']),
    );

    // A second version the same day gets its own label.
    const again = await post<{ version: string }>('/legal/publish', owner, text);
    expect(again.body.data.version).toBe(`${version}-2`);
  });
});
