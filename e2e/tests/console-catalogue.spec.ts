import { expect, test } from '../support/test.ts';
import { freshPhone, loginWithSms } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';

/**
 * Issue 14: the school writes a product in both languages in the console and puts it on sale; a
 * family in English mode (the app's own EN switch) sees it in the mall by its English name and
 * buys it through the sandbox gateway. Each console page added is scanned by axe.
 */
test.use(CONSOLE_DEVICE);

test('finance creates a product in Chinese and English; a family in English mode buys it', async ({
  browser,
  page,
}, testInfo) => {
  // Three people in three browsers, and axe on each console page.
  test.setTimeout(180_000);
  const shot = (p: typeof page, name: string) =>
    p.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const stamp = Date.now().toString(36).slice(-4);
  const zhName = `暑期特惠${stamp}次卡`;
  const enName = `Summer special ${stamp} card`;

  await signInStaff(page, 'finance');
  await page.goto('/console/#/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  await expect(page.getByRole('table', { name: '商品管理' })).toContainText('10节次卡');
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'catalogue');

  await page.getByRole('button', { name: '新建商品' }).click();
  const form = page.getByRole('dialog', { name: '新建商品' });
  await form.getByLabel('商品名称 (中文)').fill(zhName);
  await form.getByLabel('商品名称 (English)').fill(enName);
  await form.getByLabel('售价（元）').fill('888');
  await form.getByLabel('划线价（元）').fill('999');
  await form.getByLabel('课时数').fill('8');
  await form.getByRole('textbox', { name: '商品介绍 (中文)' }).fill('暑期八节课');
  await form.getByRole('textbox', { name: '商品介绍 (English)' }).fill('Eight summer lessons');
  await form.getByRole('switch', { name: '上架' }).click();
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'product-form');
  await form.getByRole('button', { name: /^保 ?存$/ }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(zhName) });
  await expect(row).toContainText(enName);
  await expect(row).toContainText('¥888.00');
  await expect(row.getByRole('switch')).toBeChecked();

  // A family, in its own browser context at a phone's size, switches the app to English.
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await family.newPage();
  await loginWithSms(app, app.request, freshPhone());
  await app.goto('/#/pages/mine/setting');
  await app.getByText('语言').click();
  await expect(app.getByText('English', { exact: true })).toBeVisible();
  await app.goto('/#/pages/mall/index');
  const card = app.getByRole('button', { name: new RegExp(`^${enName}`) });
  await expect(card).toBeVisible();
  await expect(app.getByText(zhName)).toHaveCount(0);
  await shot(app, 'family-mall-en');
  await card.click();
  await expect(app.getByRole('heading', { name: enName })).toBeVisible();
  await expect(app.getByText('Eight summer lessons')).toBeVisible();
  await app.getByRole('button', { name: /buy/i }).click();
  await expect(app).toHaveURL(/pages\/mall\/payorder\?id=\d+/);
  await expect(app.getByTestId('pay-amount')).toHaveText('¥888.00');
  await app.getByRole('button', { name: /pay/i }).first().click();
  // The sandbox's page follows the family's language too (issue 24 item 4).
  await expect(app.getByText('Sandbox payment · a test, no money is taken')).toBeVisible();
  await app.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(app).toHaveURL(/#\/pages\/mall\/paysuccess\?orderId=\d+/);
  await expect(app.getByTestId('credits-added')).toContainText('8');
  await shot(app, 'family-paid');
  await family.close();

  // The content editor's page: every tab and the notice form (rich text, both languages) pass axe.
  const staff = await browser.newContext({ ...CONSOLE_DEVICE, locale: 'zh-CN' });
  const editor = await staff.newPage();
  await signInStaff(editor, 'content');
  await editor.goto('/console/#/texts');
  await expect(editor.getByRole('heading', { level: 1, name: '内容管理' })).toBeVisible();
  for (const tab of [
    '横幅',
    '通知公告',
    '常见问题',
    '关于我们',
    '精彩课堂',
    '英文名库',
    '选项字典',
    '老师标签',
  ]) {
    await editor.getByRole('tab', { name: tab }).click();
    await expect(editor.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await editor.waitForLoadState('networkidle');
    expect((await seriousViolations(editor)).found, tab).toEqual([]);
  }
  await shot(editor, 'texts-tags');
  await editor.getByRole('tab', { name: '通知公告' }).click();
  await editor.getByRole('button', { name: /新\s?建/ }).click();
  const notice = editor.getByRole('dialog');
  await expect(notice.getByRole('textbox', { name: '正文 (English)' })).toBeVisible();
  expect((await seriousViolations(editor)).found).toEqual([]);
  await shot(editor, 'notice-form');
  await staff.close();
});
