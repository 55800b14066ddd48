import { expect, test } from '@playwright/test';
import { freshPhone, latestSmsCode } from '../support/auth.ts';

test('what a user typed and ticked before the app took over the prerendered login screen is kept', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  // Hold the app's scripts back so the phone is typed into the bare prerendered HTML.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/#/');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByLabel('我已阅读并同意').check();
  release();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(phone);
  await expect(page.getByLabel('我已阅读并同意')).toBeChecked();
  // The app knows both: the code goes to that phone, and logging in goes on to the guardian's
  // consent instead of asking for the agreement tick again.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('button', { name: '我是监护人，同意并继续' })).toBeVisible();
});
