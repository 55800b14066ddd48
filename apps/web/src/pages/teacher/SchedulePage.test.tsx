import { viewTeacher } from '@school/contract/api/teachers';
import { listLessons, listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MAX_SLOTS_PER_BOOKING } from '../../features/booking/rules.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import {
  at,
  lesson,
  ok,
  page,
  schoolDay,
  slot,
  teacher,
  freshToken,
} from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const tomorrow = schoolDay(1);
const later = schoolDay(3);

beforeEach(() => {
  server = fakeServer();
  server.answer(viewTeacher, ok(teacher()));
  server.answer(listSchedulePlan, page([]));
  server.answer(
    listSchedule,
    page([
      slot(tomorrow, '09:00', { state: 'booked' }),
      slot(tomorrow, '09:30'),
      slot(tomorrow, '10:00', { state: 'closed' }),
      slot(tomorrow, '18:00'),
      slot(later, '19:00'),
      slot(later, '19:30', { state: 'booked', mine: true }),
    ]),
  );
  server.answer(listLessons, page([]));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

/** A slot is named by what it shows: its time, then its state (WCAG 2.5.3 Label in Name). */
const slotName = (time: string) => new RegExp(`^${time} `);
const bar = () => screen.getByRole('region', { name: '预约汇总' });

it('picks open slots on several days, keeps them as chooseTimes, and goes on to confirm', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/teacher/schedule?id=7');

  // The first day with open slots is shown; taken and closed slots cannot be picked.
  const nine = await screen.findByRole('button', { name: slotName('09:00') });
  expect(nine).toBeDisabled();
  expect(screen.getByRole('button', { name: slotName('10:00') })).toBeDisabled();
  expect(within(bar()).getByRole('button', { name: '下一步' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: slotName('09:30') }));
  expect(screen.getByRole('button', { name: slotName('09:30') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // What a slot shows is what it is called, its state after its time (WCAG 2.5.3).
  expect(screen.getByRole('button', { name: slotName('09:30') })).toHaveAccessibleName(
    '09:30 已选',
  );
  expect(screen.getAllByRole('tab', { selected: true })[0]?.getAttribute('aria-label')).toBeNull();
  expect(bar()).toHaveTextContent('已选 1 节');

  // Another day: its own slots; the pick of the first day stays.
  const days = screen.getByRole('tablist', { name: '选择日期' });
  await user.click(within(days).getAllByRole('tab')[3] as HTMLElement);
  await user.click(await screen.findByRole('button', { name: slotName('19:00') }));
  // The caller's own lesson is shown, not bookable.
  expect(screen.getByRole('button', { name: slotName('19:30') })).toBeDisabled();
  expect(bar()).toHaveTextContent('已选 2 节');
  expect(bar()).toHaveTextContent('需要 2 课时');

  const stored = useDataStore.getState().chooseTimes as { teacherId: number; startAt: string }[];
  expect(stored).toHaveLength(2);
  expect(stored.every((c) => c.teacherId === 7)).toBe(true);

  // Tapping a picked slot puts it back.
  await user.click(screen.getByRole('button', { name: slotName('19:00') }));
  expect(bar()).toHaveTextContent('已选 1 节');

  await user.click(within(bar()).getByRole('button', { name: '下一步' }));
  expect(await screen.findByRole('button', { name: '确认预约' })).toBeInTheDocument();
});

it(`says so when one more than ${MAX_SLOTS_PER_BOOKING} slots are tapped`, async () => {
  const many = Array.from({ length: MAX_SLOTS_PER_BOOKING + 1 }, (_, i) =>
    slot(tomorrow, `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
  );
  server.answer(listSchedule, page(many));
  const user = userEvent.setup();
  await renderApp('/pages/teacher/schedule?id=7');
  await screen.findByRole('button', { name: slotName('08:00') });
  for (const s of many.slice(0, MAX_SLOTS_PER_BOOKING)) {
    const time = new Date(s.startAt).toLocaleTimeString('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
    });
    await user.click(screen.getByRole('button', { name: slotName(time) }));
  }
  expect(bar()).toHaveTextContent(`已选 ${MAX_SLOTS_PER_BOOKING} 节`);
  await user.click(screen.getByRole('button', { name: slotName('18:00') }));
  expect(await screen.findByText(`一次最多预约 ${MAX_SLOTS_PER_BOOKING} 节课`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: slotName('18:00') })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(bar()).toHaveTextContent(`已选 ${MAX_SLOTS_PER_BOOKING} 节`);
});

it('lets go of picks that someone else has booked since', async () => {
  const taken = slot(tomorrow, '18:00', { state: 'booked' });
  server.answer(listSchedule, page([slot(tomorrow, '09:30'), taken]));
  useDataStore.setState({
    chooseTimes: [
      {
        id: taken.id,
        teacherId: 7,
        teacherName: 'Emily Carter',
        teacherAvatar: null,
        startAt: taken.startAt,
        endAt: taken.endAt,
      },
    ],
  });
  await renderApp('/pages/teacher/schedule?id=7');
  expect(await screen.findByText('1 个已选时间已被约走或已截止，已为你移除')).toBeInTheDocument();
  await waitFor(() => expect(useDataStore.getState().chooseTimes).toEqual([]));
  expect(bar()).toHaveTextContent('已选 0 节');
});

it('does not offer a time at which the family already has a lesson with another teacher', async () => {
  server.answer(
    listLessons,
    page([
      lesson({ startAt: at(tomorrow, '18:00'), teacher: { id: 8, name: 'James', avatar: null } }),
      lesson({ startAt: at(tomorrow, '09:30'), status: 'cancelled_by_student' }),
    ]),
  );
  await renderApp('/pages/teacher/schedule?id=7');
  const clash = await screen.findByRole('button', { name: slotName('18:00') });
  await waitFor(() => expect(clash).toBeDisabled());
  expect(clash).toHaveAccessibleName('18:00 时间冲突');
  // A cancelled lesson frees its time.
  expect(screen.getByRole('button', { name: slotName('09:30') })).toBeEnabled();
});
