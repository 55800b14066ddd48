import { expect, test, type Page } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { CONSOLE_DEVICE, freshStaffPhone, menuLabels, signInStaff } from '../support/console.ts';

test.use(CONSOLE_DEVICE);

/** Every page passes WCAG 2.2 AA's serious and critical checks. */
async function expectAccessible(page: Page, what: string) {
  const { found } = await seriousViolations(page);
  expect(found, what).toEqual([]);
}

test('the owner invites an academic, who sets her password and sees only her areas', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/console/#/login');
  await expect(page.getByRole('heading', { name: '工作人员登录' })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  await signInStaff(page, 'owner', { fresh: true });
  // Other areas join the menu as they are built; the owner sees every one.
  expect(await menuLabels(page)).toEqual(
    expect.arrayContaining(['概览', '工作人员', '操作日志', '我的账号']),
  );
  await expect(page.getByText('你好，王校长')).toBeVisible();
  await expectAccessible(page, 'dashboard');

  // Invite an academic.
  const phone = freshStaffPhone();
  await page.getByRole('menuitem', { name: '工作人员' }).click();
  await expect(page.getByRole('heading', { name: '工作人员' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '王校长' })).toBeVisible();
  await page.getByRole('button', { name: '邀请工作人员' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请工作人员' });
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('姓名').fill('赵老师');
  await expectAccessible(page, 'invite dialog');
  await dialog.getByRole('button', { name: '邀请' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: '赵老师' })).toBeVisible();
  await expect(page.getByRole('row', { name: /赵老师/ }).getByText('待设置密码')).toBeVisible();
  // With the invitation's tag in it (antd's orange tag text was 3.3:1).
  await expectAccessible(page, 'staff list');

  // The change is in the audit log.
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();
  await expectAccessible(page, 'audit log');
  await page.getByRole('menuitem', { name: '我的账号' }).click();
  await expect(page.getByRole('heading', { name: '身份验证器' })).toBeVisible();
  await expectAccessible(page, 'my account');

  // The academic, in her own browser: first sign-in sets her password with an SMS code.
  const context = await browser.newContext({ ...CONSOLE_DEVICE, locale: 'zh-CN' });
  const academic = await context.newPage();
  await academic.goto('/console/#/login');
  await academic.getByRole('link', { name: '首次登录或忘记密码？' }).click();
  await academic.getByLabel('手机号').fill(phone);
  await academic.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const res = await academic.request.get(`/api/dev/sms-outbox?phone=${phone}`);
      code =
        ((await res.json()) as { data: { list: { code: string }[] } }).data.list[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await academic.getByLabel('短信验证码').fill(code);
  await academic.getByLabel('新密码').fill('Zhao!2026school');
  await expectAccessible(academic, 'set password');
  await academic.getByRole('button', { name: '设置密码' }).click();
  await expect(academic.getByRole('heading', { name: '工作人员登录' })).toBeVisible();

  await signInStaff(academic, { phone, password: 'Zhao!2026school' });
  const areas = await menuLabels(academic);
  expect(areas).toEqual(expect.arrayContaining(['概览', '我的账号']));
  expect(areas).not.toContain('工作人员');
  expect(areas).not.toContain('操作日志');
  await expect(academic.getByText('你的角色：教务')).toBeVisible();
  // A page of another role's area is refused (the server refuses its calls too).
  await academic.goto('/console/#/staff');
  await expect(academic.getByText('没有权限访问此页面')).toBeVisible();
  await expectAccessible(academic, 'refused page');
  await context.close();
});

test('the side menu’s line runs to the bottom of the window; 品牌与协议 passes Label in Name', async ({
  page,
}) => {
  await signInStaff(page, 'owner');
  await page.goto('/console/#/brand');
  await expect(page.getByRole('heading', { level: 1, name: '品牌与协议' })).toBeVisible();

  // The line between the menu and the page is drawn from the top of the window to the bottom
  // of the page, and at least of the window at 1280x800, not stopped below the last menu item
  // (issue #24); on a long page and a short one.
  const expectSideLine = async () => {
    const { lines, bottom } = await page.evaluate(() => ({
      lines: [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => parseFloat(getComputedStyle(el).borderRightWidth) >= 1)
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.right >= 200 && r.right <= 216)
        .map((r) => ({
          x: Math.round(r.right),
          top: Math.round(r.top),
          bottom: Math.round(r.bottom),
        })),
      bottom: Math.max(window.innerHeight, document.documentElement.scrollHeight),
    }));
    expect(lines).toEqual([{ x: 208, top: 0, bottom }]);
    return bottom;
  };
  expect(await expectSideLine()).toBeGreaterThan(800);
  await page.getByRole('menuitem', { name: '概览' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectSideLine();
  await page.getByRole('menuitem', { name: '品牌与协议' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '品牌与协议' })).toBeVisible();

  // The demo school has a logo: its button shows 更换文件 and is named so first (WCAG 2.5.3).
  await expect(page.getByRole('button', { name: /^更换文件: 标志/ })).toBeVisible();
  await expectAccessible(page, 'brand');
});
