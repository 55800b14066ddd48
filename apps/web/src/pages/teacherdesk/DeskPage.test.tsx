import { listDeskLessons, viewTeacherMe } from '@school/contract/api/teacherDesk';
import { TEACHER } from '@school/contract/rules/prefixes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { deskLesson, teacherUser } from '../../test/deskFixtures.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const asTeacher = () =>
  useDataStore.setState({ ...initialData(), token: freshToken(), userInfo: teacherUser });
const asStudent = () =>
  useDataStore.setState({
    ...initialData(),
    token: freshToken(),
    userInfo: { ...teacherUser, role: 'student', name: 'Lucy' },
  });

it('shows today’s and upcoming lessons: student, age, status, report state, and the way in', async () => {
  asTeacher();
  const now = deskLesson({ student: { name: 'Lucy', age: 6, sex: 2 } });
  const done = deskLesson({
    status: 'finished',
    canEnter: false,
    canReport: true,
    student: { name: 'Tom', age: null, sex: 1 },
  });
  const later = deskLesson({ canEnter: false, student: { name: 'Mia', age: 8, sex: 2 } });
  server.answer(viewTeacherMe, ok({ teacherId: 7, name: 'Emily Carter', avatar: null }));
  server.answer(listDeskLessons, ({ scope }) =>
    scope === 'today' ? page([now, done]) : page([now, later]),
  );
  const user = userEvent.setup();
  await renderApp('/pages/teacherdesk/index');

  expect(await screen.findByText('你好，Emily Carter 老师')).toBeInTheDocument();
  const today = screen.getByRole('region', { name: '今天的课' });
  const rows = await within(today).findAllByTestId('desk-lesson');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Lucy');
  expect(rows[0]).toHaveTextContent('6 岁');
  expect(rows[0]).toHaveTextContent('待上课');
  expect(rows[1]).toHaveTextContent('年龄未填');
  expect(rows[1]).toHaveTextContent('待写报告');
  expect(within(rows[1]!).queryByRole('button', { name: '进入教室' })).not.toBeInTheDocument();
  // Today's lessons are not repeated under "coming up".
  const upcoming = screen.getByRole('region', { name: '接下来的课' });
  expect(within(upcoming).getAllByTestId('desk-lesson')).toHaveLength(1);
  expect(within(upcoming).getByText('Mia')).toBeInTheDocument();

  await user.click(within(rows[0]!).getByRole('button', { name: '进入教室' }));
  await waitFor(() => expect(currentUrl()).toBe(`/pages/live/index?lessonId=${now.id}`), {
    timeout: 5_000,
  });
});

it('says so when there are no lessons', async () => {
  asTeacher();
  server.answer(listDeskLessons, page([]));
  await renderApp('/pages/teacherdesk/index');
  expect(await screen.findByText('今天没有课')).toBeInTheDocument();
  expect(screen.getByText('今天之后还没有约课')).toBeInTheDocument();
});

it('a student account sees 教师专用, asks nothing of the teacher calls, and stays signed in', async () => {
  asStudent();
  const token = useDataStore.getState().token;
  await renderApp('/pages/teacherdesk/plan');
  expect(await screen.findByText('教师专用')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.path.startsWith(TEACHER))).toEqual([]);
  expect(useDataStore.getState().token).toBe(token);
});

it('a server answer 3003 shows 教师专用 and keeps the session', async () => {
  asTeacher();
  const token = useDataStore.getState().token;
  server.answer(viewTeacherMe, fail(3003, '没有权限进行此操作'));
  server.answer(listDeskLessons, fail(3003, '没有权限进行此操作'));
  await renderApp('/pages/teacherdesk/index');
  expect(await screen.findByText('教师专用')).toBeInTheDocument();
  expect(useDataStore.getState().token).toBe(token);
  expect(currentUrl()).toContain('/pages/teacherdesk/index');
});

it('a teacher opening a student tab page is sent to the teacher’s area', async () => {
  asTeacher();
  server.answer(listDeskLessons, page([]));
  await renderApp('/pages/course/index');
  expect(await screen.findByText('今天没有课')).toBeInTheDocument();
  expect(currentUrl()).toBe('/pages/teacherdesk/index');
  expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
});
