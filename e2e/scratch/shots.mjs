// Scratch: screenshots of a running server (not part of the tests). node shots.mjs PORT PREFIX
import { chromium } from '@playwright/test';
const [port, prefix, ...only] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const out = '/work/helpers/screens-parent';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(`${base}/#/`);
await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
await page.getByRole('tab', { name: '密码登录' }).click();
await page.getByPlaceholder('请输入手机号').fill('13800000000');
await page.getByPlaceholder('请输入密码').fill('Demo2026!kid');
await page.getByLabel('我已阅读并同意').check();
await page.getByRole('button', { name: '登录', exact: true }).click();
await page.waitForURL(/home/);
const shots = {
  home: '/pages/home/index',
  course: '/pages/course/index',
  myclass: '/pages/course/myclass',
  category: '/pages/category/category',
  order: '/pages/mine/order',
  anno: '/pages/anno/anno',
  ketang: '/pages/ketang/index',
  huiben: '/pages/huiben/list',
  mall: '/pages/mall/index',
  help: '/pages/settings/help',
  myclassnum: '/pages/mine/myclassnum',
  choose: '/pages/choose/choose',
  assessment: '/pages/assessment/history',
};
for (const [name, path] of Object.entries(shots)) {
  if (only.length && !only.includes(name)) continue;
  await page.goto(`${base}/#${path}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${prefix}-${name}.png` });
}
await browser.close();
