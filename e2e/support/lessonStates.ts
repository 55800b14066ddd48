import type { APIRequestContext, Browser } from '@playwright/test';
import { api } from './api.ts';
import { CONSOLE_DEVICE, signInStaff } from './console.ts';

/**
 * Every state a lesson can show, in this week's timetable of the demo family and in today's
 * lessons of its teacher (issue #24: the axe test saw 我的课表 with no absence and no cancelled
 * lesson, and missed a tag under 4.5:1). Made through the API, the console's own calls and the
 * server's test hooks (E2E_TEST_HOOKS), not the demo data: the family books seven of Emily's
 * slots ten days or more ahead, then
 * - one stays booked, moved to start in 20 minutes;
 * - one is in class (moved to have begun 5 minutes ago);
 * - three are ended with nobody in the room (teacher absent), then the school corrects one to
 *   student absent and one to finished;
 * - the family cancels one (cancelled by the student) and the school another (cancelled by the
 *   teacher), each then moved to later today.
 * Those ended end about half an hour ago: in the first 35 minutes of a Monday (school time) they
 * fall into last week's timetable, and the history list (no week) still shows them.
 */

const COURSE = '/api/lc_course_service';
const ADMIN_LESSONS = '/api/lc_admin_service/lessons';
const DAY_MS = 24 * 3600 * 1000;

export type LessonState =
  | 'booked'
  | 'in_class'
  | 'finished'
  | 'student_absent'
  | 'teacher_absent'
  | 'cancelled_by_student'
  | 'cancelled_by_teacher';

export interface LessonStates {
  ids: Record<LessonState, number>;
  teacherName: string;
  /** Ends the lesson in class (it would otherwise be in class for the next 25 minutes). */
  endInClass: () => Promise<void>;
}

/** A YYYY-MM-DD day in the school's time zone (Asia/Shanghai, UTC+8, no summer time). */
const schoolDay = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);

async function hook(request: APIRequestContext, lessonId: number, what: string, body?: object) {
  const res = await request.post(`/api/test-hooks/lessons/${lessonId}/${what}`, {
    data: body ?? {},
  });
  const json = (await res.json()) as { code: number; message: string };
  if (json.code !== 0) throw new Error(`test hook ${what} ${lessonId}: ${json.message}`);
}

export async function makeEveryLessonState(
  browser: Browser,
  request: APIRequestContext,
  familyToken: string,
  teacherName = 'Emily Carter',
): Promise<LessonStates> {
  const family = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    api<T>(request, familyToken, method, `${COURSE}/${path}`, body);

  const teachers = await family<{ list: { id: number; name: string }[] }>(
    'GET',
    `teacher/list?keyword=${encodeURIComponent(teacherName)}`,
  );
  const teacherId = teachers.list.find((t) => t.name === teacherName)!.id;
  const now = Date.now();
  const slots = await family<{ list: { id: number; state: string; mine: boolean }[] }>(
    'GET',
    `teacherSchedule/list?teacherId=${teacherId}&from=${schoolDay(now + 10 * DAY_MS)}&to=${schoolDay(now + 13 * DAY_MS)}`,
  );
  const open = slots.list.filter((s) => s.state === 'open' && !s.mine).slice(0, 7);
  if (open.length < 7) throw new Error(`only ${open.length} open slots of ${teacherName}`);
  const booked = await family<{ lessons: { id: number }[] }>('POST', 'studentBookings/edit_bull', {
    slotIds: open.map((s) => s.id),
  });
  const [a, b, c, d, e, f, g] = booked.lessons.map((l) => l.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  // The school's side: an academic member signed in to the console, as a person does.
  const desk = await browser.newContext(CONSOLE_DEVICE);
  const staffPage = await desk.newPage();
  await signInStaff(staffPage, 'academic');
  const staffToken = (await staffPage.evaluate(() => localStorage.getItem('consoleToken')))!;
  await desk.close();
  const school = (path: string, body: unknown) =>
    api<unknown>(request, staffToken, 'POST', `${ADMIN_LESSONS}/${path}`, body);

  await family('POST', 'studentBookings/status', { lessonId: e, status: 'cancelled' });
  await school('cancel', { lessonId: f, reason: '老师临时有事 / The teacher cannot come' });
  for (const id of [c, d, g]) await hook(request, id, 'end');
  await school('attendance', { lessonId: d, outcome: 'student_absent' });
  await school('attendance', { lessonId: g, outcome: 'finished' });
  await hook(request, a, 'move', { minutesFromNow: 20 });
  await hook(request, b, 'move', { minutesFromNow: -5 });
  await hook(request, e, 'move', { minutesFromNow: 40 });
  await hook(request, f, 'move', { minutesFromNow: 50 });

  return {
    ids: {
      booked: a,
      in_class: b,
      teacher_absent: c,
      student_absent: d,
      cancelled_by_student: e,
      cancelled_by_teacher: f,
      finished: g,
    },
    teacherName,
    endInClass: () => hook(request, b, 'end'),
  };
}

/** The statuses the family's lessons API reports for these lessons, to check the setup. */
export async function statusesOf(
  request: APIRequestContext,
  familyToken: string,
  ids: Record<LessonState, number>,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [state, id] of Object.entries(ids)) {
    const l = await api<{ status: string }>(
      request,
      familyToken,
      'GET',
      `${COURSE}/courseCourse/view?id=${id}`,
    );
    out[state] = l.status;
  }
  return out;
}
