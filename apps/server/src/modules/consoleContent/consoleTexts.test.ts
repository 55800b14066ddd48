import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import * as api from '@school/contract/api/admin/texts';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createTag, createTeacher } from '../../../test/factories.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import {
  listDict,
  listTags,
  removeTagAudited,
  saveAbout,
  saveDict,
  saveTagAudited,
} from './moreTextsService.ts';
import {
  listBanners,
  listFaqs,
  listVideos,
  remove,
  saveBanner,
  saveFaq,
  saveNotice,
  saveVideo,
} from './textsService.ts';
import { storeUpload } from './uploadService.ts';
import * as content from '@school/contract/api/content';
const editor: StaffActor = {
  staffId: 4,
  userId: 4,
  name: '内容',
  role: 'content',
  ip: '127.0.0.1',
};
const EN = { 'accept-language': 'en' };

describe('console texts: what the school writes, in two languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
  });
  afterAll(() => t.close());
  const get = <E extends Endpoint>(endpoint: E, en = false, query?: InputOf<E>) =>
    t.api(endpoint, query, { headers: en ? EN : {} });

  it('banners: saved in both languages, shown between their dates, link checked', async () => {
    const now = t.clock.now().getTime();
    const input = api.saveAdminBanner.input.parse({
      title: { zh: '新春活动', en: 'Spring festival offer' },
      image: '/uploads/content/banner/a.jpg',
      link: { type: 'route', target: '/pages/mall/index' },
      startsAt: new Date(now - 3600_000).toISOString(),
      endsAt: new Date(now + 3600_000).toISOString(),
    });
    const { id } = await saveBanner(t.app.ctx, editor, input);
    expect((await get(content.listBanners)).body.data.list).toContainEqual(
      expect.objectContaining({ id, title: '新春活动' }),
    );
    expect((await get(content.listBanners, true)).body.data.list).toContainEqual(
      expect.objectContaining({ id, title: 'Spring festival offer' }),
    );
    t.clock.advance(2 * 3600_000);
    expect((await get(content.listBanners)).body.data.list.map((b) => b.id)).not.toContain(id);
    const console = await listBanners(t.app.ctx, api.listAdminBanners.input.parse({}));
    expect(console.list.find((b) => b.id === id)?.title).toEqual({
      zh: '新春活动',
      en: 'Spring festival offer',
    });
    const bad = api.saveAdminBanner.input.parse({
      ...input,
      link: { type: 'web', target: 'https://evil.example.net/' },
    });
    await expect(saveBanner(t.app.ctx, editor, bad)).rejects.toMatchObject({ code: 1001 });
    await remove(t.app.ctx, editor, 'banners', id);
    expect((await listBanners(t.app.ctx, api.listAdminBanners.input.parse({}))).total).toBe(0);
  });

  it('notices, FAQ and about us: rich text sanitised in both languages, English for families', async () => {
    await saveNotice(
      t.app.ctx,
      editor,
      api.saveAdminNotice.input.parse({
        title: { zh: '放假通知', en: 'Holiday notice' },
        content: { zh: '<p>放假<script>x</script></p>', en: '<p onclick="x()">We are closed</p>' },
        publishedAt: t.clock.now().toISOString(),
      }),
    );
    const en = await get(content.listNotices, true);
    expect(en.body.data.list[0]).toMatchObject({
      title: 'Holiday notice',
      content: '<p>We are closed</p>',
    });
    expect((await get(content.listNotices)).body.data.list[0]?.content).toBe('<p>放假</p>');

    const faq = await saveFaq(
      t.app.ctx,
      editor,
      api.saveAdminFaq.input.parse({
        category: { zh: '约课', en: 'Booking' },
        question: { zh: '怎么约课？', en: 'How do I book?' },
        answer: { zh: '<p>在老师页约课</p>', en: '<p>On a teacher’s page</p>' },
      }),
    );
    const faqs = await get(content.listFaqs, true);
    expect(faqs.body.data.list.find((f) => f.id === faq.id)).toMatchObject({
      category: 'Booking',
      question: 'How do I book?',
      answer: '<p>On a teacher’s page</p>',
    });
    expect(
      (await listFaqs(t.app.ctx, api.listAdminFaqs.input.parse({}))).list[0]?.question,
    ).toEqual({ zh: '怎么约课？', en: 'How do I book?' });

    await saveAbout(t.app.ctx, editor, {
      intro: { zh: '<h2>关于我们</h2><iframe></iframe>', en: '<h2>About us</h2>' },
    });
    expect((await get(content.viewSchool, true)).body.data.intro).toBe('<h2>About us</h2>');
    expect((await get(content.viewSchool)).body.data.intro).toBe('<h2>关于我们</h2>');
  });

  it('highlight videos: a draft is hidden, publishing shows it in the school’s order', async () => {
    const base = { cover: '/uploads/c.jpg', videoUrl: '/uploads/v.mp4' };
    const a = await saveVideo(
      t.app.ctx,
      editor,
      api.saveAdminVideo.input.parse({
        ...base,
        title: { zh: '精彩一课', en: 'A great lesson' },
        sort: 2,
        published: true,
      }),
    );
    const b = await saveVideo(
      t.app.ctx,
      editor,
      api.saveAdminVideo.input.parse({
        ...base,
        title: { zh: '草稿', en: 'Draft' },
        sort: 1,
        published: false,
      }),
    );
    expect(
      (await get(content.listHighlightVideos, true)).body.data.list.map((v) => [v.id, v.title]),
    ).toEqual([[a.id, 'A great lesson']]);
    await saveVideo(
      t.app.ctx,
      editor,
      api.saveAdminVideo.input.parse({
        ...base,
        id: b.id,
        title: { zh: '草稿', en: 'Now public' },
        sort: 1,
        published: true,
      }),
    );
    expect(
      (await get(content.listHighlightVideos, true)).body.data.list.map((v) => v.title),
    ).toEqual(['Now public', 'A great lesson']);
    expect((await listVideos(t.app.ctx, api.listAdminVideos.input.parse({}))).total).toBe(2);
  });

  it('teacher tags: renamed in both languages; one in use is removed only when forced, naming its teachers', async () => {
    const tag = await createTag(t.database.db, '耐心');
    await createTeacher(t.database.db, { name: 'Amy', tags: [tag] });
    await saveTagAudited(t.app.ctx, editor, {
      id: tag,
      name: { zh: '耐心', en: 'Patient' },
      group: 'style',
      sort: 0,
    });
    const tags = await listTags(t.app.ctx);
    expect(tags.list.find((x) => x.id === tag)).toMatchObject({
      name: { zh: '耐心', en: 'Patient' },
      teacherCount: 1,
    });
    const options = await get(content.dictOptions, true, { type: 'teacherStyle' });
    expect(options.body.data.list).toContainEqual({ value: tag, label: 'Patient' });
    await expect(
      removeTagAudited(t.app.ctx, editor, { id: tag, force: false }),
    ).rejects.toMatchObject({
      code: 2002,
      message: expect.stringContaining('Amy'),
    });
    await removeTagAudited(t.app.ctx, editor, { id: tag, force: true });
    expect((await listTags(t.app.ctx)).list.map((x) => x.id)).not.toContain(tag);
  });

  it('dictionary options: the English of a fixed option is the school’s to write', async () => {
    const dict = await listDict(t.app.ctx);
    expect(dict.list).toContainEqual({
      type: 'teacherSex',
      value: 0,
      label: { zh: '不限', en: expect.any(String) },
    });
    await saveDict(t.app.ctx, editor, { label: { zh: '不限', en: 'Either is fine' } });
    const options = await get(content.dictOptions, true, { type: 'teacherSex' });
    expect(options.body.data.list[0]).toEqual({ value: 0, label: 'Either is fine' });
    await expect(
      saveDict(t.app.ctx, editor, { label: { zh: '不存在', en: 'x' } }),
    ).rejects.toMatchObject({ code: 1001 });
  });

  it('uploads: images upright, resized, without metadata; media checked by content', async () => {
    // A 3000x1000 JPEG with EXIF orientation 6 (rotated) and a GPS-like comment.
    const photo = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const { url } = await storeUpload(t.app.ctx, editor, 'banner', {
      type: 'image/jpeg',
      bytes: photo,
    });
    expect(url).toMatch(/^\/uploads\/content\/banner\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    // Turned upright (portrait now), fitted inside 1290 px, no EXIF left.
    expect([meta.width, meta.height]).toEqual([430, 1290]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [purpose, type] of [
      ['banner', 'image/png'],
      ['video', 'video/mp4'],
      ['audio', 'audio/mpeg'],
      ['pdf', 'application/pdf'],
    ] as const)
      await expect(
        storeUpload(t.app.ctx, editor, purpose, { type, bytes: html }),
      ).rejects.toMatchObject({ code: 1001 });
    await expect(
      storeUpload(t.app.ctx, editor, 'pdf', { type: 'video/mp4', bytes: html }),
    ).rejects.toMatchObject({ code: 1001 });

    const pdf = await storeUpload(t.app.ctx, editor, 'pdf', {
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    const servedPdf = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
    ]);
    const video = await storeUpload(t.app.ctx, editor, 'video', { type: 'video/mp4', bytes: mp4 });
    expect(video.url).toMatch(/\.mp4$/);
  });
});
