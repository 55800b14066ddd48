import type { Page } from '@playwright/test';

/** A Chinese character or Chinese punctuation. */
export const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The page's visible text lines that hold a CJK character. */
export async function chineseOnScreen(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page
    .locator('[data-loading="true"], .adm-spin-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  // What a person wrote (a family's review, a staff member's reply to that family) is shown as
  // written, in any language: left out.
  const text = await page.evaluate(() => {
    const own = [...document.querySelectorAll<HTMLElement>('[data-written-by]')];
    own.forEach((el) => (el.style.display = 'none'));
    const shown = document.body.innerText;
    own.forEach((el) => (el.style.display = ''));
    return shown;
  });
  // Pictures drawn with words (the school's banners, product covers): their lettering is on
  // screen too. The server's own SVGs are text, so their words can be read.
  const pictures = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => img.currentSrc || img.src)
      .filter((src) => src.startsWith(location.origin) && /\.svg(\?|$)/.test(src)),
  );
  const lettered: string[] = [];
  for (const src of new Set(pictures)) {
    const svg = await (await page.request.get(src)).text();
    if (CJK.test(svg)) lettered.push(`picture ${new URL(src).pathname}`);
  }
  return [...text.split('\n').filter((line) => CJK.test(line)), ...lettered];
}

/** Switches the signed-in family's app to English with its own switch (settings, 语言). */
export async function switchToEnglish(page: Page) {
  await page.goto('/#/pages/mine/setting');
  await page.getByText('语言').click();
  await page.getByText('English', { exact: true }).waitFor();
  // A fresh page: the Chinese toast of the login (2 s) is not what the tests are about.
  await page.goto('/#/pages/home/index');
  await page.reload();
}
