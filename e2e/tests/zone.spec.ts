import * as contentApi from '@school/contract/api/content';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword, openChooseTeacher } from '../support/auth.ts';

/**
 * Issue 14: the app shows times in the school's zone as the server has it, not a zone written in
 * the app. A second server of its own (the default suite's stays on Asia/Shanghai) runs with
 * TIME_ZONE=America/New_York; the browser itself is in Asia/Shanghai. Emily Carter's plan starts
 * at 09:00 school time every day: the app must show that slot as 09:00 (a Shanghai clock would
 * say 22:00) under the right day.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 200;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-zone-'));
  server = spawn(
    'node',
    [fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_MAX: '100000',
        REDIS_URL: '',
        DATABASE_URL: '',
        TIME_ZONE: 'America/New_York',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 110_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: BASE });

test('with TIME_ZONE=America/New_York a teacher’s 09:00 slot shows as 09:00', async ({ page }) => {
  const school = await (await page.request.get(contentApi.viewSchool.path)).json();
  expect((school as { data: { timeZone: string } }).data.timeZone).toBe('America/New_York');

  await loginWithPassword(page, '13800000000', DEMO_PASSWORD);
  await openChooseTeacher(page);
  const emily = page.getByRole('article', { name: /Emily Carter/ });
  await emily.getByRole('button').first().click();
  await expect(page).toHaveURL(/pages\/teacher\/teacher/);
  await page.getByRole('button', { name: '预约课程' }).click();
  await expect(page).toHaveURL(/pages\/teacher\/schedule/);

  // Two days ahead: whole days of her plan, past the booking lead time.
  await page.getByRole('tablist').getByRole('tab').nth(2).click();
  // A slot is named by its time first, then its state ('09:00 可约').
  const slot = (time: string) => page.getByRole('button', { name: new RegExp(`^${time}\\b`) });
  await expect(slot('09:00')).toBeVisible();
  await expect(slot('18:00')).toBeVisible();
  // The Shanghai clock's reading of the same instants (09:00 and 18:00 in New York).
  await expect(slot('22:00')).toHaveCount(0);
  await expect(slot('07:00')).toHaveCount(0);
});
