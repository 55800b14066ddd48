import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@school/contract/rules/permissions';
import { books } from '../../db/schema/books.ts';
import { banners, brandDrafts, faqs } from '../../db/schema/content.ts';
import { exams } from '../../db/schema/exams.ts';
import { schoolTexts } from '../../db/schema/translations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { keyOf } from '../i18n/schoolTexts.ts';
import { staffToken } from '../staff/testing.ts';
import { dashboardContent } from '@school/contract/api/admin/dashboard';

/**
 * docs/design/console.md §7: the content role's dashboard shows content figures (the owner's too); the other
 * roles are refused them (3003).
 */
describe('dashboard: content figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test clock: Monday 2026-11-23, 10:00 in Shanghai.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const figures = async (token: string) => t.api(dashboardContent, undefined, { token });

  it('counts drafts, banners ending this week, unpublished books and exams, texts without English', async () => {
    const { token } = await staffToken(t, 'content');
    const empty = await figures(token);
    expect(empty.body.code).toBe(0);
    const before = empty.body.data;
    const db = t.database.db;
    const at = (iso: string) => new Date(iso);
    await db.insert(brandDrafts).values({
      subject: 'privacy',
      value: {},
      savedBy: 'content',
      savedAt: at('2026-11-23T01:00:00Z'),
    });
    const banner = { image: '/x.png', title: '冬季促销' };
    await db.insert(banners).values([
      // Ends Sunday night, school time: this week.
      { ...banner, endsAt: at('2026-11-29T15:00:00Z') },
      // Ends next Monday 00:00 school time: not this week.
      { ...banner, endsAt: at('2026-11-29T16:00:00Z') },
      // Ended already; hidden; no end.
      { ...banner, endsAt: at('2026-11-23T01:00:00Z') },
      { ...banner, endsAt: at('2026-11-25T00:00:00Z'), status: 'hidden' },
      { ...banner, title: 'Winter sale' },
    ]);
    await db.insert(books).values([
      { title: '小熊', cover: '/c.png', level: 1, status: 'hidden' },
      { title: '小猫', cover: '/c.png', level: 1 },
    ]);
    await db
      .insert(exams)
      .values({ kind: 'course', level: 3, title: '三级测试', status: 'hidden' });
    await db.insert(faqs).values({ question: '如何约课？', answer: '在首页' });
    // 小猫 has its English.
    await db.insert(schoolTexts).values({ key: keyOf('小猫'), zh: '小猫', en: 'Kitten' });

    const res = await figures(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      weekStart: '2026-11-23',
      draftsWaiting: Number(before.draftsWaiting) + 1,
      bannersEnding: Number(before.bannersEnding) + 1,
      booksUnpublished: Number(before.booksUnpublished) + 1,
      examsUnpublished: Number(before.examsUnpublished) + 1,
      // Four 冬季促销 banners, 小熊, 三级测试 and the FAQ; not Winter sale, not 小猫.
      textsWithoutEnglish: Number(before.textsWithoutEnglish) + 7,
    });
  });

  it('is the content role’s and the owner’s; every other role is refused', async () => {
    for (const role of STAFF_ROLES) {
      const { token } = await staffToken(t, role);
      const res = await figures(token);
      const allowed = role === 'content' || role === 'owner';
      expect([role, res.status, res.body.code]).toEqual(
        allowed ? [role, 200, 0] : [role, 403, 3003],
      );
    }
  });
});
