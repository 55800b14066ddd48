import { viewCredits } from '@school/contract/api/credits';
import { bookSlots, listLessons } from '@school/contract/api/booking';
import type { OutputOf } from '@school/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenSlot } from '../../features/booking/rules.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import {
  credits,
  fail,
  lesson,
  ok,
  page,
  schoolDay,
  slot,
  freshToken,
} from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const picks: ChosenSlot[] = [slot(schoolDay(1), '09:30'), slot(schoolDay(2), '18:00')].map((s) => ({
  id: s.id,
  teacherId: 7,
  teacherName: 'Emily Carter',
  teacherAvatar: null,
  startAt: s.startAt,
  endAt: s.endAt,
}));

beforeEach(() => {
  server = fakeServer();
  server.answer(viewCredits, credits(5, 3));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken(), chooseTimes: picks });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the picked times, the credits they use and what is left', async () => {
  await renderApp('/pages/teacher/confirm-choose');
  expect(await screen.findByTestId('credits-balance')).toHaveTextContent('5');
  expect(screen.getByTestId('credits-used')).toHaveTextContent('-2');
  expect(screen.getByTestId('credits-left')).toHaveTextContent('3');
  const times = screen.getByRole('list', { name: '上课时间' });
  expect(within(times).getAllByRole('listitem')).toHaveLength(2);
  expect(times).toHaveTextContent('09:30-10:00');
  expect(times).toHaveTextContent('18:00-18:30');
  expect(screen.getByRole('region', { name: '预约汇总' })).toHaveTextContent('消耗 2 课时');
});

it('removing a time changes the totals', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/teacher/confirm-choose');
  await screen.findByTestId('credits-balance');
  await user.click(screen.getAllByRole('button', { name: /^移除/ })[0] as HTMLElement);
  expect(screen.getByTestId('credits-used')).toHaveTextContent('-1');
  expect(screen.getByTestId('credits-left')).toHaveTextContent('4');
  expect(useDataStore.getState().chooseTimes).toHaveLength(1);
});

it('does not let a family book more lessons than it has credits', async () => {
  server.answer(viewCredits, credits(1));
  await renderApp('/pages/teacher/confirm-choose');
  expect(await screen.findByText('课时不足，还差 1 课时')).toBeInTheDocument();
  expect(screen.getByTestId('credits-left')).toHaveTextContent('0');
  expect(screen.getByRole('button', { name: '确认预约' })).toBeDisabled();
});

it('books all picks with the note, keeps the lessons as bookSuccessList and shows them', async () => {
  const booked = picks.map((p) => lesson({ startAt: p.startAt, endAt: p.endAt }));
  server.answer(bookSlots, ok({ lessons: booked, balance: 3 }));
  server.answer(listLessons, page(booked));
  const user = userEvent.setup();
  await renderApp('/pages/teacher/confirm-choose');
  await user.type(await screen.findByLabelText('给老师的话（选填）'), 'Likes animals');
  await user.click(screen.getByRole('button', { name: '确认预约' }));

  expect(await screen.findByRole('heading', { name: '预约成功', level: 2 })).toBeInTheDocument();
  expect(server.callsTo(bookSlots)[0]?.body).toEqual({
    slotIds: picks.map((p) => p.id),
    note: 'Likes animals',
  });
  expect(useDataStore.getState().chooseTimes).toEqual([]);
  expect(useDataStore.getState().bookSuccessList).toHaveLength(2);
  expect(screen.getByRole('list', { name: '已预约的课程' })).toHaveTextContent('09:30-10:00');
});

it('on a slot taken meanwhile (2002) shows the server’s message and offers to pick again', async () => {
  server.answer(bookSlots, fail(2002, '该时间已被预约'));
  const user = userEvent.setup();
  await renderApp('/pages/teacher/confirm-choose');
  await screen.findByTestId('credits-balance');
  await user.click(screen.getByRole('button', { name: '确认预约' }));
  expect(await screen.findByText('该时间已被预约')).toBeInTheDocument();
  const alert = await screen.findByText('有时间已被约走，或和你已有的课程时间冲突，请重新选择');
  expect(alert.closest('[role="alert"]')).toHaveTextContent('重新选择');
  // Nothing is lost: the picks stay for the family to adjust.
  await waitFor(() => expect(useDataStore.getState().chooseTimes).toHaveLength(2));
});

describe('with course-pack credits', () => {
  type Grant = OutputOf<typeof viewCredits>['grants'][number];
  const grant = (
    id: number,
    kind: Grant['kind'],
    courseLevel: number | null,
    remaining: number,
    expires: string,
  ): Grant => ({
    id,
    kind,
    name: courseLevel === null ? '10节次卡' : `Level ${courseLevel} 课包`,
    courseLevel,
    total: 24,
    remaining,
    expiresAt: expires,
    expired: false,
  });
  beforeEach(() => {
    server.answer(
      viewCredits,
      ok({
        balance: 9,
        used: 0,
        total: 9,
        refunded: 0,
        expired: 0,
        grants: [
          grant(1, 'card', null, 2, '2027-03-01T00:00:00.000Z'),
          grant(2, 'pack', 2, 4, '2027-06-01T00:00:00.000Z'),
          grant(3, 'pack', 1, 3, '2027-09-01T00:00:00.000Z'),
        ],
      }),
    );
  });

  it('lets the family choose the level; the credits shown are those that can pay for it', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/teacher/confirm-choose');
    const levels = await screen.findByRole('radiogroup', { name: '课程级别' });
    const options = within(levels).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual([
      'Level 1课包 + 次卡 可用 5 课时',
      'Level 2课包 + 次卡 可用 6 课时',
      '次卡不限级别，可用 2 课时',
    ]);
    // The pack that expires first (Level 2) is picked to begin with.
    expect(within(levels).getByRole('radio', { checked: true })).toHaveTextContent('Level 2');
    expect(screen.getByTestId('credits-balance')).toHaveTextContent('6');
    expect(screen.getByText('Level 2 可用')).toBeInTheDocument();

    await user.click(options[2]!);
    expect(screen.getByTestId('credits-balance')).toHaveTextContent('2');
    expect(screen.getByTestId('credits-left')).toHaveTextContent('0');
    await user.click(options[0]!);
    expect(screen.getByTestId('credits-balance')).toHaveTextContent('5');
    expect(useDataStore.getState().chooseCourseLevel).toBe(1);
  });

  it('books with the chosen level, then forgets the choice', async () => {
    const booked = picks.map((p) => lesson({ startAt: p.startAt, endAt: p.endAt, courseLevel: 1 }));
    server.answer(bookSlots, ok({ lessons: booked, balance: 7 }));
    server.answer(listLessons, page(booked));
    const user = userEvent.setup();
    await renderApp('/pages/teacher/confirm-choose');
    await user.click(await screen.findByRole('radio', { name: /^Level 1/ }));
    await user.click(screen.getByRole('button', { name: '确认预约' }));
    expect(await screen.findByRole('heading', { name: '预约成功', level: 2 })).toBeInTheDocument();
    expect(server.callsTo(bookSlots)[0]?.body).toEqual({
      slotIds: picks.map((p) => p.id),
      courseLevel: 1,
    });
    expect(useDataStore.getState().chooseCourseLevel).toBeNull();
  });

  it('card credits book lessons without a level', async () => {
    server.answer(bookSlots, fail(2003, '课时不足'));
    const user = userEvent.setup();
    useDataStore.setState({ chooseTimes: picks.slice(0, 1) });
    await renderApp('/pages/teacher/confirm-choose');
    await user.click(await screen.findByRole('radio', { name: /^次卡/ }));
    await user.click(screen.getByRole('button', { name: '确认预约' }));
    await waitFor(() =>
      expect(server.callsTo(bookSlots)[0]?.body).toEqual({
        slotIds: [picks[0]!.id],
        courseLevel: null,
      }),
    );
  });
});

it('without pack credits there is no level to choose', async () => {
  await renderApp('/pages/teacher/confirm-choose');
  await screen.findByTestId('credits-balance');
  expect(screen.queryByRole('radiogroup', { name: '课程级别' })).not.toBeInTheDocument();
});
