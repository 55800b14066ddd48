import * as outlineApi from '@school/contract/api/outline';
import * as booksApi from '@school/contract/api/books';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';
import { gradientPng } from '../support/png.ts';

/**
 * Issue 14: the content editor makes a picture book of two pages in the console (a picture, the
 * text in both languages and an audio clip each, uploaded with a progress bar), puts the pages in
 * order and publishes it; the demo family finds it in 绘本 and reads it, page after page, each
 * with the clip the editor uploaded. The outline tree and the exam editor are scanned by axe.
 */
test.use(CONSOLE_DEVICE);
// Each step waits up to 30 s: the test machine is shared, and a save can take seconds under load.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Real speech clips the repository already ships (the demo books' audio): nothing downloaded. */
const clip = (n: number) =>
  readFileSync(
    path.resolve(
      import.meta.dirname,
      `../../apps/server/public/demo/books/kitty-and-the-ball/page-${n}.mp3`,
    ),
  );
const SHOTS = process.env.CONTENT_SHOTS_DIR ?? '/work/helpers/shots';

async function upload(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `上传文件: ${button}` }).click();
  await (await chooser).setFiles(file);
  // Named by what it shows first (WCAG 2.5.3 Label in Name): now 更换文件.
  await expect(page.getByRole('button', { name: `更换文件: ${button}` })).toHaveText(/更换文件/);
}

test('the content editor publishes a two-page picture book with audio; the family reads it', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-4);
  const title = `小猫找球${stamp}`;
  const titleEn = `Kitty Finds the Ball ${stamp}`;

  await signInStaff(page, 'content');
  await page.goto('/console/#/learning');
  await expect(page.getByRole('heading', { level: 1, name: '学习内容' })).toBeVisible();
  await expect(page.getByRole('table', { name: '绘本' })).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);

  await page.getByRole('button', { name: '新建绘本' }).click();
  const drawer = page.getByRole('dialog', { name: '新建绘本' });
  await drawer.getByLabel('标题 (中文)').fill(title);
  await drawer.getByLabel('标题 (English)').fill(titleEn);
  await drawer.getByLabel('简介 (中文)').fill('小猫和它的球。');
  await drawer.getByLabel('简介 (English)').fill('A kitten and its ball.');
  await upload(page, '封面', { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(96) });
  // Written in the wrong order on purpose, then put right with the keyboard-reachable buttons.
  const pages = [
    { zh: '小猫找到了球！', en: 'Kitty finds the ball!', audio: 2 },
    { zh: '小猫的球不见了。', en: "Kitty's ball is lost.", audio: 1 },
  ];
  for (const [i, p] of pages.entries()) {
    const n = i + 1;
    if (n > 1) await drawer.getByRole('button', { name: '添加一页' }).click();
    await upload(page, `第 ${n} 页图片`, {
      name: `page-${n}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(80 + n),
    });
    await upload(page, `第 ${n} 页音频`, {
      name: `page-${n}.mp3`,
      mimeType: 'audio/mpeg',
      buffer: clip(p.audio),
    });
    await drawer.getByLabel(`第 ${n} 页文字 (中文)`).fill(p.zh);
    await drawer.getByLabel(`第 ${n} 页文字 (English)`).fill(p.en);
  }
  // The browser measured each clip's length.
  await expect(drawer.getByText(/音频时长 [1-9]\d*\.\d 秒/)).toHaveCount(2);
  const second = drawer.getByRole('button', { name: '上移第 2 页' });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByLabel('第 1 页文字 (中文)')).toHaveValue('小猫的球不见了。');
  await expect(drawer.getByLabel('第 2 页文字 (中文)')).toHaveValue('小猫找到了球！');
  // The pointer rests where the last upload button was; a link that moved under it is hovered.
  await page.mouse.move(0, 0);
  expect((await seriousViolations(page)).found).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/content-books.png` });
  await drawer.getByRole('button', { name: /^保 ?存$/ }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(titleEn);
  await expect(row).toContainText('未发布');
  await row.getByRole('button', { name: `发布: ${title}` }).click();
  await expect(row).toContainText('已发布');

  // The outline tree and the exam editor: what the editor sees, scanned too.
  await page.getByRole('tab', { name: '课程大纲' }).click();
  const tree = page.getByRole('navigation', { name: '课程大纲树（可拖动排序）' });
  await expect(tree.getByRole('tree')).toBeVisible();
  await tree.getByRole('treeitem').first().click();
  await expect(page.getByRole('heading', { level: 2, name: '教材（PDF）' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await seriousViolations(page)).found).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/content-outline.png` });

  await page.getByRole('tab', { name: '测验题库' }).click();
  const exams = page.getByRole('table', { name: '测验题库' });
  await exams
    .getByRole('button', { name: /编\s?辑/ })
    .first()
    .click();
  const examDrawer = page.getByRole('dialog', { name: '编辑测验' });
  await expect(examDrawer.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/content-exam.png` });

  // The demo family, on a phone, finds the book in 绘本 and reads it.
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await family.newPage();
  await loginWithPassword(app, '13800000000', DEMO_PASSWORD);
  // From the home tab's 绘本馆, as a family gets there.
  await app.getByText('绘本馆', { exact: true }).click();
  await expect(app).toHaveURL(/pages\/huiben\/list/);
  await app.getByRole('searchbox', { name: '搜索绘本名称' }).fill(title);
  await app.getByRole('searchbox', { name: '搜索绘本名称' }).press('Enter');
  await app.getByRole('button', { name: new RegExp(title) }).click();
  await expect(app).toHaveURL(/pages\/huiben\/index/);
  await app.getByRole('button', { name: '开始阅读' }).click();
  const player = app.getByTestId('book-player');
  await expect(player).toHaveAttribute('data-page', '1');
  await expect(player).toContainText('小猫的球不见了。');
  const tap = app.getByRole('button', { name: '点击开始朗读' });
  if (await tap.isVisible()) await tap.click();
  const audio = app.locator('audio');
  const uploaded = /^\/uploads\/content\/audio\/[0-9a-f]{32}\.mp3$/;
  await expect(audio).toHaveAttribute('src', uploaded);
  const firstSrc = await audio.getAttribute('src');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
  // The clip ends and the second page opens by itself with its own clip.
  await expect(player).toHaveAttribute('data-page', '2', { timeout: 30_000 });
  await expect(player).toContainText('小猫找到了球！');
  await expect(audio).toHaveAttribute('src', uploaded);
  expect(await audio.getAttribute('src')).not.toBe(firstSrc);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await family.close();
});

test('the content editor adds a level with two units, drags one above the other, then hides the level', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-4);
  const outline = async () => {
    const res = await page.request.get(outlineApi.listOutline.path, {
      headers: { 'accept-language': 'en' },
    });
    type Node = { name: string; children: Node[] };
    return ((await res.json()) as { data: { list: Node[] } }).data.list;
  };
  await signInStaff(page, 'content');
  await page.goto('/console/#/learning?tab=outline');
  const tree = page.getByRole('navigation', { name: '课程大纲树（可拖动排序）' });
  await expect(tree.getByRole('tree')).toBeVisible();

  const add = async (button: string, zh: string, en: string) => {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await dialog.getByLabel('名称 (中文)').fill(zh);
    await dialog.getByLabel('名称 (English)').fill(en);
    // Not anchored: antd can leave the previous save's spinner (named "loading") in the reused
    // dialog's button when the dialog hides before the spinner's exit motion ends.
    await dialog.getByRole('button', { name: /保 ?存$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(tree.getByText(zh)).toBeVisible();
  };
  const level = `测试级别${stamp}`;
  await add('添加级别', level, `Test level ${stamp}`);
  await add('添加下级', `甲单元${stamp}`, `Unit A ${stamp}`);
  await tree.getByText(level).click();
  await add('添加下级', `乙单元${stamp}`, `Unit B ${stamp}`);
  const children = async () =>
    (await outline()).find((n) => n.name === `Test level ${stamp}`)?.children.map((c) => c.name);
  expect(await children()).toEqual([`Unit A ${stamp}`, `Unit B ${stamp}`]);

  // Drag unit B onto the top edge of unit A: it goes before it.
  await tree.getByText(`乙单元${stamp}`).dragTo(tree.getByText(`甲单元${stamp}`), {
    targetPosition: { x: 10, y: 1 },
  });
  await expect.poll(children).toEqual([`Unit B ${stamp}`, `Unit A ${stamp}`]);

  // A textbook (PDF) filed under the level, titled in both languages: on the families' shelf.
  await tree.getByText(level).click();
  await page.getByRole('button', { name: '上传教材' }).click();
  const form = page.getByRole('dialog', { name: '上传教材' });
  await form.getByLabel('标题 (中文)').fill(`测试课本${stamp}`);
  await form.getByLabel('标题 (English)').fill(`Test book ${stamp}`);
  await upload(page, 'PDF 文件', {
    name: 'book.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'),
  });
  await upload(page, '封面', { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(64) });
  await form.getByRole('button', { name: /保 ?存$/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: '教材（PDF）' })).toContainText(`测试课本${stamp}`);
  const shelf = async () => {
    const res = await page.request.get(booksApi.listTextbooks.path, {
      headers: { 'accept-language': 'en' },
    });
    return ((await res.json()) as { data: { list: { title: string }[] } }).data.list.map(
      (b) => b.title,
    );
  };
  expect(await shelf()).toContain(`Test book ${stamp}`);

  // Hidden (status 2): gone from the app with its units and textbook, still in the console.
  await tree.getByText(level).click();
  await page.getByRole('radio', { name: '隐藏（App 不显示）' }).check();
  await page.getByRole('button', { name: /^保 ?存$/ }).click();
  await expect(tree.getByText('已隐藏').first()).toBeVisible();
  await expect.poll(children).toBeUndefined();
  expect(await shelf()).not.toContain(`Test book ${stamp}`);
});
