import { changeBookingStatus, editLesson, viewLesson } from '@school/contract/api/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fail, fakeServer } from '../../test/fakeServer.ts';
import { lesson, ok, freshToken } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const HOUR = 3600_000;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

// The dialog ignores pointer events while it animates in.
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

it('says the credit comes back when the lesson is 24 hours or more away, then cancels', async () => {
  const booked = lesson({
    startAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    cancelReturnsCredit: true,
  });
  server.answer(viewLesson, ok(booked));
  server.answer(
    changeBookingStatus,
    ok({
      lesson: { ...booked, status: 'cancelled_by_student', canCancel: false },
      creditReturned: true,
      balance: 9,
    }),
  );
  const user = setup();
  await renderApp(`/pages/course/details?id=${booked.id}`);
  await user.click(await screen.findByRole('button', { name: '取消预约' }));

  const message = await screen.findByText('距离上课还有 24 小时以上，取消后课时将退回你的账户。');
  const dialog = message.closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).getByText('取消这节课？')).toBeInTheDocument();
  expect(within(dialog).queryByText(/不退回/)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: '确定取消' }));
  await waitFor(() =>
    expect(server.callsTo(changeBookingStatus)[0]?.body).toEqual({
      lessonId: booked.id,
      status: 'cancelled',
    }),
  );
  expect(await screen.findByText('已取消，课时已退回')).toBeInTheDocument();
});

it('warns that the credit is spent inside 24 hours, and keeps the lesson on 再想想', async () => {
  const soon = lesson({
    startAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    cancelReturnsCredit: false,
  });
  server.answer(viewLesson, ok(soon));
  const user = setup();
  await renderApp(`/pages/course/details?id=${soon.id}`);
  await user.click(await screen.findByRole('button', { name: '取消预约' }));

  const message = await screen.findByText('距离上课已不足 24 小时，取消后这节课的课时不退回。');
  const dialog = message.closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).queryByText(/将退回/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '再想想' }));
  await waitFor(() => expect(message).not.toBeInTheDocument());
  expect(server.callsTo(changeBookingStatus)).toHaveLength(0);
});

it('saves the note to the teacher', async () => {
  const booked = lesson({ startAt: new Date(Date.now() + 72 * HOUR).toISOString() });
  server.answer(viewLesson, ok(booked));
  server.answer(editLesson, ok({ ...booked, note: 'Please speak slowly' }));
  const user = setup();
  await renderApp(`/pages/course/details?id=${booked.id}`);
  await user.type(await screen.findByLabelText('给老师的留言'), 'Please speak slowly');
  await user.click(screen.getByRole('button', { name: '保存留言' }));
  await waitFor(() =>
    expect(server.callsTo(editLesson)[0]?.body).toEqual({
      id: booked.id,
      note: 'Please speak slowly',
    }),
  );
});

it('shows an honest note for a lesson that is not there', async () => {
  server.answer(viewLesson, fail(2001, '课程不存在'));
  await renderApp('/pages/course/details?id=999');
  expect(await screen.findByText('没有找到这节课')).toBeInTheDocument();
});
