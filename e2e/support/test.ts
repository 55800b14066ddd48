import { test as base } from '@playwright/test';
import { startDemoServer, type DemoServer } from './demoServer.ts';

// Everything else as Playwright has it, so a spec changes only the module it imports from.
export * from '@playwright/test';

/**
 * `test` of every spec: Playwright's, with the school each worker runs on. A worker starts its
 * own server (support/demoServer.ts) before its first test and stops it after its last, and
 * `baseURL`, so `page.goto('/…')`, `request` and `browser.newContext()`, point at it. A spec that
 * sets `baseURL` itself (`test.use`, zone.spec.ts) starts no demo server.
 */
export const test = base.extend<object, { demoServer: DemoServer }>({
  demoServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, workerInfo) => {
      const server = await startDemoServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // A first start copies the database template and loads the demo school: seconds, more on
    // a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ demoServer }, use) => {
    await use(demoServer.url);
  },
});
