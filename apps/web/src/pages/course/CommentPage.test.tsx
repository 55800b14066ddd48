import { viewLesson } from '@school/contract/api/booking';
import { editTeacherReview } from '@school/contract/api/teachers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, lesson, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const HOUR = 3600_000;
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const finished = (over = {}) =>
  lesson({
    startAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    status: 'finished',
    canCancel: false,
    canReview: true,
    ...over,
  });

it('reviews the teacher with stars, tags and words', async () => {
  const done = finished();
  server.answer(viewLesson, ok(done));
  const user = userEvent.setup();
  await renderApp(`/pages/course/comment?lessonId=${done.id}`);

  await user.click(await screen.findByRole('button', { name: '提交评价' }));
  expect(screen.getByText('请先选择评分')).toBeInTheDocument();
  expect(server.callsTo(editTeacherReview)).toHaveLength(0);

  await user.click(screen.getByRole('radio', { name: '4 星' }));
  expect(screen.getByText('满意')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '耐心' }));
  await user.click(screen.getByRole('button', { name: '有趣' }));
  await user.type(screen.getByLabelText('说说你的感受（选填）'), ' Great class ');
  await user.click(screen.getByRole('button', { name: '提交评价' }));

  await waitFor(() =>
    expect(server.callsTo(editTeacherReview)[0]?.body).toEqual({
      lessonId: done.id,
      stars: 4,
      tags: ['耐心', '有趣'],
      content: 'Great class',
    }),
  );
});

it.each([
  [{ reviewed: true, canReview: false }, '你已经评价过这节课'],
  [
    {
      canReview: false,
      startAt: new Date(Date.now() - 9 * 24 * HOUR).toISOString(),
      endAt: new Date(Date.now() - 9 * 24 * HOUR + HOUR / 2).toISOString(),
    },
    '已超过评价期限',
  ],
  [{ status: 'booked', canReview: false }, '课程结束后才能评价'],
])('says clearly why a lesson cannot be reviewed (%#)', async (over, message) => {
  const done = finished(over);
  server.answer(viewLesson, ok(done));
  await renderApp(`/pages/course/comment?lessonId=${done.id}`);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
});

it('in English the tags are English, and are sent as the server knows them', async () => {
  await setLanguage('en');
  try {
    const done = finished();
    server.answer(viewLesson, ok(done));
    const user = userEvent.setup();
    await renderApp(`/pages/course/comment?lessonId=${done.id}`);
    const group = await screen.findByRole('group', { name: 'What stood out (pick any)' });
    expect(group.textContent).not.toMatch(/\p{Script=Han}/u);
    await user.click(screen.getByRole('radio', { name: /^4/ }));
    await user.click(screen.getByRole('button', { name: 'Patient' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(server.callsTo(editTeacherReview)[0]?.body).toMatchObject({
        tags: ['耐心'],
      }),
    );
  } finally {
    await setLanguage('zh');
  }
});
