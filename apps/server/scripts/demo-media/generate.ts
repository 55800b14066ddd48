/**
 * Generates every demo media file of the content, books and exams (see README.md here):
 *
 *   cd apps/server && npx tsx scripts/demo-media/generate.ts [books|exams|banners|videos|textbooks]
 *
 * Pictures are SVG written from code; audio is espeak-ng speech encoded small with ffmpeg; videos
 * are slideshows of rendered frames over speech; textbooks are PDFs written by hand. Nothing is
 * downloaded. The lengths of the clips go to src/db/demo/demoMedia.ts for the demo loader.
 * Re-running rewrites the same files.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STORIES } from '../../src/db/demo/bookStories.ts';
import { TEACHERS, teacherPhoto, teacherVideo } from '../../src/db/demo/teachers.ts';
import { PICTURES, SPOKEN, audioPath, picturePath } from '../../src/db/demo/examBank.ts';
import {
  BANNERS,
  MALL_BANNERS,
  SCHOOL_LOGO,
  TEXTBOOKS,
  VIDEOS,
  bannerImage,
  bookMedia,
  textbookCover,
  textbookPdf as textbookPdfUrl,
  videoCover as videoCoverUrl,
  videoUrl,
} from '../../src/db/demo/mediaCatalog.ts';
import {
  banner,
  bookCover,
  bookPage,
  examPicture,
  logo,
  textbookCover as textbookCoverSvg,
  videoCover,
  videoFrame,
} from './pictures.ts';
import { introFrame, teacherPortrait } from './portraits.ts';
import { textbookPdf } from './textbook.ts';
import {
  PUBLIC_DIR,
  SERVER_DIR,
  TMP,
  fileOf,
  requireTools,
  slideshow,
  speak,
  svgToPng,
  write,
} from './tools.ts';

const durations: Record<string, number> = {};
const pageCounts: Record<string, number> = {};

function books() {
  rmSync(path.join(PUBLIC_DIR, 'demo/books'), { recursive: true, force: true });
  for (const story of STORIES) {
    write(bookMedia(story.slug, 'cover.svg'), bookCover(story));
    story.pages.forEach((page, i) => {
      write(bookMedia(story.slug, `page-${i + 1}.svg`), bookPage(page, i + 1));
      const audio = bookMedia(story.slug, `page-${i + 1}.mp3`);
      durations[audio] = speak(page.text, audio);
    });
    console.log(`book ${story.slug}: ${story.pages.length} pages`);
  }
}

function exams() {
  rmSync(path.join(PUBLIC_DIR, 'demo/exams'), { recursive: true, force: true });
  for (const name of PICTURES) write(picturePath(name), examPicture(name));
  for (const say of SPOKEN) durations[audioPath(say)] = speak(say, audioPath(say), 'en-us', 115);
  console.log(`exams: ${PICTURES.length} pictures, ${SPOKEN.length} audio prompts`);
}

function banners() {
  for (const b of [...BANNERS, ...MALL_BANNERS])
    write(bannerImage(b.slug), banner(b.color, b.title, b.subtitle, b.props));
  write(
    '/static/demo/banners/open-day.html',
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>家长开放日</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#333;background:#f1faee}main{max-width:640px;margin:0 auto;padding:24px}h1{color:#2d6a4f}li{margin:8px 0}</style></head>
<body><main><h1>家长开放日</h1><p>每月最后一个周六上午 10:00，欢迎家长和孩子来到线上开放日。</p>
<ul><li>了解 Level 1–5 的课程体系和每个单元的学习目标</li><li>观看一节外教 1 对 1 示范课</li><li>学习老师现场解答：怎样在家陪孩子读绘本、练口语</li></ul>
<p>报名方式：在“我的 - 帮助中心 - 意见反馈”留下孩子的英文名和联系方式，课程顾问会与您联系。</p></main></body></html>`,
  );
  prettier(fileOf('/static/demo/banners/open-day.html'));
  write(SCHOOL_LOGO, logo());
  console.log(
    `banners: ${BANNERS.length} home, ${MALL_BANNERS.length} mall, open-day page, school logo`,
  );
}

function videos() {
  for (const v of VIDEOS) {
    const frames = v.frames.map((f) => videoFrame(f.backdrop, f.props, f.caption));
    write(videoCoverUrl(v.slug), videoCover(frames[0]!));
    const pngs = frames.map((svg) => svgToPng(svg, 320, 180));
    durations[videoUrl(v.slug)] = slideshow(pngs, v.narration, videoUrl(v.slug));
    console.log(`video ${v.slug}: ${durations[videoUrl(v.slug)]} ms`);
  }
}

/** Every demo teacher: a drawn portrait and a 4-5 s intro clip saying hello. */
function teachers() {
  TEACHERS.forEach((t, i) => {
    const sex = t.sex === 1 ? 1 : 2;
    write(teacherPhoto(i), teacherPortrait(i, sex));
    const first = t.name.split(' ')[0]!;
    const frames = [
      introFrame(i, sex, `Hi! I'm ${first}.`),
      introFrame(i, sex, "Let's learn English together!"),
    ].map((svg) => svgToPng(svg, 320, 180));
    durations[teacherVideo(i)] = slideshow(
      frames,
      `Hi! I'm ${first}. Let's learn English together!`,
      teacherVideo(i),
      { voice: sex === 1 ? 'en-us+m3' : 'en-us+f3', minSeconds: 4, crf: 34 },
    );
    console.log(`teacher ${t.name}: ${durations[teacherVideo(i)]} ms`);
  });
}

function textbooks() {
  for (const book of TEXTBOOKS) {
    const { pdf, pages } = textbookPdf(book);
    write(textbookPdfUrl(book.level), pdf);
    write(textbookCover(book.level), textbookCoverSvg(book.level, book.color));
    pageCounts[textbookPdfUrl(book.level)] = pages;
  }
  console.log(`textbooks: ${TEXTBOOKS.length}`);
}

function writeLengths() {
  const entries = (r: Record<string, number>) =>
    Object.keys(r)
      .sort()
      .map((k) => `  '${k}': ${r[k]},`)
      .join('\n');
  const file = path.join(SERVER_DIR, 'src/db/demo/demoMedia.ts');
  writeFileSync(
    file,
    `// Generated by scripts/demo-media/generate.ts: do not edit by hand, re-run the generator.\n\n` +
      `/** Lengths (ms) of the demo audio and video files, by URL. */\n` +
      `export const MEDIA_MS: Record<string, number> = {\n${entries(durations)}\n};\n\n` +
      `/** Page counts of the demo textbooks, by URL. */\n` +
      `export const PDF_PAGES: Record<string, number> = {\n${entries(pageCounts)}\n};\n`,
  );
  prettier(file);
}

/** Keeps a generated text file as the repository's formatter writes it. */
function prettier(file: string) {
  execFileSync('npx', ['prettier', '--write', file], { cwd: SERVER_DIR, stdio: 'ignore' });
}

const steps = { books, exams, banners, videos, teachers, textbooks };
// `generate.ts banners` (any step names) runs only those; the clip lengths are then left alone.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in steps));
if (unknown.length)
  throw new Error(`unknown step ${unknown.join(', ')}: use ${Object.keys(steps).join(', ')}`);
if (only.length === 0 || only.some((name) => name !== 'banners')) requireTools();
try {
  for (const [name, step] of Object.entries(steps))
    if (only.length === 0 || only.includes(name)) step();
  if (only.length === 0) writeLengths();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
