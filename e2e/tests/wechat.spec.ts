import { expect, test, type Page } from '../support/test.ts';
import { balanceOf } from '../support/api.ts';
import { freshPhone, loginWithSms, storedToken } from '../support/auth.ts';

/**
 * WeChat Pay against the local fake (started beside the server by playwright.config.ts): a phone
 * browser pays on WeChat's H5 page; inside WeChat's own browser the pay page offers WeChat Pay and
 * says why Alipay is not there.
 */

async function orderCard(page: Page) {
  await page.getByRole('navigation', { name: '主导航' }).getByText('商城').click();
  await page.getByRole('button', { name: /^10节次卡 .*¥1,200\.00/ }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/pages\/mall\/payorder\?id=\d+/);
}

test('a family pays an order with WeChat Pay (H5) and sees the credits', async ({
  page,
  request,
}, testInfo) => {
  await loginWithSms(page, request, freshPhone());
  const token = await storedToken(page);
  const before = await balanceOf(request, token);
  await orderCard(page);

  // The school offers the sandbox (preferred in development) and WeChat Pay.
  await expect(page.getByRole('radio', { name: /在线支付（沙箱）/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('radio', { name: /微信支付/ }).click();
  await expect(page.getByRole('radio', { name: /微信支付/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('alipay-in-wechat')).toHaveCount(0);
  await page.getByRole('button', { name: '去支付' }).click();

  // WeChat's H5 page (the fake): pay, and WeChat notifies the server and sends the browser back.
  await expect(page.getByTestId('fake-wechat-amount')).toHaveText('¥1200.00');
  await page.screenshot({ path: testInfo.outputPath('wechat-h5.png') });
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/#\/pages\/mall\/paysuccess\?orderId=\d+/);
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('credits-added')).toContainText('10 课时已加入你的账户');
  await expect(page.getByTestId('credits-balance')).toContainText(String(before + 10));
  expect(await balanceOf(request, token)).toBe(before + 10);

  await page.goto('/#/pages/mine/order');
  await expect(page.getByRole('article', { name: /10节次卡/ }).first()).toContainText('已支付');
});

test.describe('inside WeChat’s browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN',
  });

  test('the pay page offers WeChat Pay and says why Alipay is absent', async ({
    page,
    request,
  }, testInfo) => {
    await loginWithSms(page, request, freshPhone());
    await orderCard(page);
    // WeChat Pay first and chosen (JSAPI: the school's official account is set up).
    await expect(page.getByRole('radio', { name: /微信支付/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('radio', { name: /支付宝/ })).toHaveCount(0);
    await expect(page.getByTestId('alipay-in-wechat')).toContainText('微信内无法打开支付宝');
    await page.screenshot({ path: testInfo.outputPath('wechat-inside.png') });
  });
});
