import { listLessons } from '@school/contract/api/booking';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { at, lesson, page, schoolDay, freshToken } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const today = schoolDay(0);

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the week’s lessons with their status, the way into class and cancelling', async () => {
  const open = lesson({ startAt: at(today, '18:00'), canEnter: true, cancelReturnsCredit: false });
  const lessons = [
    open,
    lesson({ startAt: at(today, '08:00'), status: 'finished', canCancel: false }),
    lesson({ startAt: at(today, '09:00'), status: 'cancelled_by_teacher', canCancel: false }),
    lesson({ startAt: at(today, '10:00'), status: 'teacher_absent', canCancel: false }),
    lesson({ startAt: at(today, '11:00'), status: 'student_absent', canCancel: false }),
  ];
  server.answer(listLessons, page(lessons));
  const user = userEvent.setup();
  await renderApp('/pages/course/myclass');

  const cards = await screen.findAllByTestId('lesson-card');
  expect(cards).toHaveLength(5);
  // The open classroom before the start: about to start (after 18:00 the fixture has started).
  const openLabel = Date.now() < Date.parse(open.startAt) ? '即将开始' : '待上课';
  for (const label of [openLabel, '已完成', '老师取消', '老师缺席', '缺席']) {
    expect(screen.getByText(label, { selector: '[data-status]' })).toBeInTheDocument();
  }
  // Sorted by time; only the booked lesson can be cancelled.
  expect(cards[4]).toHaveTextContent('18:00-18:30');
  expect(screen.getAllByRole('button', { name: '取消预约' })).toHaveLength(1);

  // The week asked for runs Monday to Sunday around today.
  const query = server.callsTo(listLessons)[0]?.query;
  expect(query?.scope).toBe('all');
  expect(query!.from! <= today && today <= query!.to!).toBe(true);

  await user.click(screen.getByRole('button', { name: '进入教室' }));
  expect(await screen.findByRole('heading', { name: '直播课堂' })).toBeInTheDocument();
});

it('moves a week on and says when there is nothing', async () => {
  server.answer(listLessons, page([]));
  const user = userEvent.setup();
  await renderApp('/pages/course/myclass');
  expect(await screen.findByText('这一周没有课程')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '下一周' }));
  await screen.findByRole('button', { name: '回到本周' });
  const calls = server.callsTo(listLessons);
  expect(calls.length).toBeGreaterThanOrEqual(2);
});
