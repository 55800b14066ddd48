import { expect, test } from '../support/test.ts';
import { freshPhone, loginWithSms } from '../support/auth.ts';

test('a child takes a unit test, submits it and sees the score and each answer', async ({
  page,
  request,
}) => {
  await loginWithSms(page, request, freshPhone());
  await page.goto('/#/pages/assessment/index');
  await expect(page.getByText('章节测验').first()).toBeVisible();
  await page.getByText('按课程大纲的单元练习').first().click();
  await expect(page).toHaveURL(/pages\/assessment\/unitTest\?outlineId=/);
  await page
    .getByRole('button', { name: /开始测评/ })
    .first()
    .click();
  await expect(page).toHaveURL(/pages\/assessment\/unitQuestion\?examId=/);

  const runner = page.getByTestId('exam-runner');
  await expect(runner).toBeVisible();
  let shot = false;
  for (let i = 0; i < 50; i++) {
    const first = runner.locator('[role="radio"], [role="checkbox"]').first();
    await first.click();
    if (!shot) {
      await page.screenshot({ path: '../test-results/question.png' });
      shot = true;
    }
    const submit = runner.getByRole('button', { name: '交卷' });
    if (await submit.isVisible()) {
      await submit.click();
      break;
    }
    await runner.getByRole('button', { name: '下一题' }).click();
  }
  const score = page.getByTestId('exam-score');
  await expect(score).toBeVisible();
  const points = (await score.locator('div').first().textContent())!.trim();
  // The score says what it is, as the history does ("38 分", not a bare "38").
  expect(points).toMatch(/^\d+ 分$/);

  await page.goto('/#/pages/assessment/history');
  const row = page.getByTestId('result-row').first();
  await expect(row).toContainText(points);
  await row.click();
  await expect(page).toHaveURL(/historyDetail\?id=/);
  await expect(page.getByTestId('detail-score')).toHaveText(points);
  const items = page.getByTestId('answer-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first()).toContainText('你的答案');
  await expect(items.first()).toContainText('正确答案');
});
