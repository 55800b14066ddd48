import * as contentApi from '@school/contract/api/content';
import * as teachersApi from '@school/contract/api/teachers';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { DEMO_PASSWORD, loginWithPassword, storedToken } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';
import { chineseOnScreen } from '../support/english.ts';

/**
 * Issue 14, brand and agreements: the families' app takes the school's name and ICP number from
 * the server; the owner publishes a new children's privacy policy in the console and the demo
 * family is asked to accept it at its next visit; in English mode no Chinese is on screen.
 */
const DEMO_PHONE = '13800000000';
/** Where the screenshots for the lead go (not committed). */
const SHOTS = process.env.BRAND_SHOTS_DIR ?? '/work/helpers/shots';

test('the login page names the school from the server and shows its ICP number', async ({
  page,
}) => {
  await page.goto('/#/');
  // Painted from index.html before any script: the boot script filled in the school.
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'login');
  const school = await page.request.get(contentApi.viewSchool.path);
  const { name, icpNumber } = (
    (await school.json()) as { data: { name: string; icpNumber: string } }
  ).data;
  expect(name).toBe('小星星少儿英语');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`欢迎来到${name}`);
  await expect(page.getByRole('link', { name: icpNumber })).toHaveAttribute(
    'href',
    'https://beian.miit.gov.cn/',
  );
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`欢迎来到${name}`);
  await expect(page.getByText('英语小课堂')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/brand-login.png`, fullPage: true });
});

test('in English mode, home, mall, teachers, a teacher, assessment, help and privacy show no Chinese', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, DEMO_PHONE, DEMO_PASSWORD);
  const token = await storedToken(page);
  const teacherId = (
    await api<{ list: { id: number }[] }>(page.request, token, 'GET', teachersApi.listTeachers.path)
  ).list[0]!.id;
  // The app's own EN switch (settings, 语言).
  await page.goto('/#/pages/mine/setting');
  await page.getByText('语言').click();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  // A fresh page: the Chinese toast of the login (2 s) is not what this test is about.
  await page.goto('/#/pages/home/index');
  await page.reload();

  const found: Record<string, string[]> = {};
  for (const path of [
    '/pages/home/index',
    '/pages/mall/index',
    '/pages/choose/choose',
    `/pages/teacher/teacher?id=${teacherId}`,
    '/pages/assessment/index',
    '/pages/settings/help',
    '/pages/xieyi/index?tab=privacy',
  ]) {
    await page.evaluate((p) => {
      window.location.hash = `#${p}`;
    }, path);
    const lines = await chineseOnScreen(page);
    if (lines.length > 0) found[path] = lines;
    await page.screenshot({ path: testInfo.outputPath(`en-${path.split('/')[2]}.png`) });
  }
  expect(found).toEqual({});
});

test.describe('the console at 1280x800', () => {
  test.use(CONSOLE_DEVICE);

  test('the owner publishes a new privacy policy version; the demo family accepts it at its next visit', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    // The family, signed in before the new version, on its phone.
    const family = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    const app = await family.newPage();
    await loginWithPassword(app, DEMO_PHONE, DEMO_PASSWORD);

    await signInStaff(page, 'owner');
    await page.goto('/console/#/brand');
    await expect(page.getByRole('heading', { level: 1, name: '品牌与协议' })).toBeVisible();
    await expect(page.getByLabel('学校名称 (中文)')).toHaveValue('小星星少儿英语');
    await expect(page.getByLabel('ICP 备案号')).toHaveValue('沪ICP备00000000号-1');
    expect((await seriousViolations(page)).found).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/brand-console.png` });

    await page.getByRole('tab', { name: '儿童隐私政策' }).click();
    await expect(page.getByText(/当前版本 2026-11-01/)).toBeVisible();
    const title = `儿童隐私政策（${Date.now().toString(36).slice(-4)} 修订）`;
    await page.getByLabel('标题 (中文)').fill(title);
    await page.getByLabel('标题 (English)').fill("Children's Privacy Policy (revised)");
    const body = page.getByRole('textbox', { name: '正文 (中文)' });
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.type('新增：课程回放保存 30 天。');
    expect((await seriousViolations(page)).found).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/brand-privacy-console.png` });
    await page.getByRole('button', { name: '发布新版本' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    await expect(page.getByText(/新版本 .+ 已发布/)).toBeVisible();
    await expect(page.getByText(/已有 0 位家长同意/)).toBeVisible();

    // The family's next visit: the new text, accept, and on to the home tab.
    await app.goto('/#/pages/home/index');
    await app.reload();
    await expect(app.getByRole('heading', { name: '我们更新了协议' })).toBeVisible();
    await expect(app.getByRole('heading', { name: title })).toBeVisible();
    await expect(app.getByText('新增：课程回放保存 30 天。')).toBeVisible();
    await app.getByRole('button', { name: '我是监护人，同意并继续' }).click();
    await expect(app).toHaveURL(/#\/pages\/home\/index/);
    await expect(app.getByRole('navigation', { name: '主导航' })).toBeVisible();
    // Accepted once: the next visit goes straight on.
    await app.reload();
    await expect(app.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await app.waitForTimeout(1000);
    await expect(app.getByRole('heading', { name: '我们更新了协议' })).toHaveCount(0);
    await family.close();

    await page.reload();
    await expect(page.getByText(/已有 1 位家长同意/)).toBeVisible();
  });

  test('the content role saves a brand draft; the owner sees it beside the live values', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signInStaff(page, 'content');
    await page.goto('/console/#/brand');
    await expect(page.getByText('你可以保存草稿，由校长查看后发布。')).toBeVisible();
    await expect(page.getByRole('button', { name: '发 布' })).toHaveCount(0);
    await page.getByLabel('ICP 备案号').fill('沪ICP备99999999号-2');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('草稿已保存，等待校长发布')).toBeVisible();
    expect((await seriousViolations(page)).found).toEqual([]);
    // The content role's 概览 counts the draft among its figures (issue 24), each a link to its page.
    await page.goto('/console/#/');
    const drafts = page.locator('.ant-statistic', {
      has: page.getByRole('link', { name: '待校长发布的草稿' }),
    });
    await expect(drafts).toContainText(/[1-9]/);
    await expect(page.getByRole('link', { name: '未发布的绘本' })).toBeVisible();
    expect((await seriousViolations(page)).found).toEqual([]);
    // Families see none of a draft.
    const live = await page.request.get(contentApi.viewSchool.path);
    expect(((await live.json()) as { data: { icpNumber: string } }).data.icpNumber).toBe(
      '沪ICP备00000000号-1',
    );

    const ownerContext = await browser.newContext({ ...CONSOLE_DEVICE, locale: 'zh-CN' });
    const owner = await ownerContext.newPage();
    await signInStaff(owner, 'owner');
    await owner.goto('/console/#/brand');
    const draft = owner.getByRole('region', { name: '待发布的草稿' });
    const row = draft.getByRole('row', { name: /ICP 备案号/ });
    await expect(row).toContainText('沪ICP备00000000号-1');
    await expect(row).toContainText('沪ICP备99999999号-2');
    expect((await seriousViolations(owner)).found).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/brand-draft-console.png`, fullPage: true });
    await draft.getByRole('button', { name: '丢弃草稿' }).click();
    await expect(owner.getByText('草稿已丢弃')).toBeVisible();
    await expect(draft).toHaveCount(0);
    await ownerContext.close();
  });
});
