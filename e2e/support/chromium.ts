/**
 * How every browser of the tests and the bench is started: Debian's Chromium (never a downloaded
 * browser) without what a test machine does not need, and for the classroom a fake camera and
 * microphone with no permission prompt (harmless elsewhere: no other screen uses them).
 * e2e/playwright.config.ts, bench/lib/classroom.ts and bench/lib/lighthouse.ts use these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
