import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth.ts';
import { chineseOnScreen, switchToEnglish } from '../support/english.ts';

/**
 * Issue 24 items 4 and 5: in English mode the family's own records (timetable, course tab, credit
 * progress and ledger, orders, messages) show no Chinese on a 390x844 phone, and the message
 * centre's "Mark all read" stays on one line in the header.
 */
const DEMO_PHONE = '13800000000';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("in English mode, the family's timetable, course tab, credits, ledger, orders and messages show no Chinese", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, DEMO_PHONE, DEMO_PASSWORD);
  await switchToEnglish(page);

  const found: Record<string, string[]> = {};
  for (const path of [
    '/pages/course/myclass',
    '/pages/course/index',
    '/pages/course/courseprogress',
    '/pages/mine/myclassnum',
    '/pages/mine/myclasslist',
    '/pages/mine/order',
    '/pages/mine/messages',
  ]) {
    await page.evaluate((p) => {
      window.location.hash = `#${p}`;
    }, path);
    const lines = await chineseOnScreen(page);
    if (lines.length > 0) found[path] = lines;
    await page.screenshot({
      path: testInfo.outputPath(`en-${path.split('/').slice(2).join('-')}.png`),
    });
  }
  expect(found).toEqual({});
});

test('in English mode, the message centre\'s "Mark all read" stays on one line', async ({
  page,
}) => {
  await loginWithPassword(page, DEMO_PHONE, DEMO_PASSWORD);
  await switchToEnglish(page);
  await page.evaluate(() => {
    window.location.hash = '#/pages/mine/messages';
  });
  const button = page.getByRole('button', { name: 'Mark all read' });
  await expect(button).toBeVisible();
  // One line of text has one box; a wrapped one has a box per line.
  const lines = await button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
  expect(lines).toBe(1);
  // And all of it is on screen, inside the header.
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
