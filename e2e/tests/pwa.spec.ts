import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth.ts';

/**
 * The installable app (docs/design/running.md §14, issue 31). Lighthouse 12 has no PWA category any more, so
 * its installability checks are asked of Chromium directly (`Page.getInstallabilityErrors`, what
 * Lighthouse used to report).
 */

const DEMO_PHONE = '13800000000';

/** Waits until the service worker controls the page (it registers after `load`). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test('the app is installable; its worker registers after the page has loaded', async ({
  baseURL,
  launchOptions,
}) => {
  // A profile on disk: Chromium never offers to install from an incognito window, which every
  // other test's context is.
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: baseURL!,
    locale: 'zh-CN',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // When the page registered its worker, measured against the end of its load event.
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
      (window as unknown as { swAt: number }).swAt = performance.now();
      return register(...args);
    };
  });
  await page.goto('/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const { swAt, loadEnd } = await page.evaluate(() => ({
    swAt: (window as unknown as { swAt: number }).swAt,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd,
  }));
  expect(loadEnd).toBeGreaterThan(0);
  expect(swAt).toBeGreaterThanOrEqual(loadEnd);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone' });
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('offline, a page shows what can still be done and returns by itself; /api is never kept', async ({
  page,
  context,
}) => {
  // By password: an SMS sign-in right after another test's waits out the 60 s resend rule.
  await loginWithPassword(page, DEMO_PHONE, DEMO_PASSWORD);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await controlled(page);
  // The home tab's pictures (banners, teachers) have been seen under the worker.
  await page.locator('img').first().waitFor();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '网络未连接' })).toBeVisible();
  await expect(page.getByText('现在还可以')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '网络未连接' })).toBeHidden({ timeout: 15_000 });
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
  expect(cached.filter((u) => u.startsWith('/uploads/avatars/'))).toEqual([]);
});

test('on an iPhone in Safari, turning on reminders says how to add the app to the Home Screen', async ({
  page,
}) => {
  // The projects' device is an iPhone 13 (Safari's user agent), not installed.
  // By password: an SMS sign-in right after another test's waits out the 60 s resend rule.
  await loginWithPassword(page, DEMO_PHONE, DEMO_PASSWORD);
  await page.goto('/#/pages/settings/notify');
  await expect(page.getByRole('note')).toContainText('添加到主屏幕');
});
