import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api.ts';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_PASSWORD,
  DEMO_TEACHER_PHONE,
  loginAsTeacher,
  loginWithPassword,
  storedToken,
} from '../support/auth.ts';
import { seriousViolations, type AxeFinding } from '../support/axe.ts';

/**
 * WCAG 2.2 AA on every screen (issue #16): each route of the spec's table signed in as the demo
 * family, then the teacher's area signed in as a teacher, and the classroom's device check. One
 * page and one axe run per route; a summary line per route is printed. 0 serious or critical
 * violations, apart from the spec's #999999 unselected tab label (support/axe.ts).
 */
const COURSE = '/api/lc_course_service';
type List<T> = { list: T[] };

async function visit(page: Page, path: string) {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  // The page's chunk is preloaded and its data comes from the local server: a moment is enough.
  await page.waitForTimeout(250);
  await page
    .locator('[data-loading="true"], .adm-spin-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
}

async function audit(page: Page, paths: string[]) {
  const failures: Record<string, AxeFinding[]> = {};
  for (const path of paths) {
    await visit(page, path);
    const { found, passed } = await seriousViolations(page);
    const summary = found.map((f) => `${f.rule}(${f.targets.length})`).join(', ') || 'none';
    console.log(
      `axe ${path}: ${found.length} serious/critical [${summary}], ${passed} rules passed`,
    );
    if (found.length > 0) failures[path] = found;
  }
  return failures;
}

test('every screen of a signed-in family meets WCAG 2.2 AA (axe)', async ({ page, request }) => {
  // About 1.5 min on a quiet machine (axe is most of it); a loaded one takes longer.
  test.setTimeout(240_000);
  await loginWithPassword(page, '13800000000', DEMO_PASSWORD);
  const token = await storedToken(page);
  const get = <T>(path: string) => api<T>(request, token, 'GET', `${COURSE}/${path}`);
  const teacherId = (await get<List<{ id: number }>>('teacher/list')).list[0]!.id;
  const bookId = (await get<List<{ id: number }>>('tkBooks/list')).list[0]!.id;
  const productId = (await get<List<{ id: number }>>('tkProducts/list')).list[0]!.id;
  const lessons = (await get<List<{ id: number; status: string }>>('courseCourse/list?pageSize=50'))
    .list;
  const lessonId = lessons[0]!.id;
  const finishedId = (lessons.find((l) => l.status === 'finished') ?? lessons[0]!).id;
  const outline = (await get<List<{ id: number; children: { id: number }[] }>>('outline/list'))
    .list;
  const unitId = outline[0]!.children[0]!.id;
  const order = await api<{ id: number }>(
    request,
    token,
    'POST',
    '/api/lc_shop_service/order/create',
    {
      productId,
      quantity: 1,
    },
  );

  const paths = [
    '/pages/home/index',
    '/pages/course/index',
    '/pages/mall/index',
    '/pages/mine/index',
    '/pages/index/index',
    '/pages/course/myclass',
    `/pages/course/details?id=${lessonId}`,
    '/pages/course/courseprogress',
    '/pages/course/historyCourse',
    `/pages/course/comment?lessonId=${finishedId}`,
    `/pages/course/record?lessonId=${finishedId}`,
    '/pages/course/play',
    '/pages/mine/userinfo',
    '/pages/mine/nickname',
    '/pages/mine/collect',
    '/pages/mine/preference',
    '/pages/mine/setting',
    '/pages/mine/order',
    `/pages/mine/orderDetail?id=${order.id}`,
    '/pages/mine/myclassnum',
    '/pages/mine/myclasslist',
    '/pages/xieyi/index',
    '/pages/tuijian/index',
    '/pages/huiben/list',
    `/pages/huiben/index?id=${bookId}`,
    `/pages/huiben/play?id=${bookId}`,
    '/pages/ketang/index',
    '/pages/assessment/index',
    `/pages/assessment/unitTest?outlineId=${unitId}`,
    '/pages/assessment/courseQuestion?level=1',
    '/pages/assessment/history',
    `/pages/mall/detail?id=${productId}`,
    `/pages/mall/payorder?id=${order.id}`,
    `/pages/mall/paysuccess?orderId=${order.id}`,
    '/pages/mall/list',
    '/pages/choose/choose',
    '/pages/choose/search',
    `/pages/teacher/teacher?id=${teacherId}`,
    `/pages/teacher/pingjia?id=${teacherId}`,
    `/pages/teacher/schedule?id=${teacherId}`,
    '/pages/teacher/confirm-choose',
    '/pages/teacher/success',
    `/pages/teacher/email?id=${teacherId}`,
    '/pages/category/category',
    `/pages/category/category-unit?id=${outline[0]!.id}`,
    '/pages/settings/help',
    '/pages/settings/aboutus',
    '/pages/settings/question',
    '/pages/settings/police',
    '/pages/settings/logout',
    '/pages/live/index',
    `/pages/live/index?lessonId=${lessonId}`,
    '/pages/anno/anno',
    '/pages/pdfviewer/index?url=%2Fstatic%2Fdemo%2Ftextbooks%2Flevel-1.pdf&title=Level%201',
    '/pages/register/index',
    '/pages/forgetpass/index',
    '/pages/forgetpass/setPass',
    '/pages/xieyi/confirm',
  ];
  const failures = await audit(page, paths);
  expect(failures).toEqual({});
});

test('the teacher’s area meets WCAG 2.2 AA (axe)', async ({ page }) => {
  await loginAsTeacher(page, DEMO_TEACHER_PHONE, DEMO_TEACHER_PASSWORD);
  const failures = await audit(page, [
    '/pages/teacherdesk/index',
    '/pages/teacherdesk/history',
    '/pages/teacherdesk/plan',
  ]);
  expect(failures).toEqual({});
});

test('the login screen meets WCAG 2.2 AA (axe)', async ({ page }) => {
  await page.goto('/#/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const failures = await audit(page, ['/']);
  expect(failures).toEqual({});
});
