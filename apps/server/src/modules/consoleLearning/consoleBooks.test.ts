import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { staffToken } from '../staff/testing.ts';
import { callers } from './testing.ts';
import {
  viewAdminBook,
  saveAdminBook,
  publishAdminBook,
  deleteAdminBook,
  saveAdminTextbook,
  deleteAdminTextbook,
  listAdminBooks,
  listAdminTextbooks,
} from '@school/contract/api/admin/books';
import { saveAdminOutlineNode } from '@school/contract/api/admin/outline';
import { listBooks, listTextbooks, viewBook } from '@school/contract/api/books';

/**
 * Picture books and textbooks in the console over HTTP (docs/design/school-texts.md §9): a book is a draft until
 * published, families then read it in Chinese or English; pages are replaced in the order sent;
 * every change is audited; a role without `content.edit` is refused (3003) and leaves no trace.
 */
describe('console picture books and textbooks', () => {
  let t: TestApp;
  let editor: string;
  let support: string;
  let finance: string;
  let owner: string;
  let c: ReturnType<typeof callers>;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false', PUBLIC_CACHE_SECONDS: '300' });
    c = callers(t);
    editor = (await staffToken(t, 'content')).token;
    support = (await staffToken(t, 'support')).token;
    finance = (await staffToken(t, 'finance')).token;
    owner = (await staffToken(t, 'owner')).token;
  });
  afterAll(() => t.close());

  const book = {
    title: { zh: '小猫钓鱼', en: 'The Kitten Goes Fishing' },
    summary: { zh: '一只小猫学钓鱼。', en: 'A kitten learns to fish.' },
    cover: '/uploads/content/cover/a.png',
    level: 2,
    pages: [
      {
        image: '/uploads/content/cover/p1.png',
        text: { zh: '小猫去河边。', en: 'The kitten goes to the river.' },
        audio: '/uploads/content/audio/p1.mp3',
        audioDurationMs: 2100,
      },
      {
        image: '/uploads/content/cover/p2.png',
        text: { zh: '小猫钓到一条鱼。', en: 'The kitten catches a fish.' },
        audio: '/uploads/content/audio/p2.mp3',
        audioDurationMs: 1800,
      },
    ],
  };
  const familyList = (lang: 'zh' | 'en') =>
    c.family(listBooks, lang, {
      pageSize: '100',
    });
  const familyView = (id: number, lang: 'zh' | 'en') =>
    c.family(viewBook, lang, { id: String(id) });

  it('creates a draft families cannot see; publishing shows it in zh and en with its pages and audio', async () => {
    const saved = await c.post(saveAdminBook, editor, book);
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    expect((await familyList('zh')).body.data.list.map((b) => b.id)).not.toContain(id);
    expect((await familyView(id, 'zh')).body.code).toBe(2001);

    expect((await c.post(publishAdminBook, editor, { id, published: true })).body.code).toBe(0);
    expect((await familyList('en')).body.data.list).toContainEqual(
      expect.objectContaining({ id, title: 'The Kitten Goes Fishing' }),
    );
    const zh = (await familyView(id, 'zh')).body.data;
    expect(zh).toMatchObject({ title: '小猫钓鱼', summary: '一只小猫学钓鱼。', pageCount: 2 });
    expect(zh.pages.map((p) => [p.index, p.text, p.audio, p.audioDurationMs])).toEqual([
      [1, '小猫去河边。', '/uploads/content/audio/p1.mp3', 2100],
      [2, '小猫钓到一条鱼。', '/uploads/content/audio/p2.mp3', 1800],
    ]);
    const en = (await familyView(id, 'en')).body.data;
    expect(en.title).toBe('The Kitten Goes Fishing');
    expect(en.pages.map((p) => p.text)).toEqual([
      'The kitten goes to the river.',
      'The kitten catches a fish.',
    ]);

    // The console reads both languages back, whatever its own language.
    const view = await t.api(
      viewAdminBook,
      { id: String(id) },
      { token: support, headers: { 'accept-language': 'en' } },
    );
    expect(view.body.data).toMatchObject({ title: book.title, published: true });
  });

  it('an edit reorders pages and rewrites texts; families see it at once (the cache is dropped); audited', async () => {
    const id = (await c.post(saveAdminBook, editor, book)).body.data.id;
    await c.post(publishAdminBook, editor, { id, published: true });
    expect((await familyView(id, 'en')).body.data.pages[0]!.text).toBe(
      'The kitten goes to the river.',
    );
    const edited = {
      ...book,
      id,
      title: { zh: '小猫钓鱼（新版）', en: '' },
      pages: [
        { ...book.pages[1]!, text: { zh: '鱼上钩了。', en: 'A fish bites.' } },
        { ...book.pages[0]!, audio: null, audioDurationMs: 0 },
      ],
    };
    expect((await c.post(saveAdminBook, editor, edited)).body.code).toBe(0);
    const en = (await familyView(id, 'en')).body.data;
    // No English title written: families in English see the Chinese.
    expect(en.title).toBe('小猫钓鱼（新版）');
    expect(en.pages.map((p) => [p.text, p.audio])).toEqual([
      ['A fish bites.', '/uploads/content/audio/p2.mp3'],
      ['The kitten goes to the river.', null],
    ]);
    // Still published after the edit.
    expect((await familyList('zh')).body.data.list.map((b) => b.id)).toContain(id);

    await c.post(publishAdminBook, editor, { id, published: false });
    expect((await familyList('zh')).body.data.list.map((b) => b.id)).not.toContain(id);
    expect(await c.auditActions(owner, 'book', id)).toEqual([
      'book.create',
      'book.publish',
      'book.edit',
      'book.unpublish',
    ]);

    expect((await c.post(deleteAdminBook, editor, { id })).body.code).toBe(0);
    expect((await c.get(viewAdminBook, editor, { id: String(id) })).body.code).toBe(2001);
  });

  it('refuses bad input with the field named, and roles without content.edit (3003, no audit)', async () => {
    const noPages = await c.post(saveAdminBook, editor, { ...book, pages: [] });
    expect(noPages.body.code).toBe(1001);
    const noImage = await c.post(saveAdminBook, editor, {
      ...book,
      pages: [{ ...book.pages[0]!, image: '' }],
    });
    expect(noImage.body).toMatchObject({ code: 1001, data: { field: 'pages.0.image' } });
    expect((await c.post(saveAdminBook, editor, { ...book, id: 999_999 })).body.code).toBe(2001);

    const id = (await c.post(saveAdminBook, editor, book)).body.data.id;
    for (const token of [support, finance]) {
      expect((await c.post(saveAdminBook, token, { ...book, id })).body.code).toBe(3003);
      expect((await c.post(publishAdminBook, token, { id, published: true })).body.code).toBe(3003);
      expect((await c.post(deleteAdminBook, token, { id })).body.code).toBe(3003);
    }
    // Support reads the books; finance does not.
    expect((await c.get(listAdminBooks, support)).body.code).toBe(0);
    expect((await c.get(listAdminBooks, finance)).body.code).toBe(3003);
    expect(await c.auditActions(owner, 'book', id)).toEqual(['book.create']);
  });

  it('finds books by their English title in the console', async () => {
    const list = await c.get(listAdminBooks, support, {
      q: 'Kitten Goes',
      pageSize: '100',
    });
    expect(list.body.data.list.length).toBeGreaterThan(0);
    expect(list.body.data.list.every((b) => b.title.zh.startsWith('小猫钓鱼'))).toBe(true);
  });

  it('textbooks of an outline node: upload, titles in both languages, hidden with their node, removed', async () => {
    const node = (
      await c.post(saveAdminOutlineNode, editor, {
        name: { zh: '教材级别', en: 'Textbook level' },
      })
    ).body.data.id;
    const pdf = {
      title: { zh: '一级课本', en: 'Level 1 book' },
      level: 1,
      cover: '/c.png',
      pdfUrl: '/b.pdf',
      pageCount: 24,
    };
    const saved = await c.post(saveAdminTextbook, editor, {
      ...pdf,
      outlineId: node,
    });
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const shelf = (lang: 'zh' | 'en') => c.family(listTextbooks, lang);
    expect((await shelf('en')).body.data.list).toContainEqual(
      expect.objectContaining({ id, title: 'Level 1 book', pdfUrl: '/b.pdf' }),
    );
    expect((await shelf('zh')).body.data.list).toContainEqual(
      expect.objectContaining({ id, title: '一级课本' }),
    );
    const listed = await c.get(listAdminTextbooks, support, {
      outlineId: String(node),
    });
    expect(listed.body.data.list.map((b) => b.id)).toEqual([id]);

    await c.post(saveAdminOutlineNode, editor, {
      id: node,
      name: { zh: '教材级别', en: 'Textbook level' },
      status: 2,
    });
    expect((await shelf('zh')).body.data.list.map((b) => b.id)).not.toContain(id);
    await c.post(saveAdminOutlineNode, editor, {
      id: node,
      name: { zh: '教材级别', en: '' },
      status: 1,
    });

    const unknownNode = await c.post(saveAdminTextbook, editor, { ...pdf, outlineId: 999_999 });
    expect(unknownNode.body).toMatchObject({ code: 1001, data: { field: 'outlineId' } });
    expect((await c.post(deleteAdminTextbook, support, { id })).body.code).toBe(3003);
    expect((await c.post(deleteAdminTextbook, editor, { id })).body.code).toBe(0);
    expect((await shelf('zh')).body.data.list.map((b) => b.id)).not.toContain(id);
    expect(await c.auditActions(owner, 'textbook', id)).toEqual([
      'textbook.create',
      'textbook.delete',
    ]);
  });
});
