import * as creditsApi from '@school/contract/api/credits';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { freshPhone, loginWithSms, storedToken } from '../support/auth.ts';

type Grant = { kind: string; courseLevel: number | null; remaining: number };

test('a family buys a Level 1 course pack and books a Level 1 lesson with it', async ({
  page,
  request,
}, testInfo) => {
  await loginWithSms(page, request, freshPhone());
  const token = await storedToken(page);
  const grants = async () =>
    (await api<{ grants: Grant[] }>(request, token, 'GET', creditsApi.viewCredits.path)).grants;

  // 商城 -> 课包 -> the Level 1 pack -> buy -> pay in the sandbox.
  await page.getByRole('navigation', { name: '主导航' }).getByText('商城').click();
  await page.getByRole('tab', { name: /课包/ }).click();
  await page
    .getByRole('tabpanel', { name: '课包' })
    .getByRole('button', { name: /Level 1 启蒙课包/ })
    .click();
  await expect(page).toHaveURL(/pages\/mall\/detail\?id=\d+/);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/pages\/mall\/payorder\?id=\d+/);
  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
  expect(await grants()).toEqual([
    expect.objectContaining({ kind: 'pack', courseLevel: 1, remaining: 24 }),
  ]);

  // 我的课时 says which level the credits are for.
  await page.goto('/#/pages/mine/myclassnum');
  await expect(page.getByRole('list', { name: '我的课时' })).toContainText('仅限 Level 1 课程');

  // Book one slot: the confirm screen offers the pack's level and counts its credits.
  await page.goto('/#/pages/choose/choose');
  await page.getByRole('article').first().getByRole('button').first().click();
  await page.getByRole('button', { name: '预约课程' }).click();
  await page.getByRole('tablist').getByRole('tab').nth(4).click();
  const open = page.locator('button[aria-pressed="false"]:not([disabled])');
  await expect(open.first()).toBeVisible();
  await open.first().click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/confirm-choose/);
  const levels = page.getByRole('radiogroup', { name: '课程级别' });
  await expect(levels.getByRole('radio', { checked: true })).toContainText('Level 1');
  await expect(page.getByTestId('credits-balance')).toHaveText('24');
  await page.screenshot({ path: testInfo.outputPath('confirm-level.png') });
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/success/);

  expect(await grants()).toEqual([expect.objectContaining({ courseLevel: 1, remaining: 23 })]);
  const lessons = await api<{ list: { courseLevel: number | null }[] }>(
    request,
    token,
    'GET',
    '/api/lc_course_service/courseCourse/list?scope=upcoming',
  );
  expect(lessons.list.map((l) => l.courseLevel)).toEqual([1]);
});
