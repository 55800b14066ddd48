import { expect, test } from '../support/test.ts';
import { passDeviceCheck, person, seesTheOther } from '../support/classroom.ts';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_PASSWORD,
  DEMO_TEACHER_PHONE,
  loginAsTeacher,
  loginWithPassword,
} from '../support/auth.ts';

/**
 * A lesson is recorded and watched again: teacher and child (fake camera and microphone) hold a
 * short lesson with recording on (the demo data's default); both screens say it is recorded. The
 * slot is then ended through the browser tests' hook (a lesson lasts 30 minutes), and the family
 * opens 课程回放: the video plays, lasts about as long as the lesson did, and shows both people.
 * Runs right after classroom.spec.ts, in the same lesson, while its classroom is still open.
 */
const STUDENT_PHONE = '13800000000';

test('a lesson just taught is watched again on 课程回放', async ({ browser, baseURL, request }) => {
  // About 40 s on a quiet machine; two browsers with fake cameras are slow on a loaded one.
  test.setTimeout(5 * 60_000);
  const teacher = await person(browser, baseURL!, { width: 1280, height: 800 });
  const child = await person(browser, baseURL!, { width: 844, height: 390 });

  await loginWithPassword(child, STUDENT_PHONE, DEMO_PASSWORD);
  await child.getByTestId('next-lesson').getByRole('button', { name: '进入教室' }).click();
  await passDeviceCheck(child);
  const lessonId = Number(new URL(child.url().replace('/#/', '/')).searchParams.get('lessonId'));
  await expect(child.getByTestId('recording-notice')).toHaveText(/本节课正在录制/);

  await loginAsTeacher(teacher, DEMO_TEACHER_PHONE, DEMO_TEACHER_PASSWORD);
  await teacher
    .getByRole('region', { name: '今天的课' })
    .getByTestId('desk-lesson')
    .filter({ has: teacher.getByRole('button', { name: '进入教室' }) })
    .first()
    .getByRole('button', { name: '进入教室' })
    .click();
  await passDeviceCheck(teacher);
  const startedAt = Date.now();
  await expect(teacher.getByTestId('recording-notice')).toHaveText(/本节课正在录制/);
  await seesTheOther(teacher);
  await seesTheOther(child);

  // A short lesson: about 15 seconds, three chunks or more.
  await teacher.waitForTimeout(Math.max(0, 15_000 - (Date.now() - startedAt)));
  await teacher.getByRole('button', { name: '离开教室' }).click();
  await teacher.getByRole('dialog').getByRole('button', { name: '离开' }).click();
  const recorded = (Date.now() - startedAt) / 1000;
  await child.getByRole('button', { name: '离开教室' }).click();
  await child.getByRole('dialog').getByRole('button', { name: '离开' }).click();
  // The last chunk, cut when the teacher left, is on its way.
  await teacher.waitForTimeout(3_000);

  const ended = await request.post(`/api/test-hooks/lessons/${lessonId}/end`);
  expect(await ended.json()).toMatchObject({ code: 0, data: { recorded: true } });

  // The family opens the lesson's 课程回放.
  await child.goto(`/#/pages/course/details?id=${lessonId}`);
  await child.getByRole('button', { name: /课程回放/ }).click();
  await expect(child).toHaveURL(/pages\/course\/play/);
  const video = child.locator('video[aria-label="课程回放"]');
  await expect(video).toBeVisible();
  await child.getByRole('button', { name: '播放' }).first().click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1.5);
  // classroom.spec.ts taught the same lesson before (recorded by another page, a run of its own):
  // the replay is the longest run, at least this visit's length.
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(recorded - 8);
  expect(duration).toBeLessThan(15 * 60);

  // Pause, speed and seek work on it.
  await child.getByRole('button', { name: '播放速度 1 倍' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.25);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration / 2));
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2))
    .toBe(true);
  const mid = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(Math.abs(mid - duration / 2)).toBeLessThan(1.5);
  // Both people are in the picture (mid-lesson): the right column holds the child (top) and the teacher
  // (bottom) over a dark background; each region shows a camera image, not the background.
  const sample = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const c = document.createElement('canvas');
      c.width = v.videoWidth;
      c.height = v.videoHeight;
      const g = c.getContext('2d')!;
      g.drawImage(v, 0, 0);
      const sx = c.width / 640;
      const sy = c.height / 360;
      const spread = (y: number) => {
        const d = g.getImageData(410 * sx, (y + 20) * sy, 220 * sx, 140 * sy).data;
        let far = 0;
        for (let i = 0; i < d.length; i += 4) {
          const diff = Math.max(...[d[i]!, d[i + 1]!, d[i + 2]!].map((x) => Math.abs(x - 34)));
          if (diff > 16) far++;
        }
        return { camera: far / (d.length / 4) };
      };
      return { remote: spread(0), local: spread(180), size: [v.videoWidth, v.videoHeight] };
    });
  // Some moments of a lesson show one side only (a reconnect): look at a few points in it.
  let regions = await sample();
  for (const at of [0.3, 0.6, 0.8, 0.95]) {
    if (regions.remote.camera > 0.3 && regions.local.camera > 0.3) break;
    await video.evaluate((v: HTMLVideoElement, f: number) => (v.currentTime = v.duration * f), at);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2))
      .toBe(true);
    await child.waitForTimeout(300);
    regions = await sample();
  }
  expect(regions.size).toEqual([640, 360]);
  expect(regions.remote.camera).toBeGreaterThan(0.3);
  expect(regions.local.camera).toBeGreaterThan(0.3);

  await child.screenshot({ path: '../test-results/replay.png' });

  await teacher.context().close();
  await child.context().close();
});
