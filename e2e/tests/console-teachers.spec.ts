import { expect, test, type Page } from '../support/test.ts';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, signInStaff } from '../support/console.ts';
import { gradientPng } from '../support/png.ts';

/**
 * Issue 13, teachers: the academic creates a teacher with a photo and a login phone, opens her
 * weekly plan and adds a range of slots; a family (second browser, phone-sized) finds her in the
 * teacher list and books one of her slots at once (no waiting for the hourly slot job). The
 * console pages pass axe (no serious or critical finding) at 1280x800.
 */
test.use(CONSOLE_DEVICE);

const DEMO_FAMILY = '13800000000';
const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Tomorrow's weekday in the school's zone (Asia/Shanghai, UTC+8 all year). */
const tomorrowWeekday = () => new Date(Date.now() + 8 * 3600_000 + 24 * 3600_000).getUTCDay();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('the academic creates a teacher with a photo and her plan; a family books her at once', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = process.env.SHOTS_DIR;
  const shot = (p: Page, name: string) =>
    p.screenshot({
      path: shots ? `${shots}/teachers-${name}.png` : testInfo.outputPath(`${name}.png`),
    });
  const stamp = Date.now().toString(36).slice(-5);
  const name = `Nora Quill ${stamp}`;
  const phone = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`;

  await signInStaff(page, 'academic');
  await page.goto('/console/#/teachers');
  await expect(page.getByRole('heading', { level: 1, name: '老师管理' })).toBeVisible();
  await expect(page.getByRole('table', { name: '老师管理' })).toContainText('Emily Carter');
  await page.waitForLoadState('networkidle');
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'list');

  // The form: name, login phone, nationality, sex, a photo (re-encoded by the server), intro.
  await page.getByRole('button', { name: '新建老师' }).click();
  const form = page.getByRole('dialog', { name: '新建老师' });
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('登录手机号').fill(phone);
  await form.getByRole('combobox', { name: '国籍' }).fill('UK');
  await form.getByRole('radio', { name: '女' }).check();
  const upload = page.waitForResponse((r) => r.url().includes('/teachers/upload?purpose=photo'));
  await form
    .locator('input[type="file"][accept^="image"]')
    .setInputFiles({ name: 'nora.png', mimeType: 'image/png', buffer: gradientPng(64) });
  expect(((await (await upload).json()) as { code: number }).code).toBe(0);
  await expect(form.getByRole('img', { name: '照片' })).toBeVisible();
  await form.getByRole('textbox', { name: '老师介绍 (中文)' }).fill('你好，我是 Nora 老师');
  await form.getByRole('textbox', { name: '老师介绍 (English)' }).fill('Hello, I am Nora');
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'form');
  await form.getByRole('button', { name: /^保 ?存$/ }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(phone);
  await expect(row).toContainText('在职');

  // Her weekly plan: tomorrow 18:00-20:00, saved; the slots open at once.
  await row.getByRole('button', { name: `${name} 的排课计划` }).click();
  const drawer = page.getByRole('dialog', { name: `${name} 的排课计划` });
  await expect(drawer.getByText('暂无时段：保存每周计划后自动开放')).toBeVisible();
  await drawer.getByRole('button', { name: '添加时间段' }).click();
  await pick(page, '第 1 段 星期', WEEKDAYS_ZH[tomorrowWeekday()]!);
  await pick(page, '第 1 段 开始时间', '18:00');
  await pick(page, '第 1 段 时长', '120 分钟');
  await drawer.getByRole('button', { name: '保存计划' }).click();
  await expect(page.getByText(/计划已保存：开放 \d+ 个时段/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: /18:00 可约/ }).first()).toBeVisible();
  // Scanned with the pointer off the save button (a hovered button is drawn lighter).
  await expect(drawer.getByRole('button', { name: '保存计划' })).not.toHaveClass(/ant-btn-loading/);
  await page.mouse.move(700, 700);
  await page.waitForLoadState('networkidle');
  expect((await seriousViolations(page)).found).toEqual([]);
  await shot(page, 'plan');

  // A family, in its own phone-sized browser, finds her by name and books tomorrow 18:00.
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await family.newPage();
  await loginWithPassword(app, DEMO_FAMILY, DEMO_PASSWORD);
  await app.goto('/#/pages/choose/choose');
  await app.getByRole('button', { name: '搜索老师名字' }).click();
  await app.getByLabel('老师名字').fill(name);
  await app.getByRole('button', { name: '搜索', exact: true }).click();
  const card = app.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.getByRole('button').first().click();
  await expect(app).toHaveURL(/pages\/teacher\/teacher/);
  await expect(app.getByText(name).first()).toBeVisible();
  await app.getByRole('button', { name: '预约课程' }).click();
  await expect(app).toHaveURL(/pages\/teacher\/schedule/);
  await app.getByRole('tablist').getByRole('tab').nth(1).click();
  const open = app.locator('button[aria-pressed="false"]:not([disabled])');
  await expect(open.first()).toBeVisible();
  await open.first().click();
  await app.getByRole('button', { name: '下一步' }).click();
  await expect(app).toHaveURL(/confirm-choose/);
  await app.getByRole('button', { name: '确认预约' }).click();
  await expect(app).toHaveURL(/pages\/teacher\/success/);
  await family.close();

  // The console shows the slot booked.
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `${name} 的排课计划` })
    .click();
  await expect(
    page.getByRole('dialog', { name: `${name} 的排课计划` }).getByText(/18:00 已约/),
  ).toBeVisible();
});
