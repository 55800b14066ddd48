import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewAdminFamilyConsent } from '@school/contract/api/admin/families';
import { publishAdminLegal } from '@school/contract/api/admin/brand';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import { staffToken } from '../staff/testing.ts';

/**
 * A family's consent on its console page (docs/design/accounts.md §4.1): the versions in force,
 * the latest the guardian accepted and when, and that a new version is not yet accepted.
 */
describe('a family’s consent in the console', () => {
  let t: TestApp;
  let owner: string;
  let support: string;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    owner = (await staffToken(t, 'owner')).token;
    support = (await staffToken(t, 'support')).token;
    content = (await staffToken(t, 'content')).token;
  });
  afterAll(() => t.close());

  it('shows the versions the guardian accepted at sign-up, and a newer one as not accepted', async () => {
    const { userInfo } = await signIn(t, '13512349001');
    const signedUpAt = t.clock.now().toISOString();
    const first = await t.api(viewAdminFamilyConsent, { id: userInfo.id }, { token: support });
    expect(first.body.code).toBe(0);
    const before = first.body.data;
    expect(before).toMatchObject({
      required: false,
      accepted: {
        agreementVersion: before.agreementVersion,
        privacyVersion: before.privacyVersion,
        acceptedAt: signedUpAt,
      },
    });

    t.clock.advance(60_000);
    const published = await t.api(
      publishAdminLegal,
      {
        kind: 'privacy',
        title: { zh: '儿童隐私政策（新版）', en: "Children's Privacy Policy (new)" },
        content: { zh: '<p>新的政策</p>', en: '<p>The new policy</p>' },
      },
      { token: owner },
    );
    expect(published.body.code).toBe(0);
    const after = (await t.api(viewAdminFamilyConsent, { id: userInfo.id }, { token: support }))
      .body.data;
    expect(after).toMatchObject({
      required: true,
      privacyVersion: published.body.data.version,
      accepted: { privacyVersion: before.privacyVersion, acceptedAt: signedUpAt },
    });
  });

  it('refuses a role without families.read, and answers 2001 for an id that is not a family', async () => {
    const { userInfo } = await signIn(t, '13512349002');
    const refused = await t.api(viewAdminFamilyConsent, { id: userInfo.id }, { token: content });
    expect(refused.body.code).toBe(3003);
    const unknown = await t.api(viewAdminFamilyConsent, { id: 999_999 }, { token: support });
    expect(unknown.body.code).toBe(2001);
  });
});
