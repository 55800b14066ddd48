import { expect, test } from '../support/test.ts';
import { loginWithSms } from '../support/auth.ts';

/** The demo family (README): today's lessons with Emily Carter were booked a day ago. */
const DEMO_PHONE = '13800000000';

test('a family finds a lesson reminder in the message centre; reading clears the unread count', async ({
  page,
  request,
}) => {
  await loginWithSms(page, request, DEMO_PHONE);
  // The server made the reminders of today's lessons at its first start; the tab bar counts them.
  const tabs = page.getByRole('navigation', { name: '主导航' });
  const tabBadge = tabs.getByTestId('tab-unread');
  await expect(tabBadge).toBeVisible();
  const before = Number(await tabBadge.locator('[aria-hidden="true"]').textContent());
  expect(before).toBeGreaterThan(0);
  await expect(
    tabs.getByRole('button', { name: new RegExp(`我的.*${before} 条未读消息`) }),
  ).toBeVisible();

  await tabs.getByRole('button', { name: /^我的/ }).click();
  const entry = page.getByRole('button', { name: /消息中心/ });
  await expect(entry.getByTestId('menu-badge')).toHaveText(String(before));
  await entry.click();
  await expect(page).toHaveURL(/pages\/mine\/messages/);

  const reminder = page
    .getByTestId('message')
    .filter({ hasText: '上课提醒' })
    .filter({ hasText: 'Emily Carter' })
    .first();
  await expect(reminder).toBeVisible();
  await expect(reminder.getByLabel('未读')).toBeVisible();
  // Opening it marks it read and shows the lesson.
  await reminder.click();
  await expect(page).toHaveURL(/pages\/course\/details\?id=\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/pages\/mine\/messages/);
  await expect(reminder.getByLabel('未读')).toHaveCount(0);

  // Everything read: no unread dot left, no count on 我的.
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByTestId('message').getByLabel('未读')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await page.goBack();
  await expect(
    page.getByRole('button', { name: /消息中心/ }).getByTestId('menu-badge'),
  ).toHaveCount(0);
  await expect(tabBadge).toHaveCount(0);
});
