import { expect, test } from '@playwright/test';

test('a phone number typed before the app takes over the prerendered login screen is kept', async ({
  page,
}) => {
  // Hold the app's scripts back so the phone is typed into the bare prerendered HTML.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/#/');
  await page.getByPlaceholder('请输入手机号').fill('13912340000');
  release();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue('13912340000');
  // The app knows it too: asking for a code does not complain that the phone is missing.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入手机号', { exact: true })).toHaveCount(0);
});
