import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/api/basic';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { publicDir } from '../../http/publicFiles.ts';
import { loadDemoData } from './index.ts';
import {
  listBanners,
  listFaqs,
  listHighlightVideos,
  listNicknames,
  listNotices,
  listPrivacyPolicies,
  listUserAgreements,
  viewSchool,
} from '@school/contract/api/content';
import { listBooks, listTextbooks, viewBook } from '@school/contract/api/books';
import { listOutline } from '@school/contract/api/outline';
import { listUnitExams, viewCourseExam } from '@school/contract/api/exams';

/** The file behind a /static/... URL; fails the test when it is missing or empty. */
function fileOf(url: string): string {
  const file = path.join(publicDir()!, url.replace(/^\/static\//, ''));
  expect(statSync(file, { throwIfNoEntry: false })?.size ?? 0, url).toBeGreaterThan(0);
  return file;
}

const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) =>
      sum +
      (e.isDirectory()
        ? folderBytes(path.join(dir, e.name))
        : statSync(path.join(dir, e.name)).size),
    0,
  );

describe('demo content, books and exams', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true' });
    token = (await createStudent(t.database.db, t.clock.now())).token;
  });
  afterAll(() => t.close());

  const get = async <E extends Endpoint>(endpoint: E, query?: InputOf<E>) =>
    (await t.api(endpoint, query, { token })).body.data;

  it('fills the home tab, notices, help and legal pages, and the school', async () => {
    const banners = await get(listBanners);
    expect(banners.list).toHaveLength(3);
    for (const b of banners.list) {
      const res = await t.app.inject({ method: 'GET', url: b.image });
      expect([b.image, res.statusCode, res.headers['content-type']]).toEqual([
        b.image,
        200,
        expect.stringMatching(/svg/),
      ]);
      if (b.link.type === 'web')
        expect((await t.app.inject({ method: 'GET', url: b.link.target })).statusCode).toBe(200);
    }
    expect(new Set(banners.list.map((b) => b.link.type))).toEqual(new Set(['route', 'web']));
    // The mall tab has banners of its own, each an SVG opening a screen of the app.
    const mall = await get(listBanners, { position: 'mall' });
    expect(mall.list.map((b) => b.title)).toEqual(['系统学课包', '次卡任选老师', '好老师推荐']);
    for (const b of mall.list) {
      expect(readFileSync(fileOf(b.image), 'utf8')).toMatch(/^<svg /);
      expect(b.link.type).toBe('route');
    }
    expect((await get(listNotices)).total).toBeGreaterThanOrEqual(5);
    expect((await get(listFaqs)).total).toBeGreaterThanOrEqual(8);
    const [agreement] = (await get(listUserAgreements)).list;
    const [privacy] = (await get(listPrivacyPolicies)).list;
    expect(agreement!.version).toBe(AGREEMENT_VERSION);
    expect(privacy!.version).toBe(PRIVACY_VERSION);
    for (const words of ['监护人', '收集', '保存', '删除', '注销', '撤回'])
      expect(privacy!.content).toContain(words);
    const school = await get(viewSchool);
    expect(school.name).not.toBe('');
    fileOf(school.logo!);
    expect((await get(listNicknames)).total).toBeGreaterThanOrEqual(150);
  });

  it('highlight videos: small MP4 clips of 5 to 10 s with covers', async () => {
    const videos = await get(listHighlightVideos);
    expect(videos.total).toBeGreaterThanOrEqual(3);
    for (const v of videos.list) {
      expect(statSync(fileOf(v.videoUrl)).size).toBeLessThan(300 * 1024);
      expect(readFileSync(fileOf(v.videoUrl)).subarray(4, 8).toString()).toBe('ftyp');
      fileOf(v.cover);
      expect(v.durationMs).toBeGreaterThanOrEqual(5000);
      expect(v.durationMs).toBeLessThanOrEqual(10_000);
    }
  });

  it('picture books: 6 or more, 6 pages or more each, every page with a picture and a timed clip', async () => {
    const books = await get(listBooks, { pageSize: '100' });
    expect(books.total).toBeGreaterThanOrEqual(6);
    for (const summary of books.list) {
      fileOf(summary.cover);
      const book = await get(viewBook, { id: String(summary.id) });
      expect(book.pages.length, book.title).toBeGreaterThanOrEqual(6);
      for (const p of book.pages) {
        fileOf(p.image);
        expect(readFileSync(fileOf(p.audio!)).subarray(0, 2).toString('hex')).toMatch(
          /^(fff|4944)/,
        ); // MP3 frame or ID3
        expect(p.audioDurationMs, p.audio!).toBeGreaterThan(500);
      }
    }
    expect(folderBytes(path.join(publicDir()!, 'demo/books'))).toBeLessThan(2 * 1024 * 1024);
    const textbooks = await get(listTextbooks);
    expect(textbooks.total).toBeGreaterThanOrEqual(1);
    for (const tb of textbooks.list) {
      const pdf = readFileSync(fileOf(tb.pdfUrl), 'latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(tb.pageCount);
    }
  });

  it('a unit test of 3+ mixed questions for every visible unit and a course exam per level', async () => {
    const outline = await get(listOutline);
    const kinds = new Set<string>();
    let pictures = 0;
    let audio = 0;
    for (const [li, level] of outline.list.entries()) {
      for (const unit of level.children) {
        const exams = await get(listUnitExams, {
          outlineId: String(unit.id),
        });
        expect(exams.total, unit.name).toBeGreaterThanOrEqual(1);
        for (const exam of exams.list) {
          expect(exam.questions.length).toBeGreaterThanOrEqual(3);
          expect(
            new Set(exam.questions.map((q) => q.kind)).size,
            exam.title,
          ).toBeGreaterThanOrEqual(2);
          for (const q of exam.questions) {
            kinds.add(q.kind);
            if (q.prompt.image) pictures += fileOf(q.prompt.image) ? 1 : 0;
            if (q.prompt.audio) audio += fileOf(q.prompt.audio) ? 1 : 0;
            for (const o of q.options) if (o.image) fileOf(o.image);
          }
        }
      }
      const course = await get(viewCourseExam, {
        level: String(li + 1),
      });
      expect(course?.questions.length ?? 0, level.name).toBeGreaterThanOrEqual(5);
    }
    expect([...kinds].sort()).toEqual(['multiple', 'single', 'truefalse']);
    expect(pictures).toBeGreaterThan(10);
    expect(audio).toBeGreaterThan(5);
  });

  it('is idempotent: loading again adds nothing', async () => {
    const tables = [
      'banners',
      'notices',
      'faqs',
      'legal_documents',
      'school_profile',
      'nicknames',
      'highlight_videos',
      'books',
      'book_pages',
      'textbooks',
      'exams',
      'exam_questions',
      'exam_options',
    ];
    const counts = async () =>
      Promise.all(
        tables.map(async (table) => {
          const res = await t.database.db.execute(
            sql.raw(`select count(*)::int as n from ${table}`),
          );
          return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
        }),
      );
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    await loadDemoData(t.app.ctx);
    expect(await counts()).toEqual(before);
  });

  it('a school that had only home banners gets the mall’s on the next start', async () => {
    await t.database.db.execute(sql`delete from banners where position = 'mall'`);
    await loadDemoData(t.app.ctx);
    const positions = await t.database.db.execute(
      sql`select position, count(*)::int as n from banners group by position order by position`,
    );
    expect((positions as unknown as { rows: unknown[] }).rows).toEqual([
      { position: 'home', n: 3 },
      { position: 'mall', n: 3 },
    ]);
  });
});
