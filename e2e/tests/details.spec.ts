import { expect, test, type Locator } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword, openChooseTeacher } from '../support/auth.ts';

/**
 * Details a parent notices (issue #16): nothing the school wrote is cut off. Each check measures
 * what is on screen at a phone's width, as a parent would read it.
 */

/** How many lines each "HH:MM-HH:MM" range inside the region takes (1 when it is not broken). */
async function linesPerTimeRange(region: Locator) {
  return region.evaluate((root) => {
    const counts: Record<string, number> = {};
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\d\d:\d\d-\d\d:\d\d/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        counts[m[0]] = Math.max(counts[m[0]] ?? 0, tops.size);
      }
    }
    return counts;
  });
}

test.beforeEach(async ({ page }) => {
  await loginWithPassword(page, '13800000000', DEMO_PASSWORD);
});

test('课程分类 shows each level cover whole, not cropped to a square', async ({ page }) => {
  await page.goto('/#/pages/category/category');
  const covers = page.locator('main img');
  // The levels kept from the last visit show first; the server's answer then replaces them.
  await expect.poll(() => covers.count()).toBeGreaterThanOrEqual(5);
  await expect(covers.first()).toBeVisible();
  const shapes = await covers.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      natural: img.naturalWidth / img.naturalHeight,
      shown: img.clientWidth / img.clientHeight,
      fit: getComputedStyle(img).objectFit,
    })),
  );
  expect(shapes.length).toBeGreaterThanOrEqual(5);
  for (const s of shapes) {
    // Either the box has the picture's shape, or the picture is fitted inside it.
    const whole = Math.abs(s.natural - s.shown) < 0.05 || s.fit === 'contain';
    expect(whole, JSON.stringify(s)).toBe(true);
  }
});

test('the chosen date fits its filter chip', async ({ page }) => {
  await openChooseTeacher(page);
  await page.getByRole('button', { name: /^日期/ }).click();
  await page.getByRole('dialog', { name: '日期' }).getByRole('radio').nth(2).click();
  const chip = page.getByRole('group', { name: /筛选/ }).getByRole('button').nth(3);
  await expect(chip).toHaveText(/^\d{1,2}\/\d{1,2}$/);
  const cut = await chip.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
});

test("a teacher's weekly times never break inside a time range", async ({ page }) => {
  // Sophie Martin teaches on five weekdays: the longest day label of the demo school.
  await page.goto('/#/pages/teacher/schedule?id=3');
  const plan = page.getByRole('region', { name: '老师每周的上课时间' });
  await expect(plan).toContainText('09:00-12:00');
  const lines = await linesPerTimeRange(plan);
  expect(Object.keys(lines).length).toBeGreaterThan(0);
  for (const [range, n] of Object.entries(lines)) expect(n, range).toBe(1);
});
