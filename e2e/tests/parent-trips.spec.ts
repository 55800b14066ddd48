import { expect, test } from '../support/test.ts';
import { freshPhone } from '../support/auth.ts';

/** Issue 24, at a phone's size (390x844): what a parent tripped over. */
test.use({ viewport: { width: 390, height: 844 } });

test('a toast never blocks what is under it: 登录 tapped while 验证码已发送 shows sends the login', async ({
  page,
}) => {
  await page.goto('/#/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByPlaceholder('请输入手机号').fill(freshPhone());
  await page.getByPlaceholder('请输入验证码').fill('123456');
  await page.getByLabel('我已阅读并同意').check();
  const login = page.getByRole('button', { name: '登录', exact: true });
  const box = (await login.boundingBox())!;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  // A tap as a finger makes it, at once, where the toast is (no waiting for it to go).
  const sent = page.waitForRequest((r) => r.url().includes('/client_login'), { timeout: 1500 });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await sent;
});
