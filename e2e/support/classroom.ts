import { expect, type Browser, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_PASSWORD,
  DEMO_TEACHER_PHONE,
  loginAsTeacher,
  loginWithPassword,
} from './auth.ts';

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
  // The bench runs these helpers under tsx, whose esbuild keeps function names by wrapping them
  // in a `__name()` of its own; functions sent to the page take that call along. A string is
  // sent as it is, so this gives the page the same (harmless in the browser test).
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  // Keeps the page's WebSockets and peer connections reachable, so the test can drop the
  // classroom's connection and read what the browser says about the media path.
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
    const NativePeer = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
    window.RTCPeerConnection = class extends NativePeer {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    };
  });
  return context.newPage();
}

/** Through the device check (the fake camera and microphone both work) into the classroom. */
export async function passDeviceCheck(page: Page) {
  await deviceCheckPassed(page);
  await enterRoom(page);
}

/** On the device check, both the fake camera and microphone found working (正常). */
export async function deviceCheckPassed(page: Page) {
  await expect(page).toHaveURL(/pages\/live\/index\?lessonId=\d+/);
  await expect(page.getByText('课前设备检查')).toBeVisible();
  await expect(page.getByText('正常')).toHaveCount(2);
}

/**
 * 进入教室 on a passed device check: the room page (the bench's classroom join time starts at
 * this press, bench/README.md).
 */
export async function enterRoom(page: Page) {
  await page.getByRole('button', { name: '进入教室' }).click();
  await expect(page).toHaveURL(/pages\/live\/live\?lessonId=\d+/);
}

/**
 * The demo lesson's two people on their way in: the child (the demo family) signs in and enters
 * the room from 首页's next lesson; the teacher (Emily) signs in and opens the same lesson from
 * 今天的课, and stops on the passed device check. `enterRoom(teacher)` lets her in.
 */
export async function childInTeacherAtDoor(child: Page, teacher: Page, childPhone = '13800000000') {
  await loginWithPassword(child, childPhone, DEMO_PASSWORD);
  await child.getByTestId('next-lesson').getByRole('button', { name: '进入教室' }).click();
  await passDeviceCheck(child);
  await loginAsTeacher(teacher, DEMO_TEACHER_PHONE, DEMO_TEACHER_PASSWORD);
  await teacher
    .getByRole('region', { name: '今天的课' })
    .getByTestId('desk-lesson')
    .getByRole('button', { name: '进入教室' })
    .click();
  await deviceCheckPassed(teacher);
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

/**
 * The moment (epoch ms) the other side's video plays again: `frames` new frames decoded since the
 * call (polled in the page every 50 ms; a new stream, whose count starts again, counts from 0).
 */
export function videoPlaysAgainAt(page: Page, frames = 3, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    ({ frames, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const count = () =>
          document
            .querySelector<HTMLVideoElement>('[data-testid="remote-video"]')
            ?.getVideoPlaybackQuality().totalVideoFrames ?? 0;
        let last = count();
        let gained = 0;
        const started = Date.now();
        const timer = setInterval(() => {
          const now = count();
          gained += now >= last ? now - last : now;
          last = now;
          if (gained >= frames) {
            clearInterval(timer);
            resolve(Date.now());
          } else if (Date.now() - started > timeoutMs) {
            clearInterval(timer);
            reject(new Error(`the other's video did not play again within ${timeoutMs} ms`));
          }
        }, 50);
      }),
    { frames, timeoutMs },
  );
}

/** Peer connections the page has made so far (a rebuilt connection is a new one). */
export const peerCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.length);

/**
 * The candidate types of the pair the page's current peer connection sends and receives on
 * (getStats: the transport's selected pair, its local and remote candidates).
 */
export function selectedPair(page: Page): Promise<{ local?: string; remote?: string }> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1);
    if (!pc) return {};
    const stats = await pc.getStats();
    let pairId: string | undefined;
    stats.forEach((s: { type: string; selectedCandidatePairId?: string }) => {
      if (s.type === 'transport' && s.selectedCandidatePairId) pairId = s.selectedCandidatePairId;
    });
    const pair = pairId ? stats.get(pairId) : undefined;
    return {
      local: stats.get(pair?.localCandidateId)?.candidateType,
      remote: stats.get(pair?.remoteCandidateId)?.candidateType,
    };
  });
}
