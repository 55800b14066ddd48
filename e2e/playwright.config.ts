import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real built server on a fresh embedded database with demo data,
 * in Debian's Chromium (never a downloaded browser), at a phone's size.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

/**
 * WeChat Pay against a local fake (its own process on E2E_PORT + 100): keys generated for this
 * run, the merchant's given to the server and its public half to the fake, the platform's the
 * other way round. Nothing reaches WeChat.
 */
const WECHAT_FAKE_PORT = Number(process.env.WECHAT_FAKE_PORT ?? PORT + 100);
const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchantKeys = rsa();
const platformKeys = rsa();
const wechat = {
  WECHAT_MCH_ID: '1900000109',
  WECHAT_APP_ID: 'wxe2e0000000000001',
  WECHAT_APP_SECRET: 'e2e-official-account-secret',
  WECHAT_API_V3_KEY: randomBytes(16).toString('hex'),
  WECHAT_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092026112500000000E2E',
};

export default defineConfig({
  testDir: './tests',
  projects: [
    // The classroom test runs first: the demo lesson's classroom opens at the server's first start
    // with at least 10 minutes to go, and the lesson must not end while the test is in it.
    // The replay test follows it (same file order) while that lesson's classroom is still open,
    // and ends the lesson through the test hook; the other tests do not need it open.
    { name: 'classroom', testMatch: /(classroom|replay)\.spec\.ts/ },
    { name: 'app', testIgnore: /(classroom|replay)\.spec\.ts/, dependencies: ['classroom'] },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The classroom test (two people in a lesson): a fake camera and microphone, and no
        // permission prompt. Harmless elsewhere (no other screen uses them).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx ../apps/server/src/providers/payment/wechatFakeMain.ts',
      url: `http://127.0.0.1:${WECHAT_FAKE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...wechat,
        WECHAT_FAKE_PORT: String(WECHAT_FAKE_PORT),
        WECHAT_FAKE_MERCHANT_PUBLIC_KEY: merchantKeys.publicKey,
        WECHAT_FAKE_PLATFORM_PRIVATE_KEY: platformKeys.privateKey,
      },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // Every test logs in like a user from the same address; lift the per-address caps.
        RATE_LIMIT_MAX: '100000',
        SMS_IP_HOURLY_MAX: '1000',
        // The limiter counts in memory, not in a Redis that CI's REDIS_URL points other tests at.
        REDIS_URL: '',
        // The replay test ends its lesson early (a slot lasts 30 minutes).
        E2E_TEST_HOOKS: 'true',
        // WeChat Pay beside the sandbox (still the preferred one), against the fake.
        ...wechat,
        WECHAT_MCH_PRIVATE_KEY: merchantKeys.privateKey,
        WECHAT_PLATFORM_PUBLIC_KEY: platformKeys.publicKey,
        WECHAT_GATEWAY: `http://127.0.0.1:${WECHAT_FAKE_PORT}`,
      },
    },
  ],
});
