import { devices, expect, test } from '../support/test.ts';
import { balanceOf } from '../support/api.ts';
import { freshPhone, loginWithSms, storedToken } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';

/**
 * Issue 15: a family pays an order with the fake WeChat Pay (H5) on a phone; finance finds the
 * order in the console and refunds half of it through WeChat Pay; the family sees the refund on
 * the order, the refund in the credit ledger, and half the credits left. Each console page is
 * scanned by axe; screenshots of the orders list and the refunded order go to SHOTS_DIR.
 */
test.use(CONSOLE_DEVICE);

const SHOTS = process.env.SHOTS_DIR ?? '/work/helpers/shots';

test('finance refunds half of a WeChat Pay order; the family sees the refund and fewer credits', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = async (p: typeof page, name: string) => {
    await p.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    await p.screenshot({ path: `${SHOTS}/refunds-${name}.png` }).catch(() => undefined);
  };

  // The family, on a phone, buys a 10-lesson card and pays on WeChat's H5 page (the fake).
  const family = await browser.newContext({
    // A phone's browser (its user agent too: a desktop's would get WeChat's QR code page).
    userAgent: devices['iPhone 13'].userAgent,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await family.newPage();
  const phone = freshPhone();
  await loginWithSms(app, app.request, phone);
  const token = await storedToken(app);
  const before = await balanceOf(app.request, token);
  await app.getByRole('navigation', { name: '主导航' }).getByText('商城').click();
  await app.getByRole('button', { name: /^10节次卡 .*¥1,200\.00/ }).click();
  await app.getByRole('button', { name: '立即购买' }).click();
  await expect(app).toHaveURL(/pages\/mall\/payorder\?id=\d+/);
  const orderId = Number(new URL(app.url().replace('#', '')).searchParams.get('id'));
  await app.getByRole('radio', { name: /微信支付/ }).click();
  await app.getByRole('button', { name: '去支付' }).click();
  await expect(app.getByTestId('fake-wechat-amount')).toHaveText('¥1200.00');
  await app.getByRole('button', { name: '确认支付' }).click();
  await expect(app).toHaveURL(/#\/pages\/mall\/paysuccess\?orderId=\d+/);
  await expect(app.getByTestId('credits-added')).toContainText('10 课时已加入你的账户');
  expect(await balanceOf(app.request, token)).toBe(before + 10);

  // Finance finds the order by the family's phone.
  await signInStaff(page, 'finance');
  await page.getByRole('navigation', { name: '教务管理后台' }).getByText('订单与退款').click();
  await expect(page.getByRole('heading', { level: 1, name: '订单与退款' })).toBeVisible();
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').fill(phone);
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').press('Enter');
  const table = page.getByRole('table', { name: '订单列表' });
  const row = table.getByRole('row', { name: /10节次卡/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('¥1200.00');
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('微信支付');
  expect((await seriousViolations(page)).found).toEqual([]);
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').fill('');
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').press('Enter');
  // Newest first: the family's order heads the whole list (other tests' orders come after it).
  await expect(row.first()).toContainText(phone);
  await shot(page, 'orders-list');
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').fill(phone);
  await page.getByLabel('手机号（全部，或开头、末尾 4 位以上）').press('Enter');
  await expect(row).toHaveCount(1);

  // Its page: paid ¥1200, all 10 credits unused, so up to ¥1200 may be refunded.
  await row.getByRole('button', { name: /查看订单/ }).click();
  const drawer = page.getByRole('dialog', { name: /订单详情/ });
  await expect(drawer).toContainText('课时未用 10/10，上限 ¥1200.00');
  await expect(drawer.getByRole('table', { name: '支付记录' })).toContainText('已支付');
  expect((await seriousViolations(page)).found).toEqual([]);

  await drawer.getByRole('button', { name: /^退\s?款$/ }).click();
  const form = page.getByRole('dialog', { name: /退款$/ });
  await form.getByRole('button', { name: /^一\s?半$/ }).click();
  await expect(form.getByLabel('退款金额（元）')).toHaveValue('600.00');
  await expect(form.getByTestId('refund-credits')).toHaveText('将退款 ¥600.00，扣回 5 节课时');
  await form.getByLabel('原因').fill('家长申请退一半课时');
  // The pointer leaves 一半 (antd's hover colour is a passing state, as on every console page).
  await page.mouse.move(0, 0);
  expect((await seriousViolations(page)).found).toEqual([]);
  await form.getByRole('button', { name: '确认退款' }).click();
  await expect(form).toBeHidden();

  const refunds = drawer.getByRole('table', { name: '退款记录' });
  await expect(refunds).toContainText('¥600.00');
  await expect(refunds).toContainText('家长申请退一半课时');
  await expect(drawer.getByTestId('order-refunded')).toHaveText('¥600.00');
  // WeChat answers PROCESSING, then notifies the refund; the open order follows it.
  await expect(drawer.getByTestId('refund-status').first()).toHaveText('已退款', {
    timeout: 30_000,
  });
  await expect(drawer).toContainText('课时未用 5/10');
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'order-refunded');

  // The family: the order says what was refunded and when; the ledger says why 5 credits left.
  expect(await balanceOf(app.request, token)).toBe(before + 5);
  await app.goto(`/#/pages/mine/orderDetail?id=${orderId}`);
  await expect(app.getByTestId('order-refunded')).toContainText('¥600.00');
  await expect(app.getByText('退款时间')).toBeVisible();
  await app.goto('/#/pages/course/courseprogress');
  await expect(app.getByText('订单退款扣除')).toBeVisible();
  await app.screenshot({ path: testInfo.outputPath('family-ledger.png') });
  await family.close();
});
