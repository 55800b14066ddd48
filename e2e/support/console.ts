import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Signing in to the console (/console/) as staff do: phone, password, 下一步, then the SMS code
 * read from the dev outbox (what the member reads on their phone). For every console spec.
 */

/** The roles of docs/design/console.md §7 (`permissions.ts` of the contract). */
export type StaffRole = 'owner' | 'academic' | 'finance' | 'content' | 'support';

/** The demo staff of the README, one per role, all with STAFF_PASSWORD. */
export const DEMO_STAFF: Record<StaffRole, string> = {
  owner: '13700000001',
  academic: '13700000002',
  finance: '13700000003',
  content: '13700000004',
  support: '13700000005',
};
export const STAFF_PASSWORD = 'Console123!';

/** What the console is tested at (docs/design/console.md §7: desktop-first, 1280 px and up). */
export const CONSOLE_VIEWPORT = { width: 1280, height: 800 };
/** `test.use(CONSOLE_DEVICE)` in a console spec: a desktop browser instead of the phone. */
export const CONSOLE_DEVICE = {
  viewport: CONSOLE_VIEWPORT,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

let counter = 0;
/** A phone no demo account and no other test uses (136…). */
export function freshStaffPhone(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 100 + (counter % 100);
  return `136${String(n).padStart(8, '0').slice(-8)}`;
}

async function newestCode(request: APIRequestContext, phone: string) {
  const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
  return ((await res.json()) as { data: { list: { code: string }[] } }).data.list[0]?.code;
}

/** What a page shows, for an error message (the page may be hung: bounded). */
async function pageText(page: Page): Promise<string> {
  return page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((e: unknown) => `(no snapshot: ${String(e)})`);
}

/** Waits for a code newer than `before` in the outbox (3 s), or undefined. */
async function codeAfter(request: APIRequestContext, phone: string, before: string | undefined) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await newestCode(request, phone);
        return code !== undefined && code !== before;
      },
      { timeout: 3_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  return code !== before ? code : undefined;
}

/**
 * Signs in and waits for the console's side menu. A role signs in as its demo member; or pass
 * `{ phone, password }`. A phone that had a code less than 60 s ago gets none: the server's test
 * hook lets that minute pass first, so no test sits it out (the count-down and 重新发送验证码 are
 * tested in `apps/console/src/features/auth/SignInForm.test.tsx`).
 */
export async function signInStaff(
  page: Page,
  who: StaffRole | { phone: string; password: string },
  options: { fresh?: boolean } = {},
) {
  if (typeof who === 'string' && !options.fresh && (await resumeSession(page, who))) return;
  const { phone, password } =
    typeof who === 'string' ? { phone: DEMO_STAFF[who], password: STAFF_PASSWORD } : who;
  const request = page.request;
  await page.goto('/console/#/login');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码').fill(password);
  // 404 when the phone never had a code: nothing to wait for then.
  await request.post(`/api/test-hooks/sms/${phone}/resend-wait-over`);
  const before = await newestCode(request, phone);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('短信验证码')).toBeVisible();
  const code = await codeAfter(request, phone, before);
  if (!code) throw new Error(`no SMS code reached ${phone}`);
  await page.getByLabel('短信验证码').fill(code);
  const signIn = page.getByRole('button', { name: '登录', exact: true });
  // CI once waited here for minutes with no 登录 button on the page: say what the page showed.
  await signIn.waitFor({ timeout: 20_000 }).catch(async (e: unknown) => {
    throw new Error(
      `no 登录 button after the code was typed, at ${page.url()}:\n${await pageText(page)}`,
      {
        cause: e,
      },
    );
  });
  await signIn.click();
  await expect(page.getByRole('navigation', { name: '教务管理后台' })).toBeVisible();
  if (typeof who === 'string') {
    const token = await page.evaluate(() => localStorage.getItem('consoleToken'));
    if (token) signedIn.set(who, token);
  }
}

/**
 * Demo members signed in by an earlier test of this run, as a member who stays signed in on
 * their own computer (signing in again through the form in every spec only made the run
 * longer). Only what the first, real sign-in returned is reused; an ended session (role change,
 * sign-out) falls back to signing in again.
 */
const signedIn = new Map<StaffRole, string>();

async function resumeSession(page: Page, role: StaffRole): Promise<boolean> {
  const token = signedIn.get(role);
  if (!token) return false;
  await page.goto('/console/#/login');
  await page.evaluate((t) => localStorage.setItem('consoleToken', t), token);
  await page.goto('/console/#/');
  await page.reload();
  const menu = page.getByRole('navigation', { name: '教务管理后台' });
  const ok = await menu
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!ok) signedIn.delete(role);
  return ok;
}

/** The labels of the side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: '教务管理后台' })
    .getByRole('menuitem')
    .allInnerTexts();
}
