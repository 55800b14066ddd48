import { expect, type Browser, type Page } from '@playwright/test';

/** The classroom's people: a browser each with the fake camera and microphone (playwright.config). */

export async function person(
  browser: Browser,
  baseURL: string,
  size: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions: ['camera', 'microphone'],
  });
  // Keeps the page's WebSockets reachable, so the test can drop the classroom's connection.
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    };
  });
  return context.newPage();
}

/** Through the device check (the fake camera and microphone both work) into the classroom. */
export async function passDeviceCheck(page: Page) {
  await expect(page).toHaveURL(/pages\/live\/index\?lessonId=\d+/);
  await expect(page.getByText('课前设备检查')).toBeVisible();
  await expect(page.getByText('正常')).toHaveCount(2);
  await page.getByRole('button', { name: '进入教室' }).click();
  await expect(page).toHaveURL(/pages\/live\/live\?lessonId=\d+/);
}

/** The other side's video is really playing: connected, and decoded frames keep coming. */
export async function seesTheOther(page: Page) {
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('connection-state')).toHaveText('已连接');
  const video = page.getByTestId('remote-video');
  const frames = () =>
    video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  await expect.poll(frames, { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await frames();
  await page.waitForTimeout(1_000);
  expect(await frames()).toBeGreaterThan(before);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused)).toBe(true);
}
