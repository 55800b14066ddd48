import { expect, test } from '../support/test.ts';
import { passDeviceCheck, person, seesTheOther, videoPlaysAgainAt } from '../support/classroom.ts';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_PASSWORD,
  DEMO_TEACHER_PHONE,
  loginAsTeacher,
  loginWithPassword,
} from '../support/auth.ts';

/**
 * A lesson really happens: the demo family's child (Lucy) and her teacher (Emily Carter) enter the
 * lesson whose classroom the demo data opens at the server's first start, each in their own
 * browser with a fake camera and microphone; they see and hear each other, the teacher turns the
 * courseware page and gives a star, then writes the report that the family reads on 课程报告.
 */
const STUDENT_PHONE = '13800000000';

test('teacher and child meet in the classroom, then the child reads the report', async ({
  browser,
  baseURL,
}) => {
  // About a minute on a quiet machine; the two browsers with fake cameras are slow on a loaded one.
  test.setTimeout(5 * 60_000);
  // The teacher on a laptop, the child on a phone held sideways.
  const teacher = await person(browser, baseURL!, { width: 1280, height: 800 });
  const child = await person(browser, baseURL!, { width: 844, height: 390 });

  await loginWithPassword(child, STUDENT_PHONE, DEMO_PASSWORD);
  const next = child.getByTestId('next-lesson');
  await next.getByRole('button', { name: '进入教室' }).click();
  await passDeviceCheck(child);
  await expect(child.getByTestId('connection-state')).toHaveAttribute('data-state', 'waiting');

  await loginAsTeacher(teacher, DEMO_TEACHER_PHONE, DEMO_TEACHER_PASSWORD);
  const today = teacher.getByRole('region', { name: '今天的课' });
  const openLesson = today.getByTestId('desk-lesson').filter({
    has: teacher.getByRole('button', { name: '进入教室' }),
  });
  await expect(openLesson).toHaveCount(1);
  await expect(openLesson).toContainText('Lucy');
  await teacher.screenshot({ path: '../test-results/teacherdesk-index.png' });
  await openLesson.getByRole('button', { name: '进入教室' }).click();
  await passDeviceCheck(teacher);

  await seesTheOther(teacher);
  await seesTheOther(child);
  await teacher.screenshot({ path: '../test-results/classroom-teacher.png' });

  // The teacher turns the courseware page; the child's page follows.
  await expect(teacher.getByTestId('courseware-page')).toHaveText(/第 1 \/ \d+ 页/);
  await teacher.getByRole('button', { name: '下一页' }).click();
  await expect(teacher.getByTestId('courseware-page')).toHaveAttribute('data-page', '2');
  await expect(child.getByTestId('courseware-page')).toHaveAttribute('data-page', '2');
  await expect(child.getByTestId('courseware-page')).toHaveText(/第 2 \/ \d+ 页/);
  await expect(child.getByRole('button', { name: '下一页' })).toHaveCount(0);

  // A star for the child, seen on both sides.
  await teacher.getByRole('button', { name: /送星星/ }).click();
  await expect(child.getByLabel('本节课获得 1 颗星')).toBeVisible();
  await expect(child.getByText(/获得一颗星星/)).toBeVisible();
  await expect(teacher.getByLabel('本节课获得 1 颗星')).toBeVisible();
  await child.screenshot({ path: '../test-results/classroom-child.png' });

  // The child's connection drops for 5 seconds (the signalling socket closes while the network is
  // away): the classroom says so, enters again for a fresh token as soon as the network is back,
  // and within 3 seconds both videos play again; the room is as it was (page 2, one star).
  await expect(child.getByTestId('connection-quality')).toBeVisible();
  await child.evaluate(() => {
    const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
    sockets.at(-1)?.close();
  });
  await child.context().setOffline(true);
  await expect(child.getByTestId('connection-state')).toHaveText('重新连接中');
  await expect(child.getByRole('status', { name: '网络质量：已断开' })).toHaveText('已断开');
  await child.waitForTimeout(5_000);
  const plays = Promise.all([videoPlaysAgainAt(child), videoPlaysAgainAt(teacher)]);
  const back = Date.now();
  await child.context().setOffline(false);
  const [childAt, teacherAt] = await plays;
  console.log(`network back: child's video ${childAt - back} ms, teacher's ${teacherAt - back} ms`);
  expect(Math.max(childAt, teacherAt) - back).toBeLessThanOrEqual(3_000);
  await seesTheOther(child);
  await seesTheOther(teacher);
  await expect(child.getByTestId('courseware-page')).toHaveAttribute('data-page', '2');
  await expect(child.getByLabel('本节课获得 1 颗星')).toBeVisible();

  // Turned upright, the phone shows the videos above the courseware, both in the window.
  await child.setViewportSize({ width: 390, height: 844 });
  const videoBox = await child.getByTestId('remote-video').boundingBox();
  const sheetBox = await child.getByRole('region', { name: '课件' }).boundingBox();
  expect(videoBox && sheetBox && videoBox.y + videoBox.height <= sheetBox.y).toBe(true);
  expect(sheetBox && sheetBox.y + sheetBox.height <= 844).toBe(true);
  await child.screenshot({ path: '../test-results/classroom-child-portrait.png' });
  await child.setViewportSize({ width: 844, height: 390 });

  // The teacher leaves and writes the report on the teacher's area.
  await teacher.getByRole('button', { name: '离开教室' }).click();
  await teacher.getByRole('dialog').getByRole('button', { name: '离开' }).click();
  await expect(teacher).toHaveURL(/pages\/teacherdesk\/index/);
  await expect(child.getByTestId('connection-state')).toHaveAttribute('data-state', 'waiting');
  await openLesson.getByRole('button', { name: '查看' }).click();
  await expect(teacher).toHaveURL(/pages\/teacherdesk\/lesson\?id=\d+/);
  await expect(teacher.getByTestId('desk-student')).toContainText('Lucy');
  // Teacher and child have met in the classroom, so the report opens even when the demo lesson
  // (its classroom opens 10 minutes early) has not reached its start yet.
  const save = teacher.getByRole('button', { name: '保存报告' });
  await expect(save).toBeVisible();
  const skills = ['发音', '词汇', '语法', '流利度', '自信心'];
  for (const [i, skill] of skills.entries()) {
    await teacher
      .getByRole('radiogroup', { name: skill })
      .getByRole('radio', { name: `${5 - (i % 2)} 星` })
      .click();
  }
  await teacher.getByLabel('课堂评语').fill('Lucy said hello to everyone today!');
  await teacher.getByRole('textbox', { name: '输入一个单词' }).fill('rainbow');
  await teacher.getByRole('textbox', { name: '输入一个单词' }).press('Enter');
  await teacher.getByLabel('课后作业').fill('Draw a rainbow and name its colours.');
  await save.click();
  await expect(teacher.getByText('报告已写')).toBeVisible();
  await expect(teacher.getByRole('button', { name: '更新报告' })).toBeVisible();
  await teacher.screenshot({ path: '../test-results/teacherdesk-lesson.png', fullPage: true });

  // The child leaves too, and the family reads the report.
  await child.getByRole('button', { name: '离开教室' }).click();
  await child.getByRole('dialog').getByRole('button', { name: '离开' }).click();
  await expect(child).toHaveURL(/pages\/home\/index/);
  await child.reload();
  await child.getByTestId('next-lesson').getByRole('button').first().click();
  await expect(child).toHaveURL(/pages\/course\/details/);
  await child.getByRole('button', { name: /课程报告/ }).click();
  await expect(child).toHaveURL(/pages\/course\/record/);
  await expect(child.getByText('Lucy said hello to everyone today!')).toBeVisible();
  await expect(child.getByText('rainbow', { exact: true })).toBeVisible();
  await expect(child.getByText('Draw a rainbow and name its colours.')).toBeVisible();
  await expect(child.getByLabel('获得 1 颗星')).toBeVisible();
  await child.screenshot({ path: '../test-results/classroom-report.png' });

  await teacher.context().close();
  await child.context().close();
});
