import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/api/basic';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { XSS_PAYLOADS, xssProblems } from '../../../test/xss.ts';
import {
  addNicknames,
  createBanner,
  createFaq,
  createHighlightVideo,
  createNotice,
  saveLegalDocument,
  saveSchool,
} from './service.ts';
import {
  dictOptions,
  listBanners,
  listFaqs,
  listHighlightVideos,
  listNicknames,
  listNotices,
  listPrivacyPolicies,
  listUserAgreements,
  viewSchool,
} from '@school/contract/api/content';

describe('content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBVIEW_ALLOWED_HOSTS: 'www.example.com, M.Example.com:8443' });
  });
  afterAll(() => t.close());

  it('adv/list: banners of a position in order, links checked when stored', async () => {
    const ctx = t.app.ctx;
    const image = '/static/demo/banners/x.svg';
    await createBanner(ctx, {
      title: 'B',
      image,
      sort: 2,
      link: { type: 'web', target: 'https://www.example.com/a' },
    });
    await createBanner(ctx, {
      title: 'A',
      image,
      sort: 1,
      link: { type: 'route', target: '/pages/huiben/list' },
    });
    await createBanner(ctx, { title: 'C', image, sort: 3, link: { type: 'none' } });
    await createBanner(ctx, { title: 'Mall', image, position: 'mall', link: { type: 'none' } });
    for (const link of [
      { type: 'web' as const, target: 'https://evil.example.net/' },
      { type: 'web' as const, target: 'javascript:alert(1)' },
      { type: 'route' as const, target: 'https://www.example.com/' },
    ])
      await expect(createBanner(ctx, { title: 'X', image, link })).rejects.toMatchObject({
        code: 1001,
      });

    const res = await t.api(listBanners);
    expect(res.body.data.list.map((b) => [b.title, b.link])).toEqual([
      ['A', { type: 'route', target: '/pages/huiben/list' }],
      ['B', { type: 'web', target: 'https://www.example.com/a' }],
      ['C', { type: 'none', target: null }],
    ]);
    const mall = await t.api(listBanners, { position: 'mall' });
    expect(mall.body.data.list.map((b) => b.title)).toEqual(['Mall']);
    expect((await t.api(listBanners, { position: 'nowhere' } as never)).body.code).toBe(1001);
  });

  it('notice/list: published notices newest first, paged, rich text sanitised when stored', async () => {
    const now = t.clock.now().getTime();
    for (const [i, payload] of XSS_PAYLOADS.slice(0, 12).entries())
      await createNotice(t.database.db, {
        title: `N${i}`,
        content: `<p>Notice ${i}</p>${payload}`,
        publishedAt: new Date(now - (i + 1) * 3600_000),
      });
    await createNotice(t.database.db, {
      title: 'future',
      content: 'x',
      publishedAt: new Date(now + 3600_000),
    });
    const first = await t.api(listNotices, { pageSize: '5' });
    expect(first.body.data).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.body.data.list.map((n) => n.title)).toEqual(['N0', 'N1', 'N2', 'N3', 'N4']);
    const all = await t.api(listNotices, { pageSize: '100' });
    for (const n of all.body.data.list) {
      expect(n.content).toMatch(/^<p>Notice \d+<\/p>/);
      expect(xssProblems(n.content), n.content).toEqual([]);
    }
  });

  it('faq/list and legal texts: sanitised, the consent versions first', async () => {
    const db = t.database.db;
    await createFaq(db, {
      category: '课程',
      question: 'Q2',
      answer: '<p onclick="x()">A2</p>',
      sort: 2,
    });
    await createFaq(db, {
      category: '账号',
      question: 'Q1',
      answer: '<a href="javascript:alert(1)">A1</a>',
      sort: 1,
    });
    const faqs = await t.api(listFaqs);
    expect(faqs.body.data.list.map((f) => [f.question, f.answer])).toEqual([
      ['Q1', '<a>A1</a>'],
      ['Q2', '<p>A2</p>'],
    ]);

    const at = t.clock.now();
    await saveLegalDocument(db, {
      kind: 'agreement',
      version: '2025-01-01',
      title: 'Old',
      content: '<p>old</p>',
      updatedAt: at,
    });
    await saveLegalDocument(db, {
      kind: 'agreement',
      version: AGREEMENT_VERSION,
      title: 'Now',
      content: '<p>now</p><script>x</script>',
      updatedAt: at,
    });
    await saveLegalDocument(db, {
      kind: 'privacy',
      version: PRIVACY_VERSION,
      title: 'Privacy',
      content: '<p>kids</p>',
      updatedAt: at,
    });
    const agreements = await t.api(listUserAgreements);
    expect(
      agreements.body.data.list.map((d) => [d.title, d.version, d.current, d.content]),
    ).toEqual([
      ['Now', AGREEMENT_VERSION, true, '<p>now</p>'],
      ['Old', '2025-01-01', false, '<p>old</p>'],
    ]);
    const old = await t.api(listUserAgreements, { version: '2025-01-01' });
    expect(old.body.data.list.map((d) => d.title)).toEqual(['Old']);
    const privacy = await t.api(listPrivacyPolicies);
    expect(privacy.body.data.list).toMatchObject([{ kind: 'privacy', current: true }]);
  });

  it('aboutUss/view: empty until set, then the school with the web view hosts', async () => {
    const empty = await t.api(viewSchool);
    expect(empty.body.data).toMatchObject({
      name: '',
      updatedAt: null,
      webviewHosts: ['www.example.com', 'm.example.com:8443'],
    });
    await saveSchool(
      t.database.db,
      {
        name: 'Star',
        logo: '/static/demo/school/logo.svg',
        slogan: 'Hi',
        intro: '<p>We <b>teach</b></p><img src=x onerror=alert(1)>',
        phone: '400',
        email: 'a@b.example',
        address: 'Road',
        wechat: 'star',
      },
      t.clock.now(),
    );
    const school = await t.api(viewSchool);
    expect(school.body.data).toMatchObject({
      name: 'Star',
      intro: '<p>We <b>teach</b></p><img src="x" />',
      logo: '/static/demo/school/logo.svg',
    });
  });

  it('dictData/options: fixed lists and teacher tag groups; an unknown type names the allowed ones', async () => {
    const sex = await t.api(dictOptions, { type: 'sex' });
    expect(sex.body.data.list).toEqual([
      { value: 1, label: '男孩' },
      { value: 2, label: '女孩' },
    ]);
    const cancel = await t.api(dictOptions, { type: 'cancelReason' });
    expect(cancel.body.data.list.length).toBeGreaterThan(2);
    const bad = await t.api(dictOptions, { type: 'colour' } as never);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(1001);
    expect(bad.body.message).toMatch(/type/);
    for (const allowed of [
      'sex',
      'teacherSex',
      'teacherStyle',
      'focusSkill',
      'cancelReason',
      'bookLevel',
    ])
      expect(bad.body.message).toContain(allowed);
    expect((await t.api(dictOptions)).body.code).toBe(1001);
  });

  it('nickname/list: A to Z, filtered by sex (names for either included) and initial', async () => {
    await addNicknames(t.database.db, [
      { name: 'Zoe', sex: 2 },
      { name: 'Adam', sex: 1 },
      { name: 'Amy', sex: 2 },
      { name: 'Alex', sex: 0 },
      { name: 'Ben', sex: 1 },
      { name: 'Amy', sex: 1 },
    ]);
    const names = async (query: Record<string, string>) => (await t.api(listNicknames, query)).body;
    expect((await names({})).data.list.map((n) => n.name)).toEqual([
      'Adam',
      'Alex',
      'Amy',
      'Ben',
      'Zoe',
    ]);
    expect((await names({ sex: '1' })).data.list.map((n) => n.name)).toEqual([
      'Adam',
      'Alex',
      'Ben',
    ]);
    expect((await names({ sex: '2', initial: 'a' })).data.list.map((n) => n.name)).toEqual([
      'Alex',
      'Amy',
    ]);
    expect((await names({ initial: 'Z' })).data).toMatchObject({
      total: 1,
      list: [{ name: 'Zoe', initial: 'Z', sex: 2 }],
    });
    expect((await names({ pageSize: '2', page: '2' })).data).toMatchObject({
      total: 5,
      list: [{ name: 'Amy' }, { name: 'Ben' }],
    });
    expect((await names({ initial: 'AB' })).code).toBe(1001);
    expect((await names({ sex: '3' })).code).toBe(1001);
    await expect(addNicknames(t.database.db, [{ name: '<b>x</b>', sex: 0 }])).rejects.toMatchObject(
      { code: 1001 },
    );
  });

  it('liveRoom/wonderfulList: highlight videos newest first', async () => {
    const now = t.clock.now().getTime();
    for (const [i, title] of ['Old', 'New'].entries())
      await createHighlightVideo(t.database.db, {
        title,
        cover: '/c.svg',
        videoUrl: `/v${i}.mp4`,
        durationMs: 8000,
        publishedAt: new Date(now - (2 - i) * 3600_000),
      });
    const res = await t.api(listHighlightVideos);
    expect(res.body.data.list.map((v) => [v.title, v.durationMs])).toEqual([
      ['New', 8000],
      ['Old', 8000],
    ]);
  });
});
