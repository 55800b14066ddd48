import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { viewBook, listBooks, listTextbooks } from '@school/contract/api/books';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { books } from '../../db/schema/books.ts';
import { createBook, createTextbook } from './service.ts';
import { dictOptions } from '@school/contract/api/content';

describe('picture books and textbooks', () => {
  let t: TestApp;
  const id: Record<string, number> = {};
  const page = (n: number, ms = 1500) => ({
    image: `/p${n}.svg`,
    text: `Page ${n}.`,
    audio: `/p${n}.mp3`,
    audioDurationMs: ms,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const [title, level, sort, pages] of [
      ['Hungry Bear', 3, 0, 3],
      ['My Family', 2, 1, 2],
      ['Kitty and the Ball', 1, 1, 6],
      ['Five Little Fish', 1, 0, 4],
      ['Secret', 1, 2, 1],
    ] as const) {
      const b = await createBook(db, {
        title,
        level,
        sort,
        cover: `/${title}.svg`,
        summary: title === 'Kitty and the Ball' ? 'A little cat and a red ball.' : 's',
        pages: Array.from({ length: pages }, (_, i) =>
          title === 'Five Little Fish' && i === 3
            ? { ...page(i + 1), text: 'The bear finds honey.' }
            : page(i + 1),
        ),
      });
      id[title] = b.id;
    }
    await db.update(books).set({ status: 'hidden' }).where(eq(books.id, id.Secret!));
    await createTextbook(db, {
      title: 'Level 2 学生用书',
      level: 2,
      cover: '/t2.svg',
      pdfUrl: '/static/demo/textbooks/level-2.pdf',
      pageCount: 5,
    });
    await createTextbook(db, {
      title: 'Level 1 学生用书',
      level: 1,
      cover: '/t1.svg',
      pdfUrl: '/static/demo/textbooks/level-1.pdf',
      pageCount: 5,
    });
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) => (await t.api(listBooks, query)).body;

  it('tkBooks/list: by level then order, with page counts; filters by level and words', async () => {
    const all = await list();
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((b) => [b.title, b.level, b.pageCount])).toEqual([
      ['Five Little Fish', 1, 4],
      ['Kitty and the Ball', 1, 6],
      ['My Family', 2, 2],
      ['Hungry Bear', 3, 3],
    ]);
    expect((await list({ level: '1' })).data.list.map((b) => b.title)).toEqual([
      'Five Little Fish',
      'Kitty and the Ball',
    ]);
    expect((await list({ keyword: 'fam' })).data.list.map((b) => b.title)).toEqual(['My Family']);
    expect((await list({ keyword: '100%_' })).data.total).toBe(0);
    // The description and the pages' text are searched too, not only the title.
    const titles = async (keyword: string) =>
      (await list({ keyword })).data.list.map((b) => b.title);
    expect(await titles('cat')).toEqual(['Kitty and the Ball']);
    expect(await titles('HONEY')).toEqual(['Five Little Fish']);
    expect((await list({ pageSize: '3', page: '2' })).data).toMatchObject({
      total: 4,
      list: [{ title: 'Hungry Bear' }],
    });
    expect((await list({ page: '9' })).data).toMatchObject({ total: 4, list: [] });
    expect((await list({ level: '0' })).code).toBe(1001);
  });

  it('tkBooks/view: the pages in order with audio and its length; hidden or unknown is 2001', async () => {
    const res = await t.api(viewBook, { id: String(id['Hungry Bear']) });
    expect(viewBook.output.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({
      title: 'Hungry Bear',
      pageCount: 3,
      totalDurationMs: 4500,
    });
    expect(res.body.data.pages).toEqual([1, 2, 3].map((n) => ({ index: n, ...page(n) })));
    for (const other of [id.Secret!, 99999])
      expect((await t.api(viewBook, { id: String(other) })).body.code).toBe(2001);
  });

  it('refuses a book without pages; levels with books are the bookLevel options', async () => {
    await expect(
      createBook(t.database.db, {
        title: 'Empty',
        level: 1,
        cover: '/e.svg',
        summary: '',
        pages: [],
      }),
    ).rejects.toMatchObject({ code: 1001 });
    const levels = await t.api(dictOptions, { type: 'bookLevel' });
    expect(levels.body.data.list).toEqual([
      { value: 1, label: 'Level 1' },
      { value: 2, label: 'Level 2' },
      { value: 3, label: 'Level 3' },
    ]);
  });

  it('textbook/list: PDFs by level for the PDF viewer', async () => {
    const res = await t.api(listTextbooks);
    expect(res.body.data.list.map((b) => [b.title, b.pdfUrl, b.pageCount])).toEqual([
      ['Level 1 学生用书', '/static/demo/textbooks/level-1.pdf', 5],
      ['Level 2 学生用书', '/static/demo/textbooks/level-2.pdf', 5],
    ]);
    const two = await t.api(listTextbooks, { level: '2' });
    expect(two.body.data.list.map((b) => b.level)).toEqual([2]);
  });
});
