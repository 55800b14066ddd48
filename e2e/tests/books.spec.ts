import { expect, test } from '../support/test.ts';
import { freshPhone, loginWithSms } from '../support/auth.ts';

test('a picture book reads itself aloud and turns the page at the end of each clip', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await loginWithSms(page, request, freshPhone());
  await page.goto('/#/pages/huiben/list');
  const cards = page.locator('main button').filter({ has: page.locator('img') });
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: '../test-results/books.png' });
  await cards.first().click();
  await expect(page).toHaveURL(/pages\/huiben\/index/);
  await page.getByRole('button', { name: '开始阅读' }).click();
  await expect(page).toHaveURL(/pages\/huiben\/play/);

  const player = page.getByTestId('book-player');
  await expect(player).toHaveAttribute('data-page', '1');
  // A user taps play if the browser held the sound back.
  const tap = page.getByRole('button', { name: '点击开始朗读' });
  if (await tap.isVisible()) await tap.click();

  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', /\.mp3$/);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
  await page.screenshot({ path: '../test-results/player.png' });

  // The clip ends and the next page opens by itself, its own clip playing.
  await expect(player).toHaveAttribute('data-page', '2', { timeout: 30_000 });
  await expect(audio).toHaveAttribute('src', /\.mp3$/);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // The page is remembered: the detail offers to continue.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('button', { name: /继续阅读/ })).toBeVisible();
});

test('a textbook from the course tab opens in 查看教材: every page drawn, with the page count', async ({
  page,
}) => {
  await page.goto('/#/pages/course/index');
  const shelf = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: '课程教材' }) });
  await shelf.locator('img').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '../test-results/course.png' });
  await shelf.getByRole('button').first().click();
  await expect(page).toHaveURL(/pages\/pdfviewer\/index/);

  const total = page.getByText(/共 \d+ 页/);
  await expect(total).toBeVisible({ timeout: 20_000 });
  const pages = Number((await total.textContent())?.match(/\d+/)?.[0]);
  const canvases = page.getByTestId('pdf-viewer').locator('canvas');
  await expect(canvases).toHaveCount(pages, { timeout: 20_000 });
  // The first page is really drawn: its canvas holds more than one colour.
  await expect
    .poll(() =>
      canvases.first().evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0) return 0;
        const { data } = ctx.getImageData(0, 0, c.width, c.height);
        const colours = new Set<number>();
        for (let i = 0; i < data.length && colours.size < 3; i += 4 * 97)
          colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return colours.size;
      }),
    )
    .toBeGreaterThan(1);
  await page.screenshot({ path: '../test-results/textbook.png' });
});
