import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Endpoint } from '@school/contract/endpoint';
import * as basic from '@school/contract/api/basic';
import * as booking from '@school/contract/api/booking';
import * as books from '@school/contract/api/books';
import * as classroom from '@school/contract/api/classroom';
import * as content from '@school/contract/api/content';
import * as credits from '@school/contract/api/credits';
import * as exams from '@school/contract/api/exams';
import * as mall from '@school/contract/api/mall';
import * as notifications from '@school/contract/api/notifications';
import * as outline from '@school/contract/api/outline';
import * as teachers from '@school/contract/api/teachers';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSession } from '../auth/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_PHONE } from '../../db/demo/accounts.ts';
import { hasCjk } from './schoolTexts.ts';

/** Every GET a family's app makes (public and signed-in; not the teacher's side, not dev tools). */
const familyGets = [
  basic,
  booking,
  books,
  classroom,
  content,
  credits,
  exams,
  mall,
  notifications,
  outline,
  teachers,
]
  .flatMap((m) => Object.values(m))
  .filter(
    (e): e is Endpoint =>
      !!e && typeof e === 'object' && 'method' in e && e.method === 'GET' && e.auth !== 'teacher',
  );

/** Fields a family wrote (or the school never wrote): they may be Chinese in any language. */
// icpNumber: the ICP record number is written as issued (沪ICP备…), in any language.
const FAMILY_FIELDS = new Set(['name', 'username', 'nickname', 'phone', 'icpNumber']);
/** Calls whose `content` a family wrote (reviews). */
const FAMILY_CONTENT = /teacherReviews|orderReviews/;

/** Each Chinese text in `v` with its path, leaving out what the family wrote about itself. */
function chinese(v: unknown, path: string, out: string[]) {
  if (typeof v === 'string') {
    if (hasCjk(v)) out.push(`${path} = ${v.slice(0, 60)}`);
    else if (letteredInChinese(v)) out.push(`${path} = ${v} (a picture lettered in Chinese)`);
  } else if (Array.isArray(v)) v.forEach((x, i) => chinese(x, `${path}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) chinese(x, `${path}.${k}`, out);
}

/** The server's own pictures (`/static/…svg`, apps/server/public) with Chinese words drawn in. */
const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));
function letteredInChinese(address: string): boolean {
  const file = /^\/static\/([\w/.-]+\.svg)$/.exec(address)?.[1];
  if (!file || file.includes('..')) return false;
  try {
    return hasCjk(readFileSync(`${PUBLIC_DIR}${file}`, 'utf8'));
  } catch {
    return false;
  }
}

describe('the API in English (docs/design/school-texts.md §9)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true' });
    const [u] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
    token = await createSession(t.database.db, u!.id, t.clock.now());
  });
  afterAll(() => t.close());

  const get = async (e: Endpoint, query: Record<string, string> = {}) =>
    (await t.api(e, query as never, { token, headers: { 'accept-language': 'en' } })).body as {
      code: number;
      message: string;
      data: Record<string, unknown>;
    };

  it('answers every family GET with no Chinese the school wrote', async () => {
    const first = async (e: Endpoint, key = 'id') => {
      const d = (await get(e)).data as { list?: Record<string, unknown>[] };
      return String(d.list?.[0]?.[key] ?? '');
    };
    const teacherId = await first(teachers.listTeachers);
    const productId = await first(mall.listProducts);
    const outlineId = await first(outline.listOutline);
    const from = t.clock.now().toISOString().slice(0, 10);
    const to = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const queries: Record<string, () => Promise<Record<string, string>[]>> = {
      [teachers.viewTeacher.path]: async () => [{ id: teacherId }],
      [teachers.listTeacherReviews.path]: async () => [{ teacherId }],
      [booking.listSchedulePlan.path]: async () => [{ teacherId }],
      [booking.listSchedule.path]: async () => [{ teacherId, from, to }],
      [books.viewBook.path]: async () => [{ id: await first(books.listBooks) }],
      [mall.viewProduct.path]: async () => [{ id: productId }],
      [mall.listOrderReviews.path]: async () => [{ productId }],
      [outline.listOutlineParents.path]: async () => [{ id: outlineId }],
      [exams.listUnitExams.path]: async () => [{ outlineId }],
      [exams.viewCourseExam.path]: async () => [{ level: '1' }],
      [content.dictOptions.path]: async () =>
        [
          'sex',
          'teacherSex',
          'teacherStyle',
          'focusSkill',
          'cancelReason',
          'feedbackType',
          'bookLevel',
        ].map((type) => ({ type })),
    };
    // Calls on one record of the family's own, when the demo family has one.
    const optional = new Set<string>([
      booking.viewLesson.path,
      exams.viewExam.path,
      exams.viewExamResult.path,
      mall.viewOrder.path,
      mall.listOrderBills.path,
      teachers.viewTeacherReview.path,
      teachers.viewLessonReport.path,
    ]);
    const found: string[] = [];
    for (const e of familyGets) {
      if (optional.has(e.path)) continue;
      for (const query of (await queries[e.path]?.()) ?? [{}]) {
        const body = await get(e, query);
        if (body.code !== 0) {
          found.push(`${e.path} answered ${body.code} ${body.message}`);
          continue;
        }
        const cjk: string[] = [];
        chinese(body.data, e.path, cjk);
        found.push(
          ...cjk.filter((s) => {
            const field = s.split(' = ')[0]!.split('.').at(-1)!;
            return (
              !FAMILY_FIELDS.has(field) && !(field === 'content' && FAMILY_CONTENT.test(e.path))
            );
          }),
        );
      }
    }
    console.log(found.join('\n'));
    expect(found).toEqual([]);
  });

  it('answers in Chinese by default, and falls back to Chinese where no English was written', async () => {
    const zh = await t.api(content.listNotices);
    expect(zh.body.data.list[0]!.title).toBe('新功能：单元测验和结业测评上线');
    await t.database.db.execute(
      sql`update notices set title = '只有中文的通知' where id = (select min(id) from notices)`,
    );
    const en = await get(content.listNotices);
    expect(JSON.stringify(en.data)).toContain('只有中文的通知');
  });

  it("serves the school's brand, its zone following TIME_ZONE until the school sets one", async () => {
    const brand = (await get(content.viewSchool)).data;
    expect(brand).toMatchObject({
      name: 'Little Star English',
      shortName: 'Little Star',
      mainColor: '#ff8a3d',
      icpNumber: '沪ICP备00000000号-1',
      timeZone: t.config.TIME_ZONE,
    });
    await t.database.db.execute(sql`update school_profile set time_zone = 'America/New_York'`);
    expect((await get(content.viewSchool)).data.timeZone).toBe('America/New_York');
  });
});
