import { expect, test } from '../support/test.ts';
import { balanceOf } from '../support/api.ts';
import { freshPhone, loginWithSms, storedToken } from '../support/auth.ts';

test('a family buys a 10-lesson card, pays in the sandbox and books a lesson with it', async ({
  page,
  request,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });

  await loginWithSms(page, request, freshPhone());
  const token = await storedToken(page);
  const before = await balanceOf(request, token);

  // 商城 tab: the cards are listed with their prices.
  await page.getByRole('navigation', { name: '主导航' }).getByText('商城').click();
  await expect(page).toHaveURL(/pages\/mall\/index/);
  const card = page.getByRole('button', { name: /^10节次卡 .*¥1,200\.00/ });
  await expect(card).toBeVisible();
  await shot('mall');
  await page.getByRole('tab', { name: /课包/ }).click();
  await expect(
    page.getByRole('tabpanel', { name: '课包' }).getByRole('listitem').first(),
  ).toBeVisible();
  await shot('mall-packs');
  await page.getByRole('tab', { name: /次卡/ }).click();

  // Detail: price, quantity 1, 立即购买.
  await card.click();
  await expect(page).toHaveURL(/pages\/mall\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { name: '10节次卡' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('¥1,200.00');
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await expect(page.getByRole('button', { name: '减少数量' })).toBeDisabled();
  await shot('detail');
  await page.getByRole('button', { name: '立即购买' }).click();

  // 支付订单: summary, sandbox gateway, a running count-down, 去支付.
  await expect(page).toHaveURL(/pages\/mall\/payorder\?id=\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥1,200.00');
  await expect(page.getByRole('radio', { name: /在线支付（沙箱）/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('timer', { name: '剩余支付时间' })).toHaveText(/^(29|30):\d\d$/);
  await shot('payorder');
  await page.getByRole('button', { name: '去支付' }).click();

  // The sandbox's own page: 确认支付, then back to the app's result page.
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/#\/pages\/mall\/paysuccess\?orderId=\d+/);
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('credits-added')).toContainText('10 课时已加入你的账户');
  await expect(page.getByTestId('credits-balance')).toContainText(String(before + 10));
  await shot('paysuccess');
  const resultUrl = page.url();

  // The balance is +10: on 我的课时 and at the server.
  expect(await balanceOf(request, token)).toBe(before + 10);
  await page.goto('/#/pages/mine/myclassnum');
  await expect(page.getByTestId('credit-balance')).toHaveText(String(before + 10));
  await expect(page.getByRole('list', { name: '我的课时' })).toContainText('10节次卡');
  await expect(page.getByRole('list', { name: '我的课时' })).toContainText('剩余 10');
  await shot('myclassnum');

  // The order shows as paid in 我的订单.
  await page.goto('/#/pages/mine/order');
  await expect(page.getByRole('article', { name: /10节次卡/ }).first()).toContainText('已支付');
  await shot('orders');
  await page
    .getByRole('article', { name: /10节次卡/ })
    .first()
    .getByRole('button', { name: /^10节次卡/ })
    .click();
  await expect(page).toHaveURL(/pages\/mine\/orderDetail\?id=\d+/);
  await expect(page.getByRole('listitem').filter({ hasText: '支付成功' })).toBeVisible();
  await shot('order-detail');

  // Back on the result page, 立即约课 books a lesson with the new credits.
  await page.goto(resultUrl);
  await page.getByRole('button', { name: '立即约课' }).click();
  await expect(page).toHaveURL(/pages\/choose\/choose/);
  const firstTeacher = page.getByRole('article').first();
  await firstTeacher.getByRole('button').first().click();
  await expect(page).toHaveURL(/pages\/teacher\/teacher/);
  await page.getByRole('button', { name: '预约课程' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/schedule/);
  await page.getByRole('tablist').getByRole('tab').nth(3).click();
  const open = page.locator('button[aria-pressed="false"]:not([disabled])');
  await expect(open.first()).toBeVisible();
  await open.first().click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/confirm-choose/);
  await expect(page.getByText('当前剩余').locator('..')).toContainText(String(before + 10));
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/success/);
  expect(await balanceOf(request, token)).toBe(before + 9);
});
