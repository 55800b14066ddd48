import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from './support/chromium.ts';

/**
 * Browser tests against the real built server with demo data, in Debian's Chromium (never a
 * downloaded browser), at a phone's size. Each worker runs its own server on its own embedded
 * database (support/test.ts, support/demoServer.ts): worker n on E2E_PORT + n, its fake WeChat
 * Pay on E2E_PORT + 100 + n. Specs import `test` and `expect` from support/test.ts.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  projects: [
    // The classroom tests start at once, each worker on a server just started: the demo lesson's
    // classroom opens at a server's first start with at least 10 minutes to go, and the lesson
    // must not end while a test is in it. The replay test follows the classroom test (same file
    // order) while that lesson's classroom is still open, and ends the lesson through the test
    // hook. The other tests do not need it open; they run beside them on servers of their own.
    { name: 'classroom', testMatch: /(classroom|replay)\.spec\.ts/ },
    { name: 'app', testIgnore: /(classroom|replay)\.spec\.ts/ },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two cores: two workers, each with its own server (E2E_WORKERS to change it).
  workers: WORKERS,
  retries: 0,
  // The ten slowest tests are listed at the end (support/slowest.ts).
  reporter: [['list'], ['./support/slowest.ts']],
  outputDir: '../test-results',
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A click or fill that cannot happen fails on its own within 45 s, naming its target,
    // instead of using up a long test's whole budget (tests that wait longer say so).
    actionTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
    },
  },
});
