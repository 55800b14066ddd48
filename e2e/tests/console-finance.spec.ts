import { mkdirSync, statSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import { freshPhone, loginWithSms } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';

/**
 * Issue 15 (finance): a family buys a card in the sandbox; finance opens the finance area, sees
 * today's revenue, the reconciliation days the server ran at its start, the unused credits, the
 * money card of the dashboard, and exports revenue to Excel. Every view is scanned by axe.
 * Screenshots of each view go to SHOTS_DIR (the helpers' folder by default), not committed.
 */
test.use(CONSOLE_DEVICE);

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/helpers/shots';

/** Yuan in a cell such as "¥1,200.00" as a number. */
const yuanOf = (text: string) => Number(text.replace(/[¥,\s]/g, ''));

test('finance sees revenue, reconciliation days and unused credits, and exports revenue to Excel', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const shot = (p: Page, name: string) =>
    Promise.all([
      p.screenshot({ path: `${SHOTS_DIR}/finance-${name}.png` }),
      p.screenshot({ path: testInfo.outputPath(`${name}.png`) }),
    ]);

  // A family buys a 10-lesson card through the sandbox, at a phone's size.
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await family.newPage();
  await loginWithSms(app, app.request, freshPhone());
  await app.goto('/#/pages/mall/index');
  await app.getByRole('button', { name: /^10节次卡 .*¥1,200\.00/ }).click();
  await app.getByRole('button', { name: '立即购买' }).click();
  await app.getByRole('button', { name: '去支付' }).click();
  await app.getByRole('button', { name: '确认支付' }).click();
  await expect(app).toHaveURL(/#\/pages\/mall\/paysuccess\?orderId=\d+/);
  await family.close();

  // Finance: the dashboard's money card, with its 30-day chart.
  await signInStaff(page, 'finance');
  const money = page.locator('.ant-card').filter({ hasText: '今日收款' });
  await expect(money).toBeVisible();
  await expect(money.getByRole('img', { name: '近 30 天每日收款与退款图表' })).toBeVisible();
  expect(
    yuanOf(
      await money.locator('.ant-statistic').first().locator('.ant-statistic-content').innerText(),
    ),
  ).toBeGreaterThanOrEqual(1200);
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'dashboard');

  // The finance area: today's revenue by day includes the card.
  await page.getByRole('navigation', { name: '教务管理后台' }).getByText('财务').click();
  await expect(page.getByRole('heading', { level: 1, name: '财务' })).toBeVisible();
  const days = page.getByRole('table', { name: '按日营收' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const todayRow = days.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(todayRow).toBeVisible();
  const paidToday = yuanOf(await todayRow.getByRole('cell').nth(2).innerText());
  expect(paidToday).toBeGreaterThanOrEqual(1200);
  await expect(page.getByText(/收款 ¥[\d,.]+（\d+ 笔）/)).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'revenue-days');

  // Export to Excel: the file downloads.
  await page.getByRole('button', { name: /导\s?出/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^按日营收-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  // An xlsx is a zip: PK and more than an empty workbook's header.
  expect(statSync(saved).size).toBeGreaterThan(2000);

  // By product: the card is there.
  await page.getByRole('tab', { name: '按商品营收' }).click();
  const products = page.getByRole('table', { name: '按商品营收' });
  await expect(products.getByRole('row', { name: /10节次卡/ })).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'revenue-products');

  // Unused credits at their price: at least the card's 10 lessons, worth ¥1,200.
  await page.getByRole('tab', { name: '未消课时' }).click();
  await expect(page.getByText(/家长尚未使用的课时共 \d+ 节/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: '未消课时' }).getByRole('row', { name: /10节次卡/ }),
  ).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'unused-credits');

  // Reconciliation: the server reconciled the sandbox's last days at its start.
  await page.getByRole('tab', { name: '对账' }).click();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  const runs = page.getByRole('table', { name: '对账' });
  await expect(runs.getByRole('row', { name: /沙箱.*已平/ }).first()).toBeVisible();
  await expect(runs.getByRole('row', { name: /微信支付.*已平/ }).first()).toBeVisible();
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'reconciliation');

  // Finance runs a day again (money.edit): fetched and compared at once, still matched.
  const sandboxDay = runs.getByRole('row', { name: /沙箱.*已平/ }).first();
  await sandboxDay.getByRole('button', { name: /重新对账/ }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(page.getByText('已重新对账')).toBeVisible();
  await expect(runs.getByRole('row', { name: /沙箱.*已平/ }).first()).toBeVisible();
});
