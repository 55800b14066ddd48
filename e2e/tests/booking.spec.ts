import { expect, test } from '../support/test.ts';
import { loginWithSms, storedToken } from '../support/auth.ts';
import { balanceOf } from '../support/api.ts';

/** The demo family has credits on a fresh machine (README). */
const DEMO_PHONE = '13800000000';

test('a family books two lessons with a teacher, sees them in the timetable and cancels one', async ({
  page,
  request,
}) => {
  await loginWithSms(page, request, DEMO_PHONE);
  const token = await storedToken(page);
  const before = await balanceOf(request, token);

  // Find a teacher and open the schedule.
  await page.goto('/#/pages/choose/choose');
  const firstTeacher = page.getByRole('article').first();
  const teacherName = (await firstTeacher.getAttribute('aria-label'))!;
  await firstTeacher.getByRole('button').first().click();
  await expect(page).toHaveURL(/pages\/teacher\/teacher/);
  await page.getByRole('button', { name: '预约课程' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/schedule/);

  // Five days ahead: far enough that cancelling returns the credit.
  await page.getByRole('tablist').getByRole('tab').nth(5).click();
  const open = page.locator('button[aria-pressed="false"]:not([disabled])');
  await expect(open.first()).toBeVisible();
  // A slot is named by what it shows: its time, then its state (WCAG 2.5.3 Label in Name).
  const timeOf = async (n: number) => (await open.nth(n).innerText()).trim().split(/\s+/)[0]!;
  const slot = (time: string) => page.getByRole('button', { name: new RegExp(`^${time} `) });
  const first = await timeOf(0);
  const second = await timeOf(1);
  await open.nth(0).click();
  await slot(second).click();
  await expect(slot(first)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '下一步' }).click();

  // Confirm: credits used and left are shown.
  await expect(page).toHaveURL(/confirm-choose/);
  await expect(page.getByText('预约后剩余').locator('..')).toContainText(String(before - 2));
  await expect(page.getByText('当前剩余').locator('..')).toContainText(String(before));
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/success/);
  expect(await balanceOf(request, token)).toBe(before - 2);

  // Both lessons in the timetable of that week.
  await page.goto('/#/pages/course/myclass');
  const cards = page.getByRole('article', { name: new RegExp(teacherName) });
  const upcoming = cards.filter({ hasText: first }).or(cards.filter({ hasText: second }));
  await expect(page.getByRole('button', { name: '下一周' })).toBeVisible();
  // Move forward week by week until the booked day is shown (the booking is 5 days ahead). Each
  // week's lessons load after it is shown: give them a moment before turning the page again.
  const shown = () =>
    expect(upcoming)
      .toHaveCount(2, { timeout: 4000 })
      .then(
        () => true,
        () => false,
      );
  for (let i = 0; i < 2 && !(await shown()); i++) {
    await page.getByRole('button', { name: '下一周' }).click();
  }
  await expect(upcoming).toHaveCount(2);

  // Cancel one: the dialog says the credit comes back, and it does.
  await upcoming.first().getByRole('button', { name: '取消预约' }).click();
  await expect(page.getByRole('dialog')).toContainText('取消后课时将退回你的账户');
  await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
  await expect(upcoming.filter({ hasText: '已取消' })).toHaveCount(1);
  await expect(upcoming.getByRole('button', { name: '取消预约' })).toHaveCount(1);
  expect(await balanceOf(request, token)).toBe(before - 1);
});
