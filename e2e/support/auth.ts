import * as basicApi from '@school/contract/api/basic';
import * as systemApi from '@school/contract/api/system';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The latest SMS code the built-in outbox holds for a phone (what a user reads on their phone). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
      const body = (await res.json()) as { data: { list: { code: string }[] } };
      code = body.data.list[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The newest code in the outbox for a phone, or undefined when none was sent. */
async function newestCode(request: APIRequestContext, phone: string) {
  const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
  return ((await res.json()) as { data: { list: { code: string }[] } }).data.list[0]?.code;
}

/**
 * 获取验证码 as a person does, and the code that this tap sent. When an earlier test sent this
 * phone a code less than 60 s ago, the server would refuse the send: the server's test hook lets
 * that minute pass first, so no test sits it out (the count-down is tested in
 * `apps/web/src/pages/login/LoginPage.test.tsx`). Should a send still be refused, wait for the
 * count-down as a person would and tap again (an earlier, used code would be refused at login).
 */
async function freshSmsCode(page: Page, request: APIRequestContext, phone: string) {
  // 404 when the phone never had a code: nothing to wait for then.
  await request.post(`/api/test-hooks/sms/${phone}/resend-wait-over`);
  const before = await newestCode(request, phone);
  const send = page.getByRole('button', { name: '获取验证码' });
  for (let attempt = 0; attempt < 2; attempt++) {
    await send.click();
    await expect(page.getByRole('button', { name: /\d+\s*s|秒/ })).toBeVisible();
    const sent = await expect
      .poll(async () => (await newestCode(request, phone)) !== before, { timeout: 3_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (sent) return (await newestCode(request, phone))!;
    await expect(send).toBeVisible({ timeout: 65_000 });
  }
  throw new Error(`no new SMS code reached ${phone}`);
}

/**
 * Logs in the way a user does: phone, 获取验证码, the code from the SMS, tick the agreement,
 * 登录; a new phone then passes the guardian consent page. Ends on the home tab.
 */
export async function loginWithSms(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/#/');
  // The login screen is prerendered: wait until the app has taken it over, as a person would
  // before typing (input typed into the bare HTML would not reach the app).
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByPlaceholder('请输入手机号').fill(phone);
  const code = await freshSmsCode(page, request, phone);
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByLabel('我已阅读并同意').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const consent = page.getByRole('button', { name: '我是监护人，同意并继续' });
  const home = page.getByRole('navigation', { name: '主导航' });
  await expect(consent.or(home)).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await expect(home).toBeVisible();
}

/** The stored login token, as the app keeps it in `dataStore`. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('dataStore'));
  const token = (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('no token in dataStore');
  return token;
}

let counter = 0;
/** A phone number no other test uses (fresh account on a fresh server). */
export function freshPhone(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 100 + (counter % 100);
  return `139${String(n).padStart(8, '0').slice(-8)}`;
}

/** The demo family's password (README); a second way a user logs in. */
export const DEMO_PASSWORD = 'Demo2026!kid';

/** Phone, password, the agreement tick and 登录 on the password tab of the login screen. */
async function submitPasswordLogin(page: Page, phone: string, password: string) {
  await page.goto('/#/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByLabel('我已阅读并同意').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Accounts signed in by password by an earlier test of this worker (on its own server): the
 * session kept in the browser's storage (from Playwright's storage state) right after that first,
 * real sign-in, as a person who stays signed in on their own phone has it. Signing in through the
 * form again in every spec only made the run longer. The form is still used for each account's
 * first sign-in in a worker, and for every SMS sign-in; a session that has ended since (signed
 * out, password changed, account deleted) falls back to the form.
 */
const signedIn = new Map<string, { name: string; value: string }[]>();

async function remember(page: Page, key: string) {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  // The session (the app's store) and the device it was made on; not what a test set beside
  // them in this page before signing in (the language, a book's progress).
  const items = state.origins
    .find((o) => o.origin === origin)
    ?.localStorage.filter((i) => i.name === 'dataStore' || i.name === 'deviceId');
  if (items) signedIn.set(key, items);
}

/** Restores a remembered sign-in and opens `landing`; false (and forgotten) when it has ended. */
async function resume(page: Page, key: string, landing: string): Promise<boolean> {
  const items = signedIn.get(key);
  const stored = items?.find((i) => i.name === 'dataStore')?.value;
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!items || !token) return false;
  const res = await page.request.get(basicApi.viewUser.path, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ok = res.ok() && ((await res.json()) as { code: number }).code === 0;
  if (!ok) {
    signedIn.delete(key);
    return false;
  }
  // A page of the app's origin that does not start the app, to write its storage before it does.
  await page.goto(systemApi.health.path);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.goto(landing);
  return true;
}

/**
 * Waits until the app has taken over the page (`data-ready` on <html>, set once React has
 * hydrated or rendered it). The home tab is drawn from the page itself before that (the home
 * shell), and an address typed in those moments was lost: the router had not started listening
 * (seen on a loaded machine as a test that set the address and stayed on the home tab).
 */
export async function appReady(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Logs in with phone and password, as a returning user does. Ends on the home tab. */
export async function loginWithPassword(page: Page, phone: string, password: string) {
  const key = `${phone}:${password}`;
  if (!(await resume(page, key, '/#/pages/home/index'))) {
    await submitPasswordLogin(page, phone, password);
    signedIn.delete(key);
  }
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await appReady(page);
  if (!signedIn.has(key)) await remember(page, key);
}

/** The demo teachers' password (README); Emily Carter (13900000001) has Lucy's lessons today. */
export const DEMO_TEACHER_PASSWORD = 'Teach2026!demo';
export const DEMO_TEACHER_PHONE = '13900000001';

/** A teacher logs in with phone and password like everyone else, and lands on the teacher's area. */
export async function loginAsTeacher(page: Page, phone: string, password: string) {
  const key = `${phone}:${password}`;
  if (!(await resume(page, key, '/#/pages/teacherdesk/index'))) {
    await submitPasswordLogin(page, phone, password);
    signedIn.delete(key);
  }
  await expect(page).toHaveURL(/#\/pages\/teacherdesk\/index/);
  await expect(page.getByRole('region', { name: '今天的课' })).toBeVisible();
  await appReady(page);
  if (!signedIn.has(key)) await remember(page, key);
}

/**
 * Opens 选老师 (/pages/choose/choose) by its address right after a login, and waits for its date
 * filter. Under a loaded machine the address typed straight after landing on the home tab was
 * seen to end on the home tab twice in one full run (never alone); the cause was not found, so
 * the address is typed again until the page is there (issue notes, session 6).
 */
export async function openChooseTeacher(page: Page) {
  await expect(async () => {
    await page.goto('/#/pages/choose/choose');
    await expect(page.getByRole('button', { name: /^日期/ })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
