import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { lastCode, requestCode, signIn } from '../auth/testing.ts';
import { staffToken } from '../staff/testing.ts';
import { listPrivacyPolicies, viewSchool } from '@school/contract/api/content';
import { listAudit } from '@school/contract/api/admin/audit';
import { acceptConsent, clientLogin, viewConsent } from '@school/contract/api/basic';
import {
  viewAdminBrand,
  viewAdminLegal,
  saveAdminBrandDraft,
  publishAdminBrand,
  discardAdminBrandDraft,
  saveAdminLegalDraft,
  discardAdminLegalDraft,
  publishAdminLegal,
} from '@school/contract/api/admin/brand';

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

  const post = <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
    t.api(endpoint, body, { token });
  const get = <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
    t.api(endpoint, query, { token });
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
    expect((await get(viewAdminBrand, finance)).body.code).toBe(3003);
    expect((await post(saveAdminBrandDraft, content, brand)).body.code).toBe(0);
    expect((await post(publishAdminBrand, content, brand)).body.code).toBe(3003);
    expect((await school()).body.data.name).not.toBe('小星星少儿英语');

    const view = await get(viewAdminBrand, owner);
    expect(view.body).toMatchObject({ code: 0 });
    expect(view.body.data.draft?.value.icpNumber).toBe('沪ICP备12345678号-1');
    expect(view.body.data.timeZones).toContain('America/New_York');

    const published = await post(publishAdminBrand, owner, view.body.data.draft!.value);
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
    expect((await get(viewAdminBrand, owner)).body.data.draft).toBeNull();
    // The server's own rules follow the school's zone from now on (content/schoolZoneService.ts).
    expect(t.app.ctx.config.TIME_ZONE).toBe('America/New_York');
    expect(await auditOf('brand')).toEqual(
      expect.arrayContaining(['brand.draft', 'brand.publish']),
    );
  });

  it("lets the content role discard its own draft of the brand or a legal text, not the owner's", async () => {
    const text = {
      kind: 'agreement' as const,
      title: { zh: '用户协议（草稿）', en: 'User agreement (draft)' },
      content: { zh: '<p>草稿</p>', en: '<p>Draft</p>' },
    };
    const draftOf = async (
      endpoint: typeof viewAdminBrand | typeof viewAdminLegal,
      query?: InputOf<typeof viewAdminLegal>,
    ) => (await get(endpoint, owner, query as never)).body.data.draft;

    expect((await post(saveAdminBrandDraft, content, brand)).body.code).toBe(0);
    expect((await post(discardAdminBrandDraft, content, {})).body.code).toBe(0);
    expect(await draftOf(viewAdminBrand)).toBeNull();
    expect((await post(saveAdminLegalDraft, content, text)).body.code).toBe(0);
    expect((await post(discardAdminLegalDraft, content, { kind: 'agreement' })).body.code).toBe(0);
    expect(await draftOf(viewAdminLegal, { kind: 'agreement' })).toBeNull();
    expect(await auditOf('brand')).toContain('brand.discard');

    // The owner's draft stays until the owner decides.
    expect((await post(saveAdminBrandDraft, owner, brand)).body.code).toBe(0);
    expect((await post(discardAdminBrandDraft, content, {})).body.code).toBe(3003);
    expect(await draftOf(viewAdminBrand)).not.toBeNull();
    expect((await post(discardAdminBrandDraft, owner, {})).body.code).toBe(0);
    expect((await post(discardAdminBrandDraft, content, {})).body.code).toBe(2001);
  });

  it('refuses a zone the server does not know and a colour that is not one, naming the field', async () => {
    const zone = await post(publishAdminBrand, owner, {
      ...brand,
      timeZone: 'Mars/Base',
    });
    expect(zone.body.code).toBe(1001);
    expect((zone.body.data as unknown as { field: string }).field).toBe('timeZone');
    const colour = await post(saveAdminBrandDraft, content, { ...brand, mainColor: 'red' });
    expect(colour.body.code).toBe(1001);
    expect((colour.body.data as unknown as { field: string }).field).toBe('mainColor');
  });

  it('asks every guardian again after a new privacy version, not before, and records the version', async () => {
    const phone = '13512340001';
    const { token } = await signIn(t, phone);
    const consent = () => t.api(viewConsent, undefined, { token });
    const before = (await consent()).body.data;
    expect(before.required).toBe(false);
    expect(before.accepted?.privacyVersion).toBe(before.privacyVersion);

    const text = {
      kind: 'privacy' as const,
      title: { zh: '儿童隐私政策（新版）', en: "Children's Privacy Policy (new)" },
      content: { zh: '<p>新的政策</p><script>alert(1)</script>', en: '<p>The new policy</p>' },
    };
    // A draft changes nothing for families.
    expect((await post(saveAdminLegalDraft, content, text)).body.code).toBe(0);
    expect((await post(publishAdminLegal, content, text)).body.code).toBe(3003);
    expect((await consent()).body.data.required).toBe(false);

    t.clock.advance(60_000);
    const published = await post(publishAdminLegal, owner, text);
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
    const legal = await get(viewAdminLegal, owner, { kind: 'privacy' });
    expect(legal.body.data).toMatchObject({ current: { version }, accepted: 1, draft: null });
    expect(await auditOf('legal')).toEqual(
      expect.arrayContaining(['legal.draft', 'legal.publish']),
    );

    // A second version the same day gets its own label.
    const again = await post(publishAdminLegal, owner, text);
    expect(again.body.data.version).toBe(`${version}-2`);
  });
});
